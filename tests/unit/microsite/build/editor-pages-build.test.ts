import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftAstroPage } from '../content/support/page-fixtures.ts';
import {
  astroBin,
  astroEnvironment,
  copyProject,
  type ProjectCopy,
} from '../../support/project-copy.ts';

// A production build of an editor's pages (issue 35), in a copy of the
// project: a draft .astro page (`export const draft = true;`) and a draft
// Markdown page are left out of dist/, the sitemap and every link and
// language menu, like the drafts of the content; the published page beside
// them has a <script> and an event handler, which the build removes and
// warns of with the file, the line and the fix. One build, about 10 s.

let copy: ProjectCopy | undefined;
let dist = '';
let output = '';

const published = 'src/pages/best-design-awards/fr/press.md';

beforeAll(async () => {
  copy = copyProject('awards-editor-pages-');
  copy.write(draftAstroPage.file, draftAstroPage.text);
  copy.write(
    'src/pages/best-design-awards/de/press.md',
    [
      '---',
      'layout: ../../../layouts/ContentPage.astro',
      'title: Presse',
      'description: Für Journalisten.',
      'draft: true',
      '---',
      '',
      'Logos und Fotos.',
      '',
    ].join('\n'),
  );
  copy.write(
    published,
    [
      '---', // 1
      'layout: ../../../layouts/ContentPage.astro', // 2
      'title: Presse', // 3
      'description: Pour les journalistes.', // 4
      '---', // 5
      '', // 6
      'Logos et photos.', // 7
      '', // 8
      '<script>track()</script>', // 9
      '', // 10
      '<img src="/best-design-awards/fr/logo.webp" onerror="track()" alt="Le logo">', // 11
      '',
    ].join('\n'),
  );
  dist = join(copy.root, 'dist');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [astroBin, 'build', '--config', copy.config, '--outDir', dist],
    {
      cwd: copy.root,
      env: astroEnvironment({ INCREMENTAL_BUILD: '0' }),
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  output = `${stdout}\n${stderr}`;
}, 180_000);

afterAll(() => copy?.remove());

const site = (path: string) => join(dist, 'best-design-awards', path);

/** Every page of the build, as its path in dist/ and its HTML. */
function builtPages(): { file: string; html: string }[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(dist, file), 'utf8') }));
}

describe('a build with draft pages', () => {
  it('leaves the draft .astro and Markdown pages out of dist/, and keeps the published one', () => {
    expect(existsSync(site('press'))).toBe(false);
    expect(existsSync(site('de/press'))).toBe(false);
    expect(existsSync(site('fr/press/index.html'))).toBe(true);
  });

  it('leaves them out of the sitemap, with their language alternates', () => {
    const sitemap = readFileSync(site('sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/best-design-awards/fr/press/');
    expect(sitemap).not.toMatch(/\/best-design-awards\/(de\/)?press\//);
  });

  it('links to them from no page, not even from the language menu of the published version', () => {
    const linking = builtPages().filter(({ html }) =>
      /href="[^"]*\/best-design-awards\/(de\/)?press\/"/.test(html),
    );
    expect(linking.map(({ file }) => file)).toEqual([]);
    // The published French page's English and German entries lead to those sites' homes.
    const french = readFileSync(site('fr/press/index.html'), 'utf8');
    expect(french).toMatch(/hreflang="en" href="[^"]*\/best-design-awards\/"/);
  });
});

describe('a build of a page with HTML it may not have', () => {
  it('removes it, and warns of each removal with the file, the line and the fix', () => {
    const french = readFileSync(site('fr/press/index.html'), 'utf8');
    expect(french).not.toContain('track()');
    expect(output).toContain('docs/editors.md "HTML in a page"');
    expect(output).toMatch(
      /src\/pages\/best-design-awards\/fr\/press\.md: line 9: <script> is removed with its content when the site is built: .*; delete it, and ask a developer/,
    );
    expect(output).toMatch(
      /src\/pages\/best-design-awards\/fr\/press\.md: line 11: onerror="track\(\)" of <img> is removed when the site is built: .*; delete it/,
    );
  });
});
