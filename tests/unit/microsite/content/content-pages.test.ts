import { describe, expect, it } from 'vitest';
import {
  contentPageOfPath,
  pagesShowing,
} from '../../../../src/microsite/content/content-pages.ts';
import type { ContentFile } from '../../../../src/microsite/content/content-files.ts';
import { filesLeftOut } from '../../../../src/microsite/content/left-out-files.ts';

// What the dev preview does with a file that has a problem (issue 35): it
// shows the problem on the pages that show the file, and leaves the file out
// of its collection, with the winners of a year or category left out.

const file = (
  collection: ContentFile['collection'],
  entry: string,
  data: Record<string, unknown> = {},
): ContentFile => ({
  collection,
  entry,
  file: `src/content/${collection}/${entry}`,
  id: entry.replace(/\.md$/, ''),
  data,
  body: '',
});

describe('the pages that show a content file', () => {
  it('are its own page for a year or a category, its year’s and category’s for a winner', () => {
    expect(pagesShowing(file('years', '2024.md'))).toEqual([{ year: '2024' }]);
    expect(pagesShowing(file('categories', 'posters.md'))).toEqual([{ category: 'posters' }]);
    // Filed under 2024 with `year: 2023`: both years' pages show the mistake.
    expect(
      pagesShowing(file('winners', '2024/seeds.md', { year: 2023, category: 'packaging' })),
    ).toEqual([{ year: '2024' }, { year: '2023' }, { category: 'packaging' }]);
  });

  it('are found from an address in any site', () => {
    expect(contentPageOfPath('/best-design-awards/2024/')).toEqual({ year: '2024' });
    expect(contentPageOfPath('/best-design-awards/fr/categories/packaging/')).toEqual({
      category: 'packaging',
    });
    expect(contentPageOfPath('/best-design-awards/about/')).toBeUndefined();
  });
});

describe('the files the dev preview leaves out', () => {
  it('are those with a problem and the winners of a year or category left out', () => {
    const files = [
      file('years', '2024.md', { year: 2024 }),
      file('years', '2023.md', { year: 2023 }),
      file('winners', '2024/seeds.md', { year: 2024, category: 'packaging' }),
      file('winners', '2023/tea.md', { year: 2023, category: 'packaging' }),
    ];
    const problem = { file: 'src/content/years/2024.md', field: 'ceremony.date', message: '…' };
    expect([...filesLeftOut(files, [problem])]).toEqual([
      'src/content/years/2024.md',
      'src/content/winners/2024/seeds.md',
    ]);
  });
});
