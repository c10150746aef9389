import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

// French typography: U+00A0 before ":", U+202F before ";".
const narrowNoBreakSpace = '\u202f';

export const fr: DemoTexts = {
  blogTitle: 'Dix tendances logo pour l’année à venir',
  checkoutTitle: 'Lancez votre concours',
  loggedOutTitle: 'Faites créer un logo professionnel',
  contests: [
    'Logo pour une boulangerie bio',
    'Emballage pour une bière artisanale',
    'Page d’atterrissage pour une start-up de la fintech',
    'Couverture pour un roman policier',
  ],
  contestLine: (price, designs, state) => `${price} · ${designs} créations · ${state}`,
  contestStates: { open: 'ouvert', qualifying: 'phase de qualification', finished: 'terminé' },
  blogLede: (site) =>
    `Des marques dessinées à la main aux polices variables\u00a0: ce que nous attendons des concours de logo sur ${site}.`,
  blogHandDrawn: [
    '1. Les marques dessinées à la main',
    'Les clients recherchent de la chaleur. Les designers répondent par des lignes imparfaites, des coups de pinceau visibles et des marques qui semblent tracées par une personne.',
  ],
  blogVariableType: [
    '2. Les polices variables',
    'Une police, de nombreuses graisses\u00a0: des logos qui passent du favicon au panneau d’affichage sans perdre leur caractère.',
  ],
  checkoutStep: 'Étape 2 sur 3\u00a0: choisissez une formule.',
  packageLegend: 'Formule',
  packages: { bronze: 'Bronze', silver: 'Argent', gold: 'Or' },
  continue: 'Continuer',
  contestHolderLede: (site) => `Vos concours et projets sur ${site}.`,
  designerLede: 'Les concours adaptés à vos compétences, les plus récents en premier.',
  loggedOutLede:
    'Travaillez avec des designers du monde entier. Vous ne payez que si le résultat vous plaît.',
  sidebar: 'Barre latérale',
  roleNames: {
    'logged-out': 'Déconnecté',
    'contest-holder': 'Organisateur de concours',
    designer: 'Designer',
  },
  demoNote: (role, user, site, locale, variant) =>
    `Page de démonstration\u00a0: ${role}${user ? ` (${user})` : ''} sur ${site}, ${locale}, variante ${variant}.`,
  allDemoPages: 'Toutes les pages de démonstration',
  notFoundTitle: 'Cette page ne fait pas partie de la démo',
  notFoundText: (path) =>
    html`La place de marché a une page à l’adresse <code>${path}</code>${narrowNoBreakSpace}; le
      serveur de référence ne sert que les pages de démonstration, le microsite et l’API.`,
};
