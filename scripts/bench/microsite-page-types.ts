// The microsite's page types as the paint measurements name them (issue 21):
// one page of each, the Markdown content page included. The byte and
// Lighthouse measurements name the home `index` (./microsite-bytes.ts).

export const micrositePageTypes = [
  { type: 'home', path: '/best-design-awards/' },
  { type: 'year', path: '/best-design-awards/2024/' },
  { type: 'category', path: '/best-design-awards/categories/packaging/' },
  { type: 'content', path: '/best-design-awards/about/' },
] as const;

export type MicrositePageType = (typeof micrositePageTypes)[number];
