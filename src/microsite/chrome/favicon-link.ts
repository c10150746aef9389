import faviconSvg from '../assets/favicon.svg?raw';
import { svgDataUrl } from '../../lib/svg-data-url.ts';

// The microsite's favicon is in the page, as a data URL (about 120 B of
// brotli, a valid URL since issue 36: the Japanese home's document was 14,571
// of the first round trip's 14,600 B before it encoded its `<`, `>` and
// spaces, 22 B more), not a file: a browser asks for a file once the page has
// loaded, Chromium at high priority, and Lighthouse's simulated LCP counts
// that request when it ends before the observed LCP, one round trip more
// (the category page: 903 instead of 752 ms in 4 of 8 runs; 752-757 ms in 8
// of 8 with the data URL). A preload of the file at low priority made
// Chromium warn on every page that it went unused.

/**
 * The favicon's <link>, once per build, written raw (`set:html`): its URL
 * holds nothing an attribute must escape (svg-data-url.ts).
 */
export const faviconLink = `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml">`;
