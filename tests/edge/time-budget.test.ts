import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as ServerModule from '../../src/elements/server/index.ts';
import { nginxRecipe } from './support/nginx.ts';
import { varnishRecipe } from './support/varnish.ts';

// The time budget of an include, in one place for an operator: edge.md says
// the endpoint's render budget and how long the recipes wait; the endpoint's
// default and both recipes must say the same, the wait a little above the
// budget (so that the endpoint's own fallback, with its links, arrives in time).

const root = resolve(import.meta.dirname, '../..');
const edgeDoc = readFileSync(resolve(root, 'docs/elements/edge.md'), 'utf8');

function documented(pattern: RegExp, what: string): number {
  const match = pattern.exec(edgeDoc.replace(/\s+/g, ' '));
  if (!match?.[1]) throw new Error(`docs/elements/edge.md no longer says ${what}`);
  return Number(match[1]);
}

const budgetMs = documented(/render budget is \*\*(\d+) ms\*\*/, "the endpoint's render budget");
const waitMs = documented(/The recipes wait \*\*(\d+) ms\*\*/, 'how long the recipes wait');

const values = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '');

describe("an include's time budget", () => {
  it("is the endpoint's default render budget", async () => {
    const entry = pathToFileURL(resolve(root, 'dist-elements/server/index.js')).href;
    const server = (await import(entry)) as typeof ServerModule;
    expect(budgetMs).toBe(server.defaultTimeBudgetMs);
  });

  it('is waited for a little longer by both recipes, which say so', () => {
    expect(waitMs).toBeGreaterThan(budgetMs);
    expect(waitMs).toBeLessThanOrEqual(budgetMs + 150);
    const nginx = readFileSync(nginxRecipe, 'utf8');
    const varnish = readFileSync(varnishRecipe, 'utf8');
    expect(values(nginx, /^\s*proxy_(?:read|send)_timeout (\S+);/gm)).toEqual([
      `${waitMs}ms`,
      `${waitMs}ms`,
    ]);
    expect(values(varnish, /\.(?:first_byte|between_bytes)_timeout = (\S+);/g)).toEqual([
      `${waitMs / 1000}s`,
      `${waitMs / 1000}s`,
    ]);
    for (const recipe of [nginx, varnish]) {
      expect(values(recipe.replace(/\s*#\s*/g, ' '), /render budget \((\d+) ms\)/g)).toEqual([
        String(budgetMs),
      ]);
    }
  });
});
