import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblems } from '../../../../src/microsite/content/content-problem.ts';
import {
  pagesHtmlProblems,
  removedHtmlProblems,
} from '../../../../src/microsite/content/removed-html-problems.ts';

// The HTML the build removes from a page, told to the editor (issue 35): the
// build's warning and `npm run check:content` name the file and the line,
// what is removed, and what to do instead.

const root = mkdtempSync(join(tmpdir(), 'awards-html-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = 'src/pages/best-design-awards/press.md';

/** The one problem of `html`, written at line 1 of the page, as one line. */
const problemOf = (html: string) => {
  const problems = removedHtmlProblems(file, html);
  expect(problems).toHaveLength(1);
  return formatProblems(problems);
};

describe('each removal', () => {
  it('names the file, the line, what is removed and the fix', () => {
    expect(problemOf('<script>steal()</script>')).toBe(
      `${file}: line 1: <script> is removed with its content when the site is built: a page cannot run a script of its own; delete it, and ask a developer to add a third-party script or widget (docs/editors.md "Third-party scripts and analytics")`,
    );
    expect(problemOf('<style>p { color: red }</style>')).toMatch(
      /^src\/pages\/best-design-awards\/press\.md: line 1: <style> is removed with its content .*; delete it, and ask a developer for a style the site lacks$/,
    );
    expect(problemOf('<img src="/best-design-awards/x.webp" onerror="steal()" alt="x">')).toBe(
      `${file}: line 1: onerror="steal()" of <img> is removed when the site is built: a page cannot run scripts of its own; delete it (docs/editors.md "HTML in a page")`,
    );
    expect(problemOf('[a link](javascript:steal())')).toBe(
      `${file}: line 1: href="javascript:steal()" of <a> is removed when the site is built: write a web address (https://…) or a full address starting with /best-design-awards/ (docs/editors.md "HTML in a page")`,
    );
    expect(problemOf('<iframe src="https://evil.example/embed" title="x"></iframe>')).toBe(
      `${file}: line 1: src="https://evil.example/embed" of <iframe> is removed when the site is built, so the player shows nothing: a page embeds players from https://www.youtube-nocookie.com/embed/, https://www.youtube.com/embed/, https://player.vimeo.com/video/ only; use one of them, or ask a developer for another (docs/editors.md "HTML in a page")`,
    );
    expect(problemOf('<marquee>Hello</marquee>')).toBe(
      `${file}: line 1: <marquee> is not on the allow-list of HTML in a page: the build removes the tag and keeps its content; delete the tag, or use what the guide lists (a figure, a video, a player: docs/editors.md "HTML in a page")`,
    );
    expect(problemOf('<p style="color: red">Red</p>')).toBe(
      `${file}: line 1: style="color: red" of <p> is not on the allow-list of HTML in a page: the build removes it; delete it (docs/editors.md "HTML in a page")`,
    );
  });
});

describe('the HTML of the Markdown pages (npm run check:content)', () => {
  it('is reported with the lines of the file, its front matter counted', () => {
    mkdirSync(join(root, 'src/pages/best-design-awards'), { recursive: true });
    writeFileSync(
      join(root, file),
      [
        '---',
        'title: Press',
        'description: For journalists.',
        '---',
        '',
        '<script>x()</script>',
      ].join('\n'),
    );
    expect(pagesHtmlProblems(root, [file]).map((problem) => problem.field)).toEqual(['line 6']);
  });
});
