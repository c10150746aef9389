import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

// European Portuguese; pt-BR.ts words Brazil's differences.
export const pt: DemoTexts = {
  blogTitle: 'Dez tendências de logótipos para o próximo ano',
  checkoutTitle: 'Lance o seu concurso',
  loggedOutTitle: 'Encomende um logótipo profissional',
  contests: [
    'Logótipo para uma padaria biológica',
    'Embalagem para cerveja artesanal',
    'Página de destino para uma start-up fintech',
    'Capa para um romance policial',
  ],
  contestLine: (price, designs, state) => `${price} · ${designs} designs · ${state}`,
  contestStates: { open: 'aberto', qualifying: 'fase de qualificação', finished: 'concluído' },
  blogLede: (site) =>
    `Das marcas desenhadas à mão às fontes variáveis: o que esperamos ver nos concursos de logótipos em ${site}.`,
  blogHandDrawn: [
    '1. Marcas desenhadas à mão',
    'Os clientes pedem calor humano. Os designers respondem com linhas imperfeitas, pinceladas visíveis e marcas que parecem feitas por uma pessoa.',
  ],
  blogVariableType: [
    '2. Fontes variáveis',
    'Uma fonte, muitos pesos: logótipos que se adaptam do favicon ao outdoor sem perder o carácter.',
  ],
  checkoutStep: 'Passo 2 de 3: escolha um pacote.',
  packageLegend: 'Pacote',
  packages: { bronze: 'Bronze', silver: 'Prata', gold: 'Ouro' },
  continue: 'Continuar',
  contestHolderLede: (site) => `Os seus concursos e projetos em ${site}.`,
  designerLede: 'Concursos à medida das suas competências, os mais recentes primeiro.',
  loggedOutLede: 'Trabalhe com designers de todo o mundo. Só paga quando adorar o resultado.',
  sidebar: 'Barra lateral',
  roleNames: {
    'logged-out': 'Sem sessão iniciada',
    'contest-holder': 'Organizador de concursos',
    designer: 'Designer',
  },
  demoNote: (role, user, site, locale, variant) =>
    `Página de demonstração: ${role}${user ? ` (${user})` : ''} em ${site}, ${locale}, variante ${variant}.`,
  allDemoPages: 'Todas as páginas de demonstração',
  notFoundTitle: 'Esta página não faz parte da demonstração',
  notFoundText: (path) =>
    html`O marketplace tem uma página em <code>${path}</code>; o servidor de referência só
      disponibiliza as páginas de demonstração, o microsite e a API.`,
};
