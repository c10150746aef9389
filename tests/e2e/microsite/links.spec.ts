import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { isMarketplaceRoute, productionOrigin } from '../../../src/microsite/content/site-links.ts';
import { base, distDir } from './support.ts';

// issue 7: a link checker over the build output. Every internal address of
// every page (links, scripts, styles, images, island chunks) carries the base
// path and resolves to a file in dist/. The only other site-internal
// addresses allowed are the marketplace's own routes that the shared chrome
// links to (the navigation model's link table, spec §2).

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const attributePattern =
  /\s(href|src|srcset|component-url|renderer-url|before-hydration-url)="([^"]*)"/g;

function addresses(html: string): string[] {
  // Attributes only: the code of inline scripts and styles is not markup.
  const markup = html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/g, '$1</style>');
  return [...markup.matchAll(attributePattern)].flatMap(([, name, value = '']) =>
    name === 'srcset'
      ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      : [value],
  );
}

/** The file a public path is served from, or null. */
function fileFor(path: string): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = join(distDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

type Problem = { page: string; address: string; problem: string };

function check(page: string, address: string): Problem | null {
  const decoded = address.replaceAll('&amp;', '&');
  if (decoded === '' || decoded.startsWith('#') || /^(mailto|tel|data|javascript):/.test(decoded))
    return null;
  let path: string;
  if (/^https?:\/\//.test(decoded)) {
    const url = new URL(decoded);
    if (url.origin !== productionOrigin) return null; // another site
    path = url.pathname + url.search;
  } else if (decoded.startsWith('//')) {
    return null;
  } else if (!decoded.startsWith('/')) {
    return { page, address, problem: 'relative address: build it from the base path' };
  } else {
    path = decoded;
  }
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === base.slice(0, -1) || pathname.startsWith(base)) {
    return fileFor(pathname) ? null : { page, address, problem: 'no such file in dist/' };
  }
  return isMarketplaceRoute(pathname)
    ? null
    : { page, address, problem: 'does not carry the base path' };
}

test('every internal address carries the base path and resolves to a file', () => {
  const pages = htmlFiles(distDir);
  expect(pages.length).toBeGreaterThanOrEqual(30);
  const problems: Problem[] = [];
  let checked = 0;
  for (const file of pages) {
    const page = relative(distDir, file);
    for (const address of addresses(readFileSync(file, 'utf8'))) {
      checked += 1;
      const problem = check(page, address);
      if (problem) problems.push(problem);
    }
  }
  expect(checked).toBeGreaterThan(1_000);
  expect(problems).toEqual([]);
});

test('the checker itself flags unprefixed, relative and broken addresses', () => {
  expect(check('x', '/2024/')?.problem).toBe('does not carry the base path');
  expect(check('x', '2024/')?.problem).toBe('relative address: build it from the base path');
  expect(check('x', '/best-design-awards/1999/')?.problem).toBe('no such file in dist/');
  expect(check('x', `${productionOrigin}/best-design-awards/1999/`)?.problem).toBe(
    'no such file in dist/',
  );
  expect(check('x', '/best-design-awards/2024/#packaging')).toBeNull();
  expect(check('x', '/logo-design')).toBeNull();
  expect(check('x', 'https://twitter.com/designmarket')).toBeNull();
});
