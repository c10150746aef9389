import type { HastPluginDefinition } from 'satteri';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import type { Root } from 'hast';

// The HTML that editors write in Markdown pages (src/pages/best-design-awards/
// **/*.md) is sanitized at build time against an allow-list: GitHub's (that
// of rehype-sanitize), plus figures, videos and video players from YouTube
// and Vimeo. A <script>, a <style>, an `on…=` handler and a `javascript:`
// address are removed, whatever the editor wrote (docs/editors.md "HTML in a
// page"). Raw HTML is parsed into elements first (Sätteri's `rawHtml`
// feature in astro.config.mjs), so that the allow-list sees every tag and
// attribute, also those of an element opened in one HTML block and closed in
// another.

/** The players a page may embed in an <iframe>. */
export const allowedPlayers = [
  'https://www.youtube-nocookie.com/embed/',
  'https://www.youtube.com/embed/',
  'https://player.vimeo.com/video/',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const playerAddress = new RegExp(`^(${allowedPlayers.map(escapeRegExp).join('|')})`);

/** The inline styles of Astro's code highlighting (Shiki): colours, and the block's scrolling. */
const highlightStyle =
  /^\s*(?:(?:color|background-color|overflow-x|--shiki-[a-z-]+)\s*:\s*[#a-z0-9(),.%\s-]+;?\s*)+$/i;

export const markdownHtmlSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    'figure',
    'figcaption',
    'picture',
    'video',
    'source',
    'track',
    'iframe',
  ],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className'],
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'decoding'],
    // The highlighter writes HTML attribute names (`class`, `tabindex`), parsed HTML property names.
    pre: ['class', 'tabindex', 'dataLanguage', ['style', highlightStyle]],
    span: ['class', ['style', highlightStyle]],
    video: [
      'src',
      'poster',
      'controls',
      'width',
      'height',
      'preload',
      'muted',
      'loop',
      'playsInline',
    ],
    source: ['src', 'srcSet', 'type', 'media', 'sizes'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    iframe: [
      ['src', playerAddress],
      'title',
      'width',
      'height',
      'allow',
      'allowFullScreen',
      'loading',
    ],
  },
  protocols: {
    ...defaultSchema.protocols,
    src: ['http', 'https'],
    poster: ['http', 'https'],
  },
  // Removed with their content, not just their tags.
  strip: ['script', 'style'],
};

/** A plain copy of a Sätteri tree (whose nodes are views on its own storage). */
function plainCopy<Node>(node: Node): Node {
  if (Array.isArray(node)) return node.map(plainCopy) as Node;
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.keys(node).map((key) => [key, plainCopy((node as Record<string, unknown>)[key])]),
  ) as Node;
}

const sanitize = rehypeSanitize(markdownHtmlSchema) as unknown as (tree: Root) => Root;

/** The Sätteri hast plugin that sanitizes a Markdown page's HTML. */
export const sanitizeMarkdownHtml: HastPluginDefinition = {
  name: 'sanitize-markdown-html',
  before(root, context) {
    context.replaceNode(root, sanitize(plainCopy(root) as Root));
  },
};
