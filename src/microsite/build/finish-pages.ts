import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig } from 'astro';
import { inlinePageTokens } from './inline-design-tokens.ts';
import { moveIslandScripts } from './island-scripts.ts';

// After the build, each HTML page is made smaller (its HTML must fit in the
// first round trip of a first visit, issue 8):
// - its inline island scripts become one file in the assets folder
//   (island-scripts.ts), served from where Astro serves the other scripts
//   (build.assets, behind build.assetsPrefix);
// - the design tokens of its styles are written in place (inline-design-tokens.ts).

async function* htmlFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** The URL Astro gives a script in the assets folder. */
function assetUrl(config: AstroConfig, fileName: string): string {
  const { assets, assetsPrefix } = config.build;
  const prefix =
    typeof assetsPrefix === 'string'
      ? assetsPrefix
      : (assetsPrefix?.['js'] ?? assetsPrefix?.fallback ?? '');
  const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
  return `${prefix.replace(/\/+$/, '')}${base}${assets}/${fileName}`;
}

export async function finishPages(
  dist: URL,
  config: AstroConfig,
): Promise<{ pages: number; scripts: string[] }> {
  const root = fileURLToPath(dist);
  const written = new Map<string, string>();
  let pages = 0;
  for await (const file of htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    const moved = moveIslandScripts(html, (fileName) => assetUrl(config, fileName));
    if (moved) written.set(moved.script.fileName, moved.script.content);
    await writeFile(file, inlinePageTokens(moved?.html ?? html));
    pages += 1;
  }
  const folder = join(root, config.build.assets);
  await mkdir(folder, { recursive: true });
  for (const [fileName, content] of written) await writeFile(join(folder, fileName), content);
  return { pages, scripts: [...written.keys()] };
}
