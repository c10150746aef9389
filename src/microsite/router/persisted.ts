// The elements Astro's router keeps from page to page (the header, the drawer
// and the footer), marked by `transition:persist` in the layout.

/** The attribute that marks a kept element; its value is the element's name. */
export const persistedAttribute = 'data-astro-transition-persist';

/** Selects every element the router keeps across a navigation. */
export const persistedSelector = `[${persistedAttribute}]`;
