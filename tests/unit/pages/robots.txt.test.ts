import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { GET } from '../../../src/pages/robots.txt.ts';

// /robots.txt (issue 36): crawlers may read the microsite and learn where its sitemap is.

describe('/robots.txt', () => {
  it('allows the microsite and names its sitemap at the site’s address', async () => {
    const response = await GET({ site: new URL('https://www.designmarket.com') } as APIContext);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /best-design-awards/\n\nSitemap: https://www.designmarket.com/best-design-awards/sitemap.xml\n',
    );
  });
});
