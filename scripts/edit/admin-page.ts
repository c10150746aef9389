// The editing screen's one page: Decap CMS's prebuilt bundle (served from
// node_modules by the editing screen's server, so nothing comes from the
// network) started by hand with the configuration generated from the content
// schemas, instead of a config.yml of its own.

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** The page at `/admin/`, loading `scripts` (the CMS, then our widgets) and starting the CMS with `config`. */
export function adminPage(scripts: readonly string[], config: Record<string, unknown>): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Best Design Awards: editing screen</title>
    <script>
      window.CMS_MANUAL_INIT = true;
    </script>
    ${scripts.map((script) => `<script src="${script}"></script>`).join('\n    ')}
  </head>
  <body>
    <script>
      CMS.init({ config: ${scriptJson(config)} });
    </script>
  </body>
</html>
`;
}
