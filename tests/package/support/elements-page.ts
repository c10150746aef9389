// A legacy page as a template author writes it with sub-resource integrity
// (docs/elements/README.md#sub-resource-integrity): the module's tag carries
// its hash, and an import map carries the chunks' (the module imports them
// itself, so no tag of the page could).

/** `integrity.json` of the installed package: path under dist-elements/ → `sha384-…`. */
export type Integrity = Record<string, string>;

/** The page, with the package's dist-elements/ served at `base`. */
export function elementsPage(integrity: Integrity, base = '/dist-elements/'): string {
  const importMap = {
    integrity: Object.fromEntries(
      Object.entries(integrity).map(([file, hash]) => [`${base}${file}`, hash]),
    ),
  };
  return `<!doctype html>
<html lang="de-DE">
  <head>
    <meta charset="utf-8" />
    <title>Vorlage</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${base}site-elements.css" />
    <script type="importmap">${JSON.stringify(importMap)}</script>
    <script type="module" src="${base}site-elements.js" integrity="${integrity['site-elements.js'] ?? ''}"></script>
  </head>
  <body>
    <site-header site="de-de" locale="de-DE"><a href="/">Designmarket</a> <a href="/login">Anmelden</a></site-header>
    <main id="main"><h1>Vorlage</h1></main>
  </body>
</html>`;
}
