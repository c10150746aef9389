import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

export const it: DemoTexts = {
  blogTitle: 'Dieci tendenze per i loghi del prossimo anno',
  checkoutTitle: 'Lancia il tuo concorso',
  loggedOutTitle: 'Fatti creare un logo professionale',
  contests: [
    'Logo per un panificio biologico',
    'Packaging per una birra artigianale',
    'Landing page per una start-up fintech',
    'Copertina per un romanzo giallo',
  ],
  contestLine: (price, designs, state) => `${price} · ${designs} proposte · ${state}`,
  contestStates: { open: 'aperto', qualifying: 'fase di qualificazione', finished: 'concluso' },
  blogLede: (site) =>
    `Dai marchi disegnati a mano ai font variabili: cosa ci aspettiamo nei concorsi di logo su ${site}.`,
  blogHandDrawn: [
    '1. Marchi disegnati a mano',
    'I clienti chiedono calore. I designer rispondono con linee imperfette, pennellate visibili e marchi che sembrano fatti da una persona.',
  ],
  blogVariableType: [
    '2. Font variabili',
    'Un solo carattere, molti pesi: loghi che si adattano dalla favicon al cartellone senza perdere il loro carattere.',
  ],
  checkoutStep: 'Passo 2 di 3: scegli un pacchetto.',
  packageLegend: 'Pacchetto',
  packages: { bronze: 'Bronzo', silver: 'Argento', gold: 'Oro' },
  continue: 'Continua',
  contestHolderLede: (site) => `I tuoi concorsi e progetti su ${site}.`,
  designerLede: 'Concorsi adatti alle tue competenze, dai più recenti.',
  loggedOutLede: 'Lavora con designer di tutto il mondo. Paghi solo quando il risultato ti piace.',
  sidebar: 'Barra laterale',
  roleNames: {
    'logged-out': 'Non connesso',
    'contest-holder': 'Organizzatore di concorsi',
    designer: 'Designer',
  },
  demoNote: (role, user, site, locale, variant) =>
    `Pagina demo: ${role}${user ? ` (${user})` : ''} su ${site}, ${locale}, variante ${variant}.`,
  allDemoPages: 'Tutte le pagine demo',
  notFoundTitle: 'Questa pagina non fa parte della demo',
  notFoundText: (path) =>
    html`Il marketplace ha una pagina all’indirizzo <code>${path}</code>; il server di riferimento
      fornisce solo le pagine demo, il microsito e l’API.`,
};
