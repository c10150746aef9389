import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkContent,
  checkContentFiles,
} from '../../../../src/microsite/content/check-content.ts';
import {
  parseContentFile,
  type ContentFile,
} from '../../../../src/microsite/content/content-files.ts';
import type { CollectionName } from '../../../../src/microsite/content/content-collections.ts';
import { formatProblems } from '../../../../src/microsite/content/content-problem.ts';

// The content check (issue 35): each mistake an editor made, with the
// message that names the file, the field and the fix. The files are the real
// ones, read from src/content/ and changed in memory.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const imageExists = (path: string) => existsSync(join(root, path));

/** The real file `entry` of `collection`, its text changed by `edit`, filed as `as`. */
function contentFile(
  collection: CollectionName,
  entry: string,
  edit?: (text: string) => string,
  as = entry,
): ContentFile {
  const text = readFileSync(join(root, 'src/content', collection, entry), 'utf8');
  const changed = edit ? edit(text) : text;
  if (edit && changed === text) throw new Error(`The edit changed nothing in ${entry}.`);
  const parsed = parseContentFile(collection, `src/content/${collection}/${as}`, as, changed);
  if (!('collection' in parsed)) throw new Error(formatProblems([parsed]));
  return parsed;
}

/** Replaces `pattern`, which must be there. */
const replace = (pattern: RegExp, replacement: string) => (text: string) => {
  if (!pattern.test(text)) throw new Error(`No ${String(pattern)} in the file.`);
  return text.replace(pattern, replacement);
};

const categories = ['packaging.md', 'logo-identity.md'].map((entry) =>
  contentFile('categories', entry),
);
const years = ['2023.md', '2024.md'].map((entry) => contentFile('years', entry));
const seeds = '2024/kitchen-garden-seeds.md';

/** The check's lines for these winners (and the two categories and years above). */
function problemsOf(...files: ContentFile[]): string {
  return formatProblems(checkContentFiles([...categories, ...years, ...files], { imageExists }));
}

