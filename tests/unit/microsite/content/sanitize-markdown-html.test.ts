import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../../../astro.config.mjs';

// Raw HTML in a Markdown page (issue 35): scripts, event handlers and
// `javascript:` addresses reached readers' browsers. This renders Markdown
// with the processor of the site's own configuration, as Astro renders a
// page (its file named), so that the test fails if astro.config.mjs stops
// sanitizing, or stops telling the editor what it removed.

interface Renderer {
  render(content: string, options: { fileURL?: URL }): Promise<{ code: string }>;
}

const page = 'src/pages/best-design-awards/press.md';

/** What the build warns of, one warning per call. */
const warnings: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  warnings.length = 0;
});

async function render(markdown: string): Promise<string> {
  vi.spyOn(console, 'warn').mockImplementation((text: unknown) => warnings.push(String(text)));
  const processor = config.markdown?.processor as unknown as {
    createRenderer(shared: object): Promise<Renderer>;
  };
  const renderer = await processor.createRenderer({});
  const fileURL = pathToFileURL(`${process.cwd()}/${page}`);
  return (await renderer.render(markdown, { fileURL })).code;
}

describe('HTML in a Markdown page', () => {
  it('loses its scripts, event handlers and javascript: addresses', async () => {
    const html = await render(
      [
        'Text <span onclick="steal()">inline</span>, <a href="javascript:steal()">a link</a>',
        'and [a Markdown link](javascript:steal()).',
        '',
        '<script>steal()</script>',
        '',
        '<img src="/best-design-awards/x.webp" onerror="steal()" alt="A poster">',
        '',
        '<iframe src="https://evil.example/embed" title="Not a player"></iframe>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|steal|javascript:|onerror|onclick|evil\.example/i);
    expect(html).toContain('<img src="/best-design-awards/x.webp" alt="A poster">');
    expect(html).toContain('<span>inline</span>');
  });

  it('tells the editor, in one warning, what it removed: the file, the line, and the fix', async () => {
    await render(
      [
        'Text <span onclick="steal()">inline</span>.',
        '',
        '<script>steal()</script>',
        '',
        '<iframe src="https://evil.example/embed" title="Not a player"></iframe>',
      ].join('\n'),
    );
    expect(warnings).toHaveLength(1);
    const lines = (warnings[0] ?? '').split('\n');
    expect(lines[0]).toContain('docs/editors.md "HTML in a page"');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^src\/pages\/best-design-awards\/press\.md: line 1: onclick="steal\(\)" of <span> is removed .*; delete it/,
      ),
      expect.stringMatching(
        /^src\/pages\/best-design-awards\/press\.md: line 3: <script> is removed with its content .*ask a developer .*"Third-party scripts and analytics"/,
      ),
      expect.stringMatching(
        /^src\/pages\/best-design-awards\/press\.md: line 5: src="https:\/\/evil\.example\/embed" of <iframe> is removed .*players from https:\/\/www\.youtube-nocookie\.com\/embed\/, /,
      ),
    ]);
  });

  it('keeps what editors legitimately embed: a figure with a caption, a video, a YouTube player, highlighted code', async () => {
    const html = await render(
      [
        '<figure>',
        '<img src="/best-design-awards/poster.webp" alt="The poster">',
        '<figcaption>The winning poster</figcaption>',
        '</figure>',
        '',
        '<video src="/best-design-awards/ceremony.mp4" controls poster="/best-design-awards/ceremony.webp"></video>',
        '',
        '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="The ceremony" allowfullscreen></iframe>',
        '',
        '```js',
        'const year = 2026;',
        '```',
      ].join('\n'),
    );
    expect(html).toContain('<figcaption>The winning poster</figcaption>');
    expect(html).toContain(
      '<video src="/best-design-awards/ceremony.mp4" controls poster="/best-design-awards/ceremony.webp"></video>',
    );
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="The ceremony" allowfullscreen></iframe>',
    );
    expect(html).toMatch(/<pre class="astro-code[^"]*" style="[^"]+"/);
    expect(warnings).toEqual([]);
  });
});
