import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxForMachine, varnishForMachine, type EdgeMachine } from './support/edge-config.ts';
import { nginxRecipe } from './support/nginx.ts';
import { varnishRecipe } from './support/varnish.ts';

// The edge tests run the recipes of docs/elements/edge/ with only the
// machine's values changed: these are the only lines that differ.

const machine: EdgeMachine = {
  listen: '127.0.0.1:40001',
  fragments: 'fragments.internal:40002',
  templates: 'templates.internal:40003',
  cacheFolder: '/tmp/site-shell-nginx-test/cache',
};

/** The lines of `after` that differ from `before`, which must have as many. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const changed = after.split('\n');
  expect(changed).toHaveLength(old.length);
  return changed.filter((line, index) => line !== old[index]).map((line) => line.trim());
}

describe('the recipes as the edge tests run them', () => {
  it("changes only nginx.conf's listen address, its two upstreams' servers and its cache folder", () => {
    const recipe = readFileSync(nginxRecipe, 'utf8');
    expect(changedLines(recipe, nginxForMachine(recipe, machine))).toEqual([
      'server fragments.internal:40002;',
      'server templates.internal:40003;',
      expect.stringMatching(/^proxy_cache_path \/tmp\/site-shell-nginx-test\/cache levels=/),
      'listen 127.0.0.1:40001;',
    ]);
  });

  it("changes only varnish.vcl's two backends' hosts and ports", () => {
    const recipe = readFileSync(varnishRecipe, 'utf8');
    expect(changedLines(recipe, varnishForMachine(recipe, machine))).toEqual([
      '.host = "fragments.internal";',
      '.port = "40002";',
      '.host = "templates.internal";',
      '.port = "40003";',
    ]);
  });

  it('refuses a recipe that names a value twice or not at all, rather than test it half-changed', () => {
    const recipe = readFileSync(nginxRecipe, 'utf8');
    expect(() => nginxForMachine(`${recipe}\nserver {\n    listen 8081;\n}\n`, machine)).toThrow(
      /a listen address once; found it 2 times/,
    );
    expect(() =>
      varnishForMachine(
        readFileSync(varnishRecipe, 'utf8').replace('legacy_templates', 'pages'),
        machine,
      ),
    ).toThrow(/backend legacy_templates's \.host once; found it 0 times/);
  });
});
