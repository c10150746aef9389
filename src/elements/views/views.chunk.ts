// The views chunk (chunks/views-*.js): React, react-dom, the navigation model,
// the translator and every element's view, with the shell's styles. The main
// module (site-elements.ts) loads it when the first element connects
// (load-views.ts); nothing here registers an element.
export { mountView, type MountedView } from './mount-view.tsx';
