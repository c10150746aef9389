import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RendererModule from '../../src/elements/server/index.ts';
import { HttpError } from '../http/errors.ts';

/** `site-shell/server`, as the package exports it (src/elements/server/index.ts). */
export type Renderer = typeof RendererModule;

const loaded = new Map<string, Promise<Renderer>>();

/**
 * The server renderer built into `elementsDir` (dist-elements/server/), loaded
 * once per folder. It is the package's own build, not the source: the views
 * need Vite's plugins (the markets, the catalogues, the inlined CSS).
 */
export function loadRenderer(elementsDir: string): Promise<Renderer> {
  const entry = join(elementsDir, 'server', 'index.js');
  let renderer = loaded.get(entry);
  if (!renderer) {
    if (!existsSync(entry)) {
      return Promise.reject(
        new HttpError(
          404,
          'not_built',
          'The server renderer (dist-elements/server/) has not been built yet: run `npm run build`.',
        ),
      );
    }
    renderer = import(pathToFileURL(entry).href) as Promise<Renderer>;
    renderer.catch(() => loaded.delete(entry));
    loaded.set(entry, renderer);
  }
  return renderer;
}
