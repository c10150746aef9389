// The elements <ThirdPartyScript> renders. Its own module, because the page
// scripts (loaded on every page) look for them and the declarative scripts
// (loaded lazily by the page scripts) read them: neither may import the other.
export const declaredScriptSelector = 'template[data-third-party-script]';
