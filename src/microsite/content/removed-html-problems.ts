import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import type { ContentProblem } from './content-problem.ts';
import { htmlRemovals, type HtmlRemoval } from './html-removals.ts';
import { allowedPlayers } from './markdown-html-schema.ts';

// The HTML that the build removes from a Markdown page, told to the editor:
// each removal with the file, the line, what is removed and what to do
// instead. The build prints them as a warning (sanitize-markdown-html.ts) and
// publishes the page without it; `npm run check:content` reports them as
// problems, so that a page says what its readers get (docs/editors.md "HTML
// in a page").

const guide = 'docs/editors.md "HTML in a page"';

/** The attributes that hold an address. */
const addressAttributes = new Set(['href', 'src', 'srcset', 'poster', 'cite', 'longdesc']);

const shortened = (text = '') => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** What is removed and what to do instead, in one line. */
export function removalMessage(removal: HtmlRemoval): string {
  const tag = `<${removal.tag}>`;
  if (removal.attribute === undefined) {
    if (removal.tag === 'script') {
      return `${tag} is removed with its content when the site is built: a page cannot run a script of its own; delete it, and ask a developer to add a third-party script or widget (docs/editors.md "Third-party scripts and analytics")`;
    }
    if (removal.withContent) {
      return `${tag} is removed with its content when the site is built: a page cannot bring styles of its own; delete it, and ask a developer for a style the site lacks`;
    }
    return `${tag} is not on the allow-list of HTML in a page: the build removes the tag and keeps its content; delete the tag, or use what the guide lists (a figure, a video, a player: ${guide})`;
  }
  const written = `${removal.attribute}="${shortened(removal.value)}"`;
  if (removal.attribute.startsWith('on')) {
    return `${written} of ${tag} is removed when the site is built: a page cannot run scripts of its own; delete it (${guide})`;
  }
  if (removal.tag === 'iframe' && removal.attribute === 'src') {
    return `${written} of ${tag} is removed when the site is built, so the player shows nothing: a page embeds players from ${allowedPlayers.join(', ')} only; use one of them, or ask a developer for another (${guide})`;
  }
  if (addressAttributes.has(removal.attribute)) {
    return `${written} of ${tag} is removed when the site is built: write a web address (https://…) or a full address starting with /best-design-awards/ (${guide})`;
  }
  return `${written} of ${tag} is not on the allow-list of HTML in a page: the build removes it; delete it (${guide})`;
}

/**
 * The removals from the Markdown `source` of `file` (relative to the project), as problems. The
 * front matter, if `source` has it, counts in the lines.
 */
export function removedHtmlProblems(file: string, source: string): ContentProblem[] {
  return htmlRemovals(source).map((removal) => ({
    file,
    field: `line ${removal.line}`,
    message: removalMessage(removal),
  }));
}

/** The removals from the Markdown pages `files` (relative to the project at `root`), for `npm run check:content`. */
export function pagesHtmlProblems(root: string, files: readonly string[]): ContentProblem[] {
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    // As Astro gives a page to the Markdown processor: its front matter blanked, lines kept.
    const { content } = parseFrontmatter(text, { frontmatter: 'empty-with-spaces' });
    return removedHtmlProblems(file, content);
  });
}
