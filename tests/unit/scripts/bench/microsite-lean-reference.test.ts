import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../../scripts/bench/browser.ts';
import { writeLeanReference } from '../../../../scripts/bench/microsite-lean-reference.ts';
import type { MicrositePageType } from '../../../../scripts/bench/microsite-page-types.ts';
import { startStaticServer, type StaticServer } from '../../../../scripts/support/static-server.ts';

// Issue 37's lean reference page, made in the real Chromium from a small
// page: the same content as plain HTML, only the CSS of its first screen
// (412×823), no script, and the same first screen.

const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Page</title>
<link rel="expect" href="#main" blocking="render">
<style>.top{height:100px;color:#a00}.top:hover{color:#f00}.parked{position:absolute;left:-999px}
.hidden{display:none}.hidden .inner{color:#0a0}.far{color:#00a}
@media (min-width:2000px){.top{color:#fcc}}</style>
<script>document.title = 'changed';</script></head>
<body><header class="top unused" data-x="1" onclick="void 0"><a class="parked" href="#main">Skip</a>
<a href="/a">A</a><div class="hidden"><span class="inner">In</span></div></header>
<main id="main"><div style="height:3000px">Text</div><footer class="far">Far</footer></main>
<template data-after-first-paint><script src="/late.js"></script></template></body></html>`;

const pageType = { type: 'home', path: '/site/' } as unknown as MicrositePageType;
let browser: Browser;
let server: StaticServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lean-reference-test-'));
  mkdirSync(join(dist, 'site'));
  writeFileSync(join(dist, 'site/index.html'), page);
  [browser, server] = await Promise.all([
    launchBrowser(),
    startStaticServer({ '/site/': join(dist, 'site') }),
  ]);
}, 30_000);

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('the lean reference page', () => {
  it('keeps the content and the first screen, and only the CSS the first screen uses', async () => {
    const reference = await writeLeanReference(browser, server.origin, dist, pageType);
    const lean = readFileSync(join(dist, 'site/lean-reference.html'), 'utf8');
    expect(reference.html.lean).toBe(lean);
    expect(reference.leanPath).toBe('/site/lean-reference.html');
    const style = /<style>([\s\S]*)<\/style>/.exec(lean)?.[1] ?? '';
    expect(style).toBe(
      '.top{height:100px;color:#a00}.top:hover{color:#f00}.parked{position:absolute;left:-999px}\n.hidden{display:none}',
    );
    expect(lean).not.toMatch(/<script|<template|rel="expect"|data-x|onclick|unused/);
    expect(lean).toContain('<title>Page</title>');
    expect(lean).toContain('<header class="top">');
    expect(lean).toContain('<a href="/a">A</a>');
    expect(lean).toContain('<span>In</span>');
    expect(lean).toContain('<footer>Far</footer>');
    expect(reference.css.firstScreen).toBe(Buffer.byteLength(style));
    expect(reference.firstScreenDifference).toBe(0);
  }, 30_000);
});
