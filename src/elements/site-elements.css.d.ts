// `site-shell/site-elements.css`, imported for its side effect: a bundler
// links the stylesheet, and nothing is exported. This declaration lets a
// strict TypeScript setup (`noUncheckedSideEffectImports`) resolve the import.
export {};
