import type { DemoTextOverrides } from './demo-texts.ts';

// Latin-American Spanish (Mexico, Colombia, Chile, US Spanish): what it words
// differently from Spain's (es.ts).
export const es419: DemoTextOverrides = {
  contests: [
    'Logotipo para una panadería orgánica',
    'Empaque para cerveza artesanal',
    'Página de aterrizaje para una startup fintech',
    'Portada para una novela policiaca',
  ],
  blogVariableType: [
    '2. Fuentes variables',
    'Una tipografía, muchos pesos: logotipos que se adaptan del favicon al anuncio espectacular sin perder su carácter.',
  ],
  designerLede: 'Concursos acordes con tus habilidades, los más recientes primero.',
};
