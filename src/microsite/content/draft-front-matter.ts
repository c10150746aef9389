import { parseFrontmatter } from 'astro/markdown';

// Whether a hand-written page is a draft: `draft: true` in a Markdown page's
// front matter, `export const draft = true;` in an .astro page's. Shown in
// the dev preview with a "Draft" mark, left out of a production build
// (docs/editors.md "Drafts and hiding"). Front matter that cannot be read is
// Astro's to report, not a draft.

/** Whether the Markdown `text` says `draft: true`. */
export function isDraftMarkdown(text: string): boolean {
  try {
    return (parseFrontmatter(text).frontmatter as { draft?: unknown }).draft === true;
  } catch {
    return false;
  }
}

/** The line `export const draft = true;` (a type and a trailing comment allowed). */
const draftExport =
  /^[ \t]*export\s+const\s+draft\s*(?::\s*boolean\s*)?=\s*true\s*;?[ \t]*(?:\/\/.*)?$/m;

/** An .astro page's frontmatter: its code between the `---` fences (included), or '' when it has none. */
export function astroFrontmatter(text: string): string {
  return /^\s*---\r?\n(?:[\s\S]*?\r?\n)?---/.exec(text)?.[0] ?? '';
}

/** Whether the .astro page `text` says `export const draft = true;` in its frontmatter. */
export function isDraftAstroPage(text: string): boolean {
  return draftExport.test(astroFrontmatter(text));
}

/** Whether the page `file` (`.md` or `.astro`) whose text is `text` is a draft. */
export function isDraftPage(file: string, text: string): boolean {
  return file.endsWith('.astro') ? isDraftAstroPage(text) : isDraftMarkdown(text);
}
