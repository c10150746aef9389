import { html } from '../html.ts';
import type { DemoTexts } from './demo-texts.ts';

export const en: DemoTexts = {
  blogTitle: 'Ten logo trends for the coming year',
  checkoutTitle: 'Launch your contest',
  loggedOutTitle: 'Get a professional logo designed',
  contests: [
    'Logo for an organic bakery',
    'Packaging for craft beer',
    'Landing page for a fintech start-up',
    'Book cover for a crime novel',
  ],
  contestLine: (price, designs, state) => `${price} · ${designs} designs · ${state}`,
  contestStates: { open: 'open', qualifying: 'qualifying round', finished: 'finished' },
  blogLede: (site) =>
    `From hand-drawn marks to variable type: what we expect to see in logo contests on ${site}.`,
  blogHandDrawn: [
    '1. Hand-drawn marks',
    'Clients ask for warmth. Designers answer with imperfect lines, visible brush strokes and marks that look made by a person.',
  ],
  blogVariableType: [
    '2. Variable type',
    'One typeface, many weights: logos that adapt from a favicon to a billboard without losing their character.',
  ],
  checkoutStep: 'Step 2 of 3: choose a package.',
  packageLegend: 'Package',
  packages: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold' },
  continue: 'Continue',
  contestHolderLede: (site) => `Your contests and projects on ${site}.`,
  designerLede: 'Contests that match your skills, newest first.',
  loggedOutLede: 'Work with designers from around the world. Pay once you love the result.',
  sidebar: 'Sidebar',
  roleNames: {
    'logged-out': 'Logged out',
    'contest-holder': 'Contest holder',
    designer: 'Designer',
  },
  demoNote: (role, user, site, locale, variant) =>
    `Demo page: ${role}${user ? ` (${user})` : ''} on ${site}, ${locale}, variant ${variant}.`,
  allDemoPages: 'All demo pages',
  notFoundTitle: 'This page is not part of the demo',
  notFoundText: (path) =>
    html`The marketplace has a page at <code>${path}</code>; the reference server only serves the
      demo pages, the microsite and the API.`,
};
