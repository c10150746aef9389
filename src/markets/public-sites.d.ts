// The virtual module of ./vite-plugin.ts: every site's public projection by site key.
declare module 'virtual:public-sites' {
  // An ambient module cannot `import type` a relative path (TS2439); an import() type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const sites: Record<string, import('./public-site.ts').PublicSite>;
  export default sites;
}
