import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig } from 'astro';
import { externalizeIslandScripts, islandScriptOf } from './island-scripts.ts';

// After the build: every HTML page's inline island scripts become one file in
// the assets folder (island-scripts.ts says why), served from where Astro
// serves the other scripts (build.assets, behind build.assetsPrefix).

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

export async function writeIslandScripts(
  dist: URL,
  config: AstroConfig,
): Promise<{ pages: number; written: string[] }> {
  const root = fileURLToPath(dist);
  const written = new Map<string, string>();
  let pages = 0;
  for await (const file of htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    const script = islandScriptOf(html);
    if (!script) continue;
    written.set(script.fileName, script.content);
    await writeFile(file, externalizeIslandScripts(html, assetUrl(config, script.fileName)));
    pages += 1;
  }
  const folder = join(root, config.build.assets);
  await mkdir(folder, { recursive: true });
  for (const [fileName, content] of written) await writeFile(join(folder, fileName), content);
  return { pages, written: [...written.keys()] };
}
