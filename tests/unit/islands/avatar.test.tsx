import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../../../src/islands/Avatar.tsx';

// Spec §3: the avatar displays a user from their profileUrl and avatarUrl
// (issue 36: avatarUrl was read nowhere). Both are untrusted: relative or
// http(s) only, as every address of the shell.

const t = (id: string, values?: Record<string, unknown>) =>
  `${id}${values?.['name'] ? `(${String(values['name'])})` : ''}`;

const render = (user: Parameters<typeof Avatar>[0]['user'], linked = true) =>
  renderToStaticMarkup(<Avatar user={user} size={48} linked={linked} t={t} />);

describe('Avatar', () => {
  it('shows the user’s own picture and profile when given', () => {
    const html = render({
      id: '7',
      displayName: 'Zoé',
      avatarUrl: 'https://images.example/zoe.png',
      profileUrl: '/designers/zoe',
    });
    expect(html).toContain('src="https://images.example/zoe.png"');
    expect(html).toContain('href="/designers/zoe"');
  });

  it('falls back to the avatar route and the profile page', () => {
    const html = render({ id: '7', displayName: 'Zoé' });
    expect(html).toContain('src="/avatars/users/7/48"');
    expect(html).toContain('href="/profiles/7"');
  });

  it('refuses an address that is not relative or http(s)', () => {
    const html = render({
      id: '7',
      displayName: 'Zoé',
      avatarUrl: 'javascript:alert(1)',
      profileUrl: 'data:text/html,<script>alert(1)</script>',
    });
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain('src="/avatars/users/7/48"');
    expect(html).toContain('href="/profiles/7"');
  });
});
