import { existsSync } from 'node:fs';
import { startBackend, type Backend } from '../../../tests/edge/support/backend.ts';
import type { Edge } from '../../../tests/edge/support/edge.ts';
import {
  startTemplateOrigin,
  type TemplateOrigin,
} from '../../../tests/edge/support/template-origin.ts';
import { startVarnish, varnishdPath } from '../../../tests/edge/support/varnish.ts';
import { freePort } from '../../../tests/support/free-port.ts';

// Varnish with the recipe of docs/elements/edge/varnish.vcl in front of
// `site-shell-fragments` and the legacy template origin (ESI), started
// exactly as tests/edge/ starts them, fresh for each use and stopped after it.

export interface EdgeStack {
  backend: Backend;
  templates: TemplateOrigin;
  varnish: Edge;
}

/** Why Varnish cannot run here, or null when it can. */
export function varnishMissing(): string | null {
  return existsSync(varnishdPath)
    ? null
    : `no varnishd at ${varnishdPath} (apt-get install varnish, or set VARNISHD_PATH)`;
}

export async function withEdge<T>(measure: (stack: EdgeStack) => Promise<T>): Promise<T> {
  let backend: Backend | undefined;
  let templates: TemplateOrigin | undefined;
  let varnish: Edge | undefined;
  try {
    backend = await startBackend(await freePort());
    templates = await startTemplateOrigin('esi');
    varnish = await startVarnish({ fragments: backend.address, templates: templates.address });
    return await measure({ backend, templates, varnish });
  } finally {
    await varnish?.close();
    await templates?.close();
    await backend?.stop();
  }
}
