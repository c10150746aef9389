// What a client-side navigation needs and a first visit does not, in one
// chunk that lazy-navigation.ts fetches when the reader is about to navigate:
// the page loader, the build hash's fetch, and the announcer (only a
// client-side navigation announces).
export { startAnnouncer } from './announcer.ts';
export { fetchDeployedBuildHash } from './app-data.ts';
export { pageLoader } from './page-loader.ts';
