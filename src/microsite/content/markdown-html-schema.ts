import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

// The allow-list of the HTML that editors write in Markdown pages
// (src/pages/best-design-awards/**/*.md): GitHub's (that of rehype-sanitize),
// plus figures, videos and video players from YouTube and Vimeo. The build
// sanitizes against it (sanitize-markdown-html.ts), and the editor is told
// what it removed (html-removals.ts; docs/editors.md "HTML in a page").

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
