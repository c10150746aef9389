import type { DemoTextOverrides } from './demo-texts.ts';

// Brazilian Portuguese: what it words differently from Portugal's (pt.ts).
export const ptBR: DemoTextOverrides = {
  blogTitle: 'Dez tendências de logotipos para o próximo ano',
  checkoutTitle: 'Lance seu concurso',
  loggedOutTitle: 'Encomende um logotipo profissional',
  contests: [
    'Logotipo para uma padaria orgânica',
    'Embalagem para cerveja artesanal',
    'Landing page para uma startup de fintech',
    'Capa para um romance policial',
  ],
  blogLede: (site) =>
    `Das marcas desenhadas à mão às fontes variáveis: o que esperamos ver nos concursos de logotipos em ${site}.`,
  blogVariableType: [
    '2. Fontes variáveis',
    'Uma fonte, muitos pesos: logotipos que se adaptam do favicon ao outdoor sem perder o caráter.',
  ],
  contestHolderLede: (site) => `Seus concursos e projetos em ${site}.`,
  designerLede: 'Concursos que combinam com suas habilidades, os mais recentes primeiro.',
  loggedOutLede: 'Trabalhe com designers do mundo todo. Você só paga quando amar o resultado.',
  roleNames: {
    'logged-out': 'Deslogado',
    'contest-holder': 'Organizador de concursos',
    designer: 'Designer',
  },
};
