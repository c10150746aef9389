import { parseFrontmatter } from 'astro/markdown';

// Whether a Markdown page is a draft (`draft: true` in its front matter):
// shown in the dev preview with a "Draft" mark, left out of a production
// build (docs/editors.md "Drafts"). Front matter that cannot be read is
// Astro's to report, not a draft.

/** Whether the Markdown `text` says `draft: true`. */
export function isDraftMarkdown(text: string): boolean {
  try {
    return (parseFrontmatter(text).frontmatter as { draft?: unknown }).draft === true;
  } catch {
    return false;
  }
}
