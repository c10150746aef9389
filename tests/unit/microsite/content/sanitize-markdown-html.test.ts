import { describe, expect, it } from 'vitest';
import config from '../../../../astro.config.mjs';

// Raw HTML in a Markdown page (issue 35): scripts, event handlers and
// `javascript:` addresses reached readers' browsers. This renders Markdown
// with the processor of the site's own configuration, so that the test fails
// if astro.config.mjs stops sanitizing.

interface Renderer {
  render(content: string, options: object): Promise<{ code: string }>;
}

async function render(markdown: string): Promise<string> {
  const processor = config.markdown?.processor as unknown as {
    createRenderer(shared: object): Promise<Renderer>;
  };
  const renderer = await processor.createRenderer({});
  return (await renderer.render(markdown, {})).code;
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
  });
});
