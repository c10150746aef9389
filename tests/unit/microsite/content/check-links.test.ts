import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPageLinks } from '../../../../src/microsite/content/check-links.ts';
import type { ContentFile } from '../../../../src/microsite/content/content-files.ts';
import { formatProblems } from '../../../../src/microsite/content/content-problem.ts';

// The links of the hand-written pages, checked by `npm run check:content`
// (issue 35): written in full, leading to a page the site has, not to a draft
// (a content file, a Markdown page or an .astro page).

const root = mkdtempSync(join(tmpdir(), 'awards-links-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function page(file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

const year = (id: string, draft: boolean): ContentFile => ({
  collection: 'years',
  file: `src/content/years/${id}.md`,
  entry: `${id}.md`,
  id,
  data: { year: Number(id), draft },
  body: '',
});

describe('the links of a Markdown page', () => {
  it('are reported, with the line, when relative, broken or leading to a draft', () => {
    page(
      'src/pages/best-design-awards/press.md',
      [
        '---',
        'title: Press',
        'description: For journalists.',
        '---',
        '',
        'The [2024 winners](/best-design-awards/fr/2024/) and [the help](/help).',
        'The [2025 winners](/best-design-awards/2025/), [the jury](jury/),',
        'the [2019 winners](/best-design-awards/2019/) and <a href="javascript:alert(1)">this</a>.',
        '',
        '```md',
        '[not a link](nowhere/)',
        '```',
      ].join('\n'),
    );
    expect(formatProblems(checkPageLinks(root, [year('2024', false), year('2025', true)]))).toBe(
      [
        'src/pages/best-design-awards/press.md: line 7: the address /best-design-awards/2025/ leads to a draft, which the published site leaves out; link to it once it is published',
        'src/pages/best-design-awards/press.md: line 7: the address jury/ is relative; write it in full, starting with /best-design-awards/',
        'src/pages/best-design-awards/press.md: line 8: the address /best-design-awards/2019/ leads to no page of the awards; correct it',
        'src/pages/best-design-awards/press.md: line 8: the address javascript:alert(1) is not a web address; write https://… or a full address starting with /best-design-awards/',
      ].join('\n'),
    );
  });
});

describe('the links of an .astro page', () => {
  it('are reported with the line of the file, and a link to a draft .astro page too', () => {
    page(
      'src/pages/best-design-awards/shortlist.astro',
      [
        '---', // 1
        "import ContentPage from '../../layouts/ContentPage.astro';", // 2
        'export const draft = true;', // 3
        '---', // 4
        '', // 5
        '<ContentPage title="Shortlist" description="The shortlist.">', // 6
        '  <a href="/best-design-awards/2019/">2019</a>', // 7
        '</ContentPage>', // 8
      ].join('\n'),
    );
    page(
      'src/pages/best-design-awards/jury.astro',
      [
        '<ContentPage title="Jury" description="The jury.">', // 1
        '  <a href={"/best-design-awards/" + "nowhere/"}>an expression is not checked</a>', // 2
        '  <a href="/best-design-awards/shortlist/">the shortlist</a>', // 3
        '</ContentPage>', // 4
      ].join('\n'),
    );
    const problems = formatProblems(checkPageLinks(root, [year('2024', false)]));
    expect(problems).toContain(
      'src/pages/best-design-awards/shortlist.astro: line 7: the address /best-design-awards/2019/ leads to no page of the awards; correct it',
    );
    expect(problems).toContain(
      'src/pages/best-design-awards/jury.astro: line 3: the address /best-design-awards/shortlist/ leads to a draft, which the published site leaves out; link to it once it is published',
    );
    expect(problems).not.toContain('jury.astro: line 2');
  });
});
