import type { Element, Root, RootContent } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import { htmlToHast, markdownToHast } from 'satteri';
import { markdownHtmlSchema } from './markdown-html-schema.ts';

// What the build's sanitizing (sanitize-markdown-html.ts) removes from a
// Markdown page, each with its line, so that the editor can be told (the
// build's warning, `npm run check:content`). The build sanitizes the page as
// Sätteri reparses it (`rawHtml`), which keeps no lines. So the page is read
// again here with its HTML as written (`raw` nodes, with their lines), and
// each element that HTML opens is put, on its own, through the same
// allow-list. Its rules on where an element may be (an <li> outside a list)
// are left out: an element opened in one HTML block may be closed in another,
// which a block read alone cannot tell. Of the elements that Markdown itself
// makes (a link, an image), only an address can be removed.

export interface HtmlRemoval {
  /** The file's line where the element's tag starts. */
  line: number;
  /** The element's tag name, in lower case: `script`, `img`. */
  tag: string;
  /** The attribute removed, as written in HTML (`onerror`, `href`); undefined when the element is. */
  attribute?: string | undefined;
  /** The attribute's value. */
  value?: string | undefined;
  /** Whether the element goes with its content (a script, a style), not only its tag. */
  withContent?: boolean | undefined;
}

const schema = { ...markdownHtmlSchema, ancestors: {} };
const sanitize = rehypeSanitize(schema) as unknown as (tree: Root) => Root;
const stripped = new Set(schema.strip ?? []);

/** The properties of an element that Markdown makes (a link, an image) that can be removed: its addresses. */
const markdownAddresses = new Set(['href', 'src']);

/** A hast property's HTML attribute name: `onClick` → `onclick`, `dataId` → `data-id`. */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^(data|aria)[A-Z]/.test(property)) {
    return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  }
  return property.toLowerCase();
}

const valueText = (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value));

/** What the allow-list removes of `element` itself (its children aside), found at `line`. */
function removalsOf(element: Element, line: number, writtenAsHtml: boolean): HtmlRemoval[] {
  const tag = element.tagName.toLowerCase();
  const [kept] = sanitize({ type: 'root', children: [{ ...element, children: [] }] }).children;
  if (kept?.type !== 'element' || kept.tagName !== element.tagName) {
    return writtenAsHtml ? [{ line, tag, withContent: stripped.has(element.tagName) }] : [];
  }
  return Object.entries(element.properties)
    .filter(
      ([property, value]) =>
        value !== undefined && value !== null && !(property in kept.properties),
    )
    .filter(([property]) => writtenAsHtml || markdownAddresses.has(property))
    .map(([property, value]) => ({
      line,
      tag,
      attribute: attributeName(property),
      value: valueText(value),
    }));
}

/** The start tags of `html`, each with its line within it (comments left out). */
function startTags(html: string): { tag: string; line: number }[] {
  const withoutComments = html.replace(/<!--[\s\S]*?(?:-->|$)/g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  return [...withoutComments.matchAll(/<([a-z][a-z0-9-]*)/gi)].map((match) => ({
    tag: (match[1] ?? '').toLowerCase(),
    line: withoutComments.slice(0, match.index).split('\n').length - 1,
  }));
}

/** What is removed of the HTML block `html`, which starts at the file's line `firstLine`. */
function rawRemovals(html: string, firstLine: number): HtmlRemoval[] {
  const tags = startTags(html);
  let next = 0;
  // An element's line is that of the next start tag with its name (an element
  // the parser adds, such as a table's <tbody>, has none: the block's first).
  const lineOf = (tag: string) => {
    const index = tags.findIndex((start, position) => position >= next && start.tag === tag);
    if (index === -1) return firstLine;
    next = index + 1;
    return firstLine + (tags[index]?.line ?? 0);
  };
  const removals: HtmlRemoval[] = [];
  const visit = (node: RootContent) => {
    if (node.type !== 'element') return;
    removals.push(...removalsOf(node, lineOf(node.tagName.toLowerCase()), true));
    node.children.forEach(visit);
  };
  (htmlToHast(html, { fragment: true }) as Root).children.forEach(visit);
  return removals;
}

type SourceNode = { type: string; value?: unknown; children?: SourceNode[] } & Partial<
  Pick<Element, 'position'>
>;

/** Everything the build's sanitizing removes from the Markdown `markdown`, in the order written. */
export function htmlRemovals(markdown: string): HtmlRemoval[] {
  const removals: HtmlRemoval[] = [];
  const visit = (node: SourceNode) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'raw' && typeof node.value === 'string') {
      removals.push(...rawRemovals(node.value, line));
    } else if (node.type === 'element') {
      removals.push(...removalsOf(node as Element, line, false));
    }
    node.children?.forEach(visit);
  };
  visit(markdownToHast(markdown, { features: { gfm: true } }) as SourceNode);
  return removals;
}
