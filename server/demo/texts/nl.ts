import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

export const nl: DemoTexts = {
  blogTitle: 'Tien logotrends voor het komende jaar',
  checkoutTitle: 'Start je wedstrijd',
  loggedOutTitle: 'Laat een professioneel logo ontwerpen',
  contests: [
    'Logo voor een biologische bakkerij',
    'Verpakking voor speciaalbier',
    'Landingspagina voor een fintech-start-up',
    'Boekomslag voor een misdaadroman',
  ],
  contestLine: (price, designs, state) => `${price} · ${designs} ontwerpen · ${state}`,
  contestStates: { open: 'open', qualifying: 'kwalificatieronde', finished: 'afgerond' },
  blogLede: (site) =>
    `Van handgetekende beeldmerken tot variabele letters: dit verwachten we in de logowedstrijden op ${site}.`,
  blogHandDrawn: [
    '1. Handgetekende beeldmerken',
    'Klanten vragen om warmte. Ontwerpers antwoorden met imperfecte lijnen, zichtbare penseelstreken en merken die met de hand gemaakt lijken.',
  ],
  blogVariableType: [
    '2. Variabele letters',
    'Eén lettertype, veel gewichten: logo’s die zich aanpassen van favicon tot billboard zonder hun karakter te verliezen.',
  ],
  checkoutStep: 'Stap 2 van 3: kies een pakket.',
  packageLegend: 'Pakket',
  packages: { bronze: 'Brons', silver: 'Zilver', gold: 'Goud' },
  continue: 'Doorgaan',
  contestHolderLede: (site) => `Je wedstrijden en projecten op ${site}.`,
  designerLede: 'Wedstrijden die bij je vaardigheden passen, nieuwste eerst.',
  loggedOutLede:
    'Werk samen met ontwerpers van over de hele wereld. Je betaalt pas als je blij bent met het resultaat.',
  sidebar: 'Zijbalk',
  roleNames: {
    'logged-out': 'Uitgelogd',
    'contest-holder': 'Opdrachtgever',
    designer: 'Ontwerper',
  },
  demoNote: (role, user, site, locale, variant) =>
    `Demopagina: ${role}${user ? ` (${user})` : ''} op ${site}, ${locale}, variant ${variant}.`,
  allDemoPages: 'Alle demopagina’s',
  notFoundTitle: 'Deze pagina hoort niet bij de demo',
  notFoundText: (path) =>
    html`De marktplaats heeft een pagina op <code>${path}</code>; de referentieserver levert alleen
      de demopagina’s, de microsite en de API.`,
};
