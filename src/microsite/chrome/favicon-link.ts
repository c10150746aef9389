import faviconSvg from '../assets/favicon.svg?raw';
import { svgDataUrl } from '../../lib/svg-data-url.ts';

// The microsite's favicon is in the page, as a data URL (about 100 B of
// brotli; the Japanese home's document is then 14,571 of the first round
// trip's 14,600 B), not a file: a browser asks for a file once the page has
// loaded, Chromium at high priority, and Lighthouse's simulated LCP counts
// that request when it ends before the observed LCP, one round trip more
// (the category page: 903 instead of 752 ms in 4 of 8 runs; 752-757 ms in 8
// of 8 with the data URL). A preload of the file at low priority made
// Chromium warn on every page that it went unused.

/**
 * The favicon's <link>, once per build: to be written raw (`set:html`), as
 * Astro would escape the URL's `<` and `>` in an attribute (svg-data-url.ts).
 */
export const faviconLink = `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml">`;
