import { personalAttributes } from '../../../src/elements/rendered-for.ts';
import type { Visitor } from './visitors.ts';

// The customer's legacy page, as a template that includes the chrome through
// its edge writes it: SSI for nginx, ESI for Varnish (docs/elements/edge.md).
// For a logged-out reader it includes the whole elements, for nginx after a
// stub that holds the plain tag. For a signed-in user it writes the header's
// tag itself, with the user's attributes, the shared shadow root included
// into it (`shadow-root`: one cache entry for every user of the page) and the
// user's own bits in the user slots, as docs/elements/server-rendering.md
// shows them; the footer shows nothing of the user and is included without
// them. `private-includes` is the way before the user slots: every element
// included with the user's attributes, so none of it can be cached (the
// bench compares the two).

export type Dialect = 'ssi' | 'esi';

/** What a test asks the template for: the chrome, or an include it got wrong. */
export type PageKind =
  'chrome' | 'bad-attribute' | 'bad-attribute-without-fallback' | 'private-includes';

type Attributes = Record<string, string>;

/** The bad value the `bad-attribute` pages give the header. */
export const badVariant = 'sideways';

export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** `/fragments/<tag>?…`, every value percent-encoded (RFC 3986, as the docs' PHP does). */
export function fragmentPath(
  tag: string,
  attributes: Attributes,
  fallback: boolean,
  shadowRoot = false,
): string {
  const query = Object.entries(attributes).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  if (shadowRoot) query.push('shadow-root=');
  if (fallback) query.push('fallback=');
  return `/fragments/${tag}?${query.join('&')}`;
}

export function withoutPersonal(attributes: Attributes): Attributes {
  return Object.fromEntries(
    Object.entries(attributes).filter(([name]) => !personalAttributes.includes(name)),
  );
}

/** The user's own bits, as the docs' user slots table has the template write them. */
export function userSlots(visitor: Visitor): string {
  const counts = visitor.counts ?? { messages: 0, notifications: 0 };
  const badge = (slot: string, count: number) =>
    count > 0 ? `<span slot="${slot}" class="site-badge">${count > 99 ? '99+' : count}</span>` : '';
  return (
    `<img slot="user-avatar" class="site-avatar__image" src="/avatars/users/${encodeURIComponent(visitor.shared['user-id'] ?? '')}/48" width="48" height="48" alt="" loading="lazy" decoding="async">` +
    `<span slot="user-name">${escapeAttribute(visitor.displayName ?? '')}</span>` +
    badge('unread-messages', counts.messages) +
    badge('unread-notifications', counts.notifications)
  );
}

/** A signed-in header: the page's own tag, the shared root included into it, the user slots. */
function headerWithUserSlots(dialect: Dialect, attributes: Attributes, visitor: Visitor): string {
  const src = fragmentPath('site-header', withoutPersonal(attributes), true, true);
  // No stub: should the include fail, the tag is there already and the bundle renders it.
  const root =
    dialect === 'esi'
      ? `<esi:include src="${src}" onerror="continue"/>`
      : `<!--#include virtual="${src}" -->`;
  return `${plainTag('site-header', attributes).replace('></site-header>', `>${root}${userSlots(visitor)}</site-header>`)}`;
}

/** The element without the server's HTML: what the bundle renders in the browser. */
export function plainTag(tag: string, attributes: Attributes): string {
  const text = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return `<${tag}${text}></${tag}>`;
}

function include(dialect: Dialect, tag: string, attributes: Attributes, fallback = true): string {
  const src = fragmentPath(tag, attributes, fallback);
  if (dialect === 'esi') return `<esi:include src="${src}" onerror="continue"/>`;
  // nginx: the stub must be defined before the include that names it.
  return (
    `<!--#block name="${tag}" -->${plainTag(tag, attributes)}<!--#endblock -->` +
    `<!--#include virtual="${src}" stub="${tag}" -->`
  );
}

export interface PageInput {
  dialect: Dialect;
  kind: PageKind;
  visitor: Visitor;
  /** The inline module script that loads the bundle once the page has painted. */
  loader: string;
}

/** The attributes the page's header and footer are included with. */
export function chromeAttributes(visitor: Visitor, kind: PageKind = 'chrome') {
  const good = kind === 'chrome' || kind === 'private-includes';
  return {
    header: { ...visitor.shared, variant: good ? 'default' : badVariant, drawers: '' },
    footer: {
      ...(kind === 'private-includes' ? visitor.shared : withoutPersonal(visitor.shared)),
      variant: 'full',
    },
  };
}

export function legacyPage({ dialect, kind, visitor, loader }: PageInput): string {
  const { header, footer } = chromeAttributes(visitor, kind);
  return `<!doctype html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Designmarket – a legacy page</title>
<link rel="stylesheet" href="/dist-elements/site-elements.css">
${loader}
</head>
<body>
${
  visitor.session && kind !== 'private-includes'
    ? headerWithUserSlots(dialect, header, visitor)
    : include(dialect, 'site-header', header, kind !== 'bad-attribute-without-fallback')
}
<main id="main"><h1>Ihre Wettbewerbe</h1><p>The legacy template's own content.</p></main>
${include(dialect, 'site-footer', footer)}
</body>
</html>
`;
}
