import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

// No ß in these texts: Switzerland reads them as they are (de-CH).
export const de: DemoTexts = {
  blogTitle: 'Zehn Logotrends für das kommende Jahr',
  checkoutTitle: 'Starten Sie Ihren Wettbewerb',
  loggedOutTitle: 'Lassen Sie Ihr Logo von Profis gestalten',
  contests: [
    'Logo für eine Bio-Bäckerei',
    'Verpackung für Craft-Bier',
    'Landingpage für ein Fintech-Start-up',
    'Buchcover für einen Kriminalroman',
  ],
  contestLine: (price, designs, state) => `${price} · ${designs} Entwürfe · ${state}`,
  contestStates: { open: 'offen', qualifying: 'Qualifikationsrunde', finished: 'abgeschlossen' },
  blogLede: (site) =>
    `Von handgezeichneten Bildmarken bis zu variablen Schriften: Das erwarten wir in den Logowettbewerben auf ${site}.`,
  blogHandDrawn: [
    '1. Handgezeichnete Bildmarken',
    'Kunden wünschen sich Wärme. Designer antworten mit unperfekten Linien, sichtbaren Pinselstrichen und Zeichen, die von Menschenhand gemacht wirken.',
  ],
  blogVariableType: [
    '2. Variable Schriften',
    'Eine Schrift, viele Strichstärken: Logos, die sich vom Favicon bis zur Plakatwand anpassen, ohne ihren Charakter zu verlieren.',
  ],
  checkoutStep: 'Schritt 2 von 3: Wählen Sie ein Paket.',
  packageLegend: 'Paket',
  packages: { bronze: 'Bronze', silver: 'Silber', gold: 'Gold' },
  continue: 'Weiter',
  contestHolderLede: (site) => `Ihre Wettbewerbe und Projekte auf ${site}.`,
  designerLede: 'Wettbewerbe, die zu Ihren Fähigkeiten passen, die neuesten zuerst.',
  loggedOutLede:
    'Arbeiten Sie mit Designern aus aller Welt. Sie zahlen erst, wenn Ihnen das Ergebnis gefällt.',
  sidebar: 'Seitenleiste',
  roleNames: { 'logged-out': 'Abgemeldet', 'contest-holder': 'Auftraggeber', designer: 'Designer' },
  demoNote: (role, user, site, locale, variant) =>
    `Demoseite: ${role}${user ? ` (${user})` : ''} auf ${site}, ${locale}, Variante ${variant}.`,
  allDemoPages: 'Alle Demoseiten',
  notFoundTitle: 'Diese Seite gehört nicht zur Demo',
  notFoundText: (path) =>
    html`Der Marktplatz hat eine Seite unter <code>${path}</code>; der Referenzserver liefert nur
      die Demoseiten, die Microsite und die API.`,
};
