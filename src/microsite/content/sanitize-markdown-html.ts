import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HastPluginDefinition, PluginFactoryContext } from 'satteri';
import rehypeSanitize from 'rehype-sanitize';
import type { Root } from 'hast';
import { formatProblems } from './content-problem.ts';
import { markdownHtmlSchema } from './markdown-html-schema.ts';
import { removedHtmlProblems } from './removed-html-problems.ts';

// The HTML that editors write in Markdown pages (src/pages/best-design-awards/
// **/*.md) is sanitized at build time against an allow-list
// (markdown-html-schema.ts): a <script>, a <style>, an `on…=` handler and a
// `javascript:` address are removed, whatever the editor wrote
// (docs/editors.md "HTML in a page"). Raw HTML is parsed into elements first
// (Sätteri's `rawHtml` feature in astro.config.mjs), so that the allow-list
// sees every tag and attribute, also those of an element opened in one HTML
// block and closed in another. Each removal is printed as a warning (the
// build goes on), naming the file, the line and what to write instead
// (removed-html-problems.ts); `npm run check:content` reports the same.

/** A plain copy of a Sätteri tree (whose nodes are views on its own storage). */
function plainCopy<Node>(node: Node): Node {
  if (Array.isArray(node)) return node.map(plainCopy) as Node;
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.keys(node).map((key) => [key, plainCopy((node as Record<string, unknown>)[key])]),
  ) as Node;
}

const sanitize = rehypeSanitize(markdownHtmlSchema) as unknown as (tree: Root) => Root;

const sanitizer: HastPluginDefinition = {
  name: 'sanitize-markdown-html',
  before(root, context) {
    context.replaceNode(root, sanitize(plainCopy(root) as Root));
  },
};

/** The file Sätteri compiles, relative to the project (the folder Astro runs in). */
const projectFile = (url: URL | undefined) =>
  url ? relative(process.cwd(), fileURLToPath(url)).split(sep).join('/') : 'a Markdown text';

/**
 * The Sätteri hast plugin (a factory, called once per file) that sanitizes a Markdown page's
 * HTML, and warns of each removal with the file, the line and the fix.
 */
export function sanitizeMarkdownHtml(file: PluginFactoryContext): HastPluginDefinition {
  const problems = removedHtmlProblems(projectFile(file.fileURL), file.source);
  if (problems.length > 0) {
    console.warn(
      `HTML that a page may not have is removed from it, and the page published without it (docs/editors.md "HTML in a page"):\n${formatProblems(problems)}`,
    );
  }
  return sanitizer;
}
