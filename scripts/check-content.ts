// npm run check:content: the quick check before publishing (docs/editors.md
// "Check before you publish"). In a few seconds, without a build: every
// content file against its schema and the others (the check a build runs
// first), the links of the pages, the HTML that the build would remove from
// the Markdown pages, and the formatting of the content and the pages.
// Exits with 1 and every problem, one per line, when there are any.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContentFiles } from '../src/microsite/content/check-content.ts';
import { checkPageLinks, pageFiles } from '../src/microsite/content/check-links.ts';
import { readContentFiles } from '../src/microsite/content/content-files.ts';
import { formatProblems } from '../src/microsite/content/content-problem.ts';
import { pagesHtmlProblems } from '../src/microsite/content/removed-html-problems.ts';
import { checkFormatting } from './content/check-formatting.ts';

// The project's folder, or another one's (a test's copy): `npm run check:content -- <folder>`.
const root = process.argv[2] ?? fileURLToPath(new URL('../', import.meta.url));

const { files, problems: unreadable } = readContentFiles(root);
const markdownPages = pageFiles(root).filter((file) => file.endsWith('.md'));
const problems = [
  ...unreadable,
  ...checkContentFiles(files, { imageExists: (path) => existsSync(join(root, path)) }),
  ...checkPageLinks(root, files),
  ...pagesHtmlProblems(root, markdownPages),
  ...(await checkFormatting(root, [...files.map((file) => file.file), ...markdownPages])),
];

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\n${problems.length} problem(s) in the awards content; see docs/editors.md.`);
  process.exitCode = 1;
} else {
  console.log(
    `The awards content is fine: ${files.length} content files and ${markdownPages.length} pages checked.`,
  );
}
