// Reading a legacy page as the edge delivered it. `readChrome` runs in the
// page (self-contained, no closures); the rest reads the HTML text.

export interface ElementOnPage {
  /** The element's attributes, as on its tag. */
  attributes: Record<string, string>;
  /** It has a shadow root: the server's declarative one (JavaScript off) or the bundle's. */
  shadow: boolean;
  /** The hrefs of its links, in its shadow root and in its light DOM (the fallback's). */
  links: string[];
  /** Its links that a reader can see (laid out, not hidden). */
  visibleLinks: number;
  height: number;
}

export interface ChromeOnPage {
  header: ElementOnPage | null;
  footer: ElementOnPage | null;
  /** The signed-in user's name, badges and avatar as the header shows them. */
  userName: string | null;
  badges: string[];
}

export function readChrome(): ChromeOnPage {
  const read = (tag: string) => {
    const element = document.querySelector(tag);
    if (!element) return null;
    const anchors = [
      ...(element.shadowRoot?.querySelectorAll('a') ?? []),
      ...element.querySelectorAll('a'),
    ];
    return {
      attributes: Object.fromEntries(
        element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? '']),
      ),
      shadow: element.shadowRoot !== null,
      links: anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      visibleLinks: anchors.filter((anchor) => anchor.checkVisibility()).length,
      height: element.getBoundingClientRect().height,
    };
  };
  const header = document.querySelector('site-header')?.shadowRoot;
  // What a slot shows is what the page put in it (the user slots); else the view's own.
  const shown = (element: Element): Element[] =>
    element instanceof HTMLSlotElement ? element.assignedElements() : [element];
  const name = header?.querySelector('.site-drawer__user-name');
  const nameSlot = name?.querySelector('slot');
  return {
    header: read('site-header'),
    footer: read('site-footer'),
    userName: nameSlot
      ? nameSlot
          .assignedNodes()
          .map((node) => node.textContent)
          .join('')
      : (name?.textContent ?? null),
    badges: [...(header?.querySelectorAll('.site-badge, slot[name^="unread-"]') ?? [])]
      .flatMap(shown)
      .map((badge) => badge.textContent ?? ''),
  };
}

/** What an edge or a server pastes into a page when it fails, and must never. */
const errorTexts = [
  /Bad Gateway/i,
  /Gateway Time-?out/i,
  /Service Unavailable/i,
  /Guru Meditation/i,
  /Backend fetch failed/i,
  /an error occurred while processing the directive/i,
  /<title>\s*\d{3}\b/i,
  /<center>\s*nginx/i,
  /\{\s*"error"\s*:/,
  /"code"\s*:\s*"(bad|unknown|invalid|internal)_/,
];

/** The error texts found in a page's HTML (none is the only good answer). */
export function errorTextsIn(html: string): string[] {
  return errorTexts.flatMap((pattern) => pattern.exec(html)?.[0] ?? []);
}

/** The hrefs of a fragment's links, as the endpoint rendered them (not its stylesheet's). */
export function fragmentLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decode(text: string): string {
  return text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity);
}

/** Every personal value a page's HTML carries, wherever it is: attributes, names, badges, avatars. */
export interface PersonalBits {
  names: Set<string>;
  ids: Set<string>;
  counts: Set<string>;
}

export function personalBitsIn(html: string): PersonalBits {
  const all = (pattern: RegExp) =>
    new Set([...html.matchAll(pattern)].map((match) => decode(match[1] ?? '')));
  const names = all(/\sdisplay-name="([^"]*)"/g);
  for (const name of all(/class="site-(?:drawer__user-name|account-menu__name)">([^<]*)</g)) {
    names.add(name);
  }
  for (const name of all(/\sslot="user-name">([^<]*)</g)) names.add(name);
  const ids = all(/\suser-id="([^"]*)"/g);
  for (const id of all(/\/avatars\/users\/([^/"]+)\//g)) ids.add(id);
  const counts = new Set<string>();
  for (const json of all(/\sunread-counts="([^"]*)"/g)) {
    const parsed = JSON.parse(json) as Record<string, number>;
    for (const value of Object.values(parsed)) counts.add(String(value));
  }
  for (const badge of all(/class="site-badge"[^>]*>(\d+)</g)) counts.add(badge);
  return { names, ids, counts };
}

/**
 * Both elements of the page are the endpoint's render: each names the values
 * it was rendered from, on its tag or (a shared root) on its stylesheet; a
 * fallback names none.
 */
export function renderedByEndpoint(html: string): boolean {
  return (html.match(/\sdata-rendered-for="/g) ?? []).length >= 2;
}