describe('the content check', () => {
  it('finds nothing wrong in the real content', () => {
    expect(formatProblems(checkContent(root))).toBe('');
  });

  it('accepts `draft` and `order` on a winner, a category and a year', () => {
    const add = (text: string) => text.replace(/^---\n/, '---\ndraft: true\norder: 1\n');
    const winner = contentFile('winners', seeds, add);
    const category = contentFile('categories', 'packaging.md', (text) =>
      text.replace(/^---\n/, '---\ndraft: true\n'),
    );
    const year = contentFile('years', '2024.md', (text) =>
      text.replace(/^---\n/, '---\ndraft: true\n'),
    );
    expect(formatProblems(checkContentFiles([category, year, winner], { imageExists }))).toBe('');
    expect(
      problemsOf(
        contentFile('winners', seeds, (text) => text.replace(/^---\n/, '---\norder: first\n')),
      ),
    ).toBe(`src/content/winners/${seeds}: order: Invalid input: expected number, received string`);
  });

  it('suggests the field meant by a misspelt one, with no markup', () => {
    const winner = contentFile('winners', seeds, replace(/^description:/m, 'desciption:'));
    const lines = problemsOf(winner);
    expect(lines).toContain(
      `src/content/winners/${seeds}: desciption: unknown field "desciption": did you mean "description"?`,
    );
    expect(lines).toContain(
      `src/content/winners/${seeds}: description: the field is missing; add a "description:" line`,
    );
    expect(lines).not.toMatch(/\*\*/);
  });

  it('asks for a date written YYYY-MM-DD', () => {
    for (const written of ['12/11/2026', '13.11.2026']) {
      const year = contentFile(
        'years',
        '2024.md',
        replace(/^ {2}date: .+$/m, `  date: ${written}`),
      );
      expect(formatProblems(checkContentFiles([year], { imageExists }))).toBe(
        `src/content/years/2024.md: ceremony.date: write the date as YYYY-MM-DD (year-month-day), for example 2026-11-13; "${written}" is not in that form`,
      );
    }
  });

  it('names the content file and the field of a missing image', () => {
    const winner = contentFile('winners', seeds, replace(/^image: .+$/m, 'image: ../images/x.png'));
    expect(problemsOf(winner)).toBe(
      `src/content/winners/${seeds}: image: there is no image ../images/x.png (src/content/winners/images/x.png); put the image there or correct the path (relative to this file, such as ../images/<id>.svg)`,
    );
  });

  it('refuses a winner whose folder and year disagree', () => {
    const winner = contentFile('winners', seeds, replace(/^year: 2024$/m, 'year: 2023'));
    expect(problemsOf(winner)).toBe(
      `src/content/winners/${seeds}: year: is 2023 but the file is in the folder winners/2024/; move the file to src/content/winners/2023/ or write "year: 2024"`,
    );
  });

  it('names a category or year that has no file', () => {
    const winner = contentFile('winners', seeds, (text) =>
      replace(/^category: .+$/m, 'category: posters')(replace(/^year: 2024$/m, 'year: 2019')(text)),
    );
    const lines = problemsOf(winner);
    expect(lines).toContain(
      `src/content/winners/${seeds}: category: there is no category "posters"; write one of packaging, logo-identity`,
    );
    expect(lines).toContain(
      `src/content/winners/${seeds}: year: there is no year "2019"; write one of 2023, 2024`,
    );
  });

  it('refuses two files with the same id', () => {
    const winner = contentFile('winners', seeds);
    const twin = contentFile('winners', seeds, undefined, '2024/Kitchen Garden Seeds.md');
    const lines = problemsOf(winner, twin).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines).toContain(
      `src/content/winners/2024/Kitchen Garden Seeds.md: has the same id "2024/kitchen-garden-seeds" as src/content/winners/${seeds} (file names that differ only in capitals, spaces or punctuation are one id, and only one of the files would be published); rename one of them`,
    );
  });

  it('refuses one file name in two years for the same category, whose anchors would clash', () => {
    const winner = contentFile('winners', seeds);
    const older = contentFile(
      'winners',
      seeds,
      replace(/^year: 2024$/m, 'year: 2023'),
      '2023/kitchen-garden-seeds.md',
    );
    expect(problemsOf(winner, older)).toContain(
      `src/content/winners/2023/kitchen-garden-seeds.md: has the file name "kitchen-garden-seeds" as src/content/winners/${seeds}, in the same category: its page would show both with the anchor #kitchen-garden-seeds; rename one of them (for example kitchen-garden-seeds-2023.md)`,
    );
    // In another category, each category page shows one of them: no clash.
    const elsewhere = contentFile(
      'winners',
      seeds,
      (text) =>
        replace(
          /^category: .+$/m,
          'category: logo-identity',
        )(replace(/^year: 2024$/m, 'year: 2023')(text)),
      '2023/kitchen-garden-seeds.md',
    );
    expect(problemsOf(winner, elsewhere)).toBe('');
  });

  it('refuses text below a winner’s front matter, which no page shows', () => {
    const winner = contentFile('winners', seeds, (text) => `${text}\nMore about the seeds.\n`);
    expect(problemsOf(winner)).toBe(
      `src/content/winners/${seeds}: has text below the front matter (after the closing "---"), which the site does not show; write it in "description" or delete it`,
    );
  });

  it('names the line of front matter that is not YAML', () => {
    const parsed = parseContentFile(
      'winners',
      `src/content/winners/${seeds}`,
      seeds,
      '---\ntitle: Seeds\ndescription:\n  en: Seeds: packed\n---\n',
    );
    expect('collection' in parsed).toBe(false);
    expect(formatProblems('collection' in parsed ? [] : [parsed])).toMatch(
      new RegExp(
        `^src/content/winners/${seeds}: the front matter is not valid YAML \\(line 4\\): .+; check the indentation and quote a text that contains ": "$`,
      ),
    );
  });
});
