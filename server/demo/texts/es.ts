import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

// Spain's Spanish; es-419.ts words the Americas' differences.
export const es: DemoTexts = {
  blogTitle: 'Diez tendencias de logotipos para el próximo año',
  checkoutTitle: 'Lanza tu concurso',
  loggedOutTitle: 'Consigue un logotipo profesional',
  contests: [
    'Logotipo para una panadería ecológica',
    'Envase para cerveza artesanal',
    'Página de aterrizaje para una start-up fintech',
    'Portada para una novela negra',
  ],
  contestLine: (price, designs, state) => `${price} · ${designs} diseños · ${state}`,
  contestStates: { open: 'abierto', qualifying: 'ronda de clasificación', finished: 'finalizado' },
  blogLede: (site) =>
    `De los símbolos dibujados a mano a las fuentes variables: lo que esperamos ver en los concursos de logotipos de ${site}.`,
  blogHandDrawn: [
    '1. Símbolos dibujados a mano',
    'Los clientes piden calidez. Los diseñadores responden con líneas imperfectas, pinceladas visibles y símbolos que parecen hechos por una persona.',
  ],
  blogVariableType: [
    '2. Fuentes variables',
    'Una tipografía, muchos pesos: logotipos que se adaptan del favicon a la valla publicitaria sin perder su carácter.',
  ],
  checkoutStep: 'Paso 2 de 3: elige un paquete.',
  packageLegend: 'Paquete',
  packages: { bronze: 'Bronce', silver: 'Plata', gold: 'Oro' },
  continue: 'Continuar',
  contestHolderLede: (site) => `Tus concursos y proyectos en ${site}.`,
  designerLede: 'Concursos que encajan con tus habilidades, los más recientes primero.',
  loggedOutLede:
    'Trabaja con diseñadores de todo el mundo. Paga solo cuando te encante el resultado.',
  sidebar: 'Barra lateral',
  roleNames: {
    'logged-out': 'Sin sesión',
    'contest-holder': 'Organizador de concursos',
    designer: 'Diseñador',
  },
  demoNote: (role, user, site, locale, variant) =>
    `Página de demostración: ${role}${user ? ` (${user})` : ''} en ${site}, ${locale}, variante ${variant}.`,
  allDemoPages: 'Todas las páginas de demostración',
  notFoundTitle: 'Esta página no forma parte de la demo',
  notFoundText: (path) =>
    html`El marketplace tiene una página en <code>${path}</code>; el servidor de referencia solo
      sirve las páginas de demostración, el micrositio y la API.`,
};
