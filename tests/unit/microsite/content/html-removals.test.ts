import { describe, expect, it } from 'vitest';
import { htmlRemovals } from '../../../../src/microsite/content/html-removals.ts';

// What the build's sanitizing removes from a Markdown page, each with the line
// of the file where its tag starts (issue 35: the editor is told, with the
// file and the line). The sanitizing itself: sanitize-markdown-html.test.ts.

describe('the HTML removed from a Markdown page', () => {
  it('is each removal, with the line its tag starts on', () => {
    const markdown = [
      '---', // 1
      'title: Press', // 2
      '---', // 3
      '', // 4
      'Text <span onclick="steal()">inline</span>, <a href="javascript:steal()">a link</a>', // 5
      'and [a Markdown link](javascript:steal()).', // 6
      '', // 7
      '<div>', // 8
      '<!-- <script> an editor’s note -->', // 9
      '<script>if (a<b) steal()</script>', // 10
      '<marquee>Hello</marquee>', // 11
      '</div>', // 12
      '', // 13
      '<img src="/best-design-awards/x.webp"', // 14
      '  onerror="steal()" alt="A poster">', // 15
      '', // 16
      '<iframe src="https://evil.example/embed" title="Not a player"></iframe>', // 17
      '', // 18
      '<table>', // 19
      '<tr><td style="color: red">x</td></tr>', // 20
      '</table>', // 21
    ].join('\n');
    expect(htmlRemovals(markdown)).toEqual([
      { line: 5, tag: 'span', attribute: 'onclick', value: 'steal()' },
      { line: 5, tag: 'a', attribute: 'href', value: 'javascript:steal()' },
      { line: 6, tag: 'a', attribute: 'href', value: 'javascript:steal()' },
      { line: 10, tag: 'script', withContent: true },
      { line: 11, tag: 'marquee', withContent: false },
      { line: 14, tag: 'img', attribute: 'onerror', value: 'steal()' },
      { line: 17, tag: 'iframe', attribute: 'src', value: 'https://evil.example/embed' },
      { line: 20, tag: 'td', attribute: 'style', value: 'color: red' },
    ]);
  });

  it('is nothing of what Markdown makes, or of what the guide lets editors embed', () => {
    const markdown = [
      '# A page',
      '',
      'A footnote[^1], <https://www.example.com> and [a link](/best-design-awards/2024/).',
      '',
      '- [x] done',
      '- [ ] to do',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '![A poster](/best-design-awards/poster.webp)',
      '',
      '```js',
      "const tag = '<script>';",
      '```',
      '',
      '<!-- a note for editors -->',
      '',
      '<figure>',
      '  <img src="/best-design-awards/press/ceremony.webp" alt="The winners on stage" />',
      '  <figcaption>The 2026 winners on stage in Vienna</figcaption>',
      '</figure>',
      '',
      '<video src="/best-design-awards/press/ceremony.mp4" poster="/best-design-awards/press/ceremony.webp" controls></video>',
      '',
      '<iframe src="https://www.youtube-nocookie.com/embed/VIDEO_ID" title="The ceremony" allowfullscreen></iframe>',
      '',
      '<details><summary>More</summary>Text</details>',
      '',
      '[^1]: The note.',
    ].join('\n');
    expect(htmlRemovals(markdown)).toEqual([]);
  });
});
