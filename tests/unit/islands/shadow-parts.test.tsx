import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/messages/en.json';
import { LeftDrawer } from '../../../src/islands/LeftDrawer.tsx';
import { RightDrawer } from '../../../src/islands/RightDrawer.tsx';
import { ShadowParts } from '../../../src/islands/shadow-parts.tsx';
import type { ShellViewProps } from '../../../src/islands/shell-props.ts';
import { SiteFooter } from '../../../src/islands/SiteFooter.tsx';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import { siteFixture } from '../support/site-fixtures.ts';

// `part` only means something in a shadow root (issue 36): the views carry
// their parts inside <ShadowParts> (an element's view), none elsewhere (the
// microsite's islands, in the light DOM).

const props: ShellViewProps = {
  site: siteFixture({ locale: 'en-US', language: 'en' }),
  locale: 'en-US',
  messages: en,
  role: 'designer',
  currentPath: '/',
  user: { id: '5', displayName: 'Sam Roe' },
};

const views = () => (
  <>
    <SiteHeader {...props} />
    <LeftDrawer {...props} />
    <RightDrawer {...props} />
    <SiteFooter {...props} year={2025} />
  </>
);

const partsOf = (html: string) => [...html.matchAll(/ part="([^"]*)"/g)].map((match) => match[1]);

describe('parts', () => {
  it('are left out of a view rendered on its own (the light DOM)', () => {
    const html = renderToString(views());
    expect(html).toContain('<header');
    expect(partsOf(html)).toEqual([]);
  });

  it('are on the view inside <ShadowParts> (a shadow root)', () => {
    const html = renderToString(<ShadowParts>{views()}</ShadowParts>);
    expect(partsOf(html)).toEqual(['header', 'bar', 'drawer', 'body', 'drawer', 'body', 'footer']);
  });
});
