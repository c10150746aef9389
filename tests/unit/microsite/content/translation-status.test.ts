import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFiles } from '../../../../src/microsite/content/content-files.ts';
import { translationStatus } from '../../../../src/microsite/content/translation-status.ts';
import { repo } from '../../support/project-copy.ts';

// `npm run content -- status` (issue 35): per language, the texts translators
// still have to write, each with its file and field, and how many. A small
// content folder: a category with every text, a year with `fallback: en`
// lacking German and French in places, a winner with `fallback: en` lacking
// German in its nested quote, a winner without it lacking Japanese (which
// the build refuses, and the report says so), and a file that is not YAML.

let folder = '';

const every = (text: string) =>
  ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'ja'].map((language) => `  ${language}: ${text}`);

function write(file: string, lines: readonly string[]) {
  mkdirSync(join(folder, file, '..'), { recursive: true });
  writeFileSync(join(folder, file), ['---', ...lines, '---', ''].join('\n'));
}

const category = 'src/content/categories/posters.md';
const year = 'src/content/years/2026.md';
const quoted = 'src/content/winners/2026/quoted.md';
const strict = 'src/content/winners/2026/strict.md';

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'awards-status-'));
  write(category, [
    'name:',
    ...every('Posters'),
    'summary:',
    ...every('Posters.'),
    "accent: '#2f6fb3'",
  ]);
  write(year, [
    'fallback: en',
    'year: 2026',
    'theme:',
    ...every('Design').filter((line) => !line.startsWith('  de:')),
    'summary:',
    // A blank text is a missing one.
    ...every('A year.').map((line) => (line.startsWith('  de:') ? "  de: ' '" : line)),
    'entries: 10',
    'ceremony:',
    '  date: 2026-11-13',
    '  city:',
    ...every('Wien')
      .filter((line) => !/^ {2}(de|fr):/.test(line))
      .map((line) => `  ${line}`),
    'jury:',
    '  - A. Juror',
  ]);
  const winner = (lines: readonly string[]) => [
    'title: Quoted',
    'designer: Someone',
    'category: posters',
    'year: 2026',
    'award: gold',
    'image: ../images/x.svg',
    ...lines,
  ];
  write(
    quoted,
    winner([
      'fallback: en',
      'description:',
      ...every('A winner.'),
      'highlight:',
      '  quote:',
      ...every('Clear.')
        .filter((line) => !line.startsWith('  de:'))
        .map((line) => `  ${line}`),
      '  by: A. Juror',
    ]),
  );
  write(
    strict,
    winner([
      'description:',
      ...every('Another winner.').filter((line) => !line.startsWith('  ja:')),
    ]),
  );
  write('src/content/winners/2026/broken.md', ['title: [unclosed']);
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the translation status', () => {
  it('lists per language the fields each file lacks, blank texts included', () => {
    const statuses = translationStatus(readContentFiles(folder).files);
    const missing = Object.fromEntries(
      statuses.map(({ language, missing }) => [
        language,
        missing.map(({ file, field }) => `${file}: ${field}`),
      ]),
    );
    expect(missing['en']).toEqual([]);
    expect(missing['de']).toEqual([
      `${year}: theme`,
      `${year}: summary`,
      `${year}: ceremony.city`,
      `${quoted}: highlight.quote`,
    ]);
    expect(missing['fr']).toEqual([`${year}: ceremony.city`]);
    expect(missing['ja']).toEqual([`${strict}: description`]);
    expect(missing['nl']).toEqual([]);
  });
});

describe('npm run content -- status', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/content/main.ts', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });

  it('prints each missing text with its file and field under its language, and a total per language; exits 0', () => {
    const { status, stdout } = run('status', folder);
    expect(status).toBe(0);
    const section = (language: string) =>
      stdout.split('\n\n').find((part) => part.startsWith(`${language} (`)) ?? '';
    expect(section('de').split('\n')).toEqual([
      'de (Deutsch): 4 texts missing',
      `  ${year}: theme`,
      `  ${year}: summary`,
      `  ${year}: ceremony.city`,
      `  ${quoted}: highlight.quote`,
    ]);
    expect(section('fr')).toBe(`fr (français): 1 text missing\n  ${year}: ceremony.city`);
    // Without `fallback: en` a missing text stops the build: the report says so, and the fix.
    expect(section('ja')).toContain(
      `  ${strict}: description (stops the build: write it, or "fallback: en" in the file)`,
    );
    expect(section('nl')).toBe('nl (Nederlands): every text is there');
    expect(stdout).toContain(
      'Missing texts per language: en 0, de 4, nl 0, fr 1, it 0, es 0, pt 0, ja 1',
    );
    expect(stdout).toContain('src/content/winners/2026/broken.md');
  });

  it('reports the real content as complete', () => {
    const { status, stdout } = run('status');
    expect(status).toBe(0);
    expect(stdout).toContain('de (Deutsch): every text is there');
  });

  it('answers an unknown command, or none, with its usage and exit code 1', () => {
    for (const args of [['stats'], []]) {
      const { status, stderr, stdout } = run(...args);
      expect(status, args.join(' ')).toBe(1);
      expect(stderr).toContain('npm run content -- status [folder]');
      expect(stdout).toBe('');
    }
  });
});
