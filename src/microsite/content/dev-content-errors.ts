import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../../elements/server/escape-html.ts';
import { checkContentFolder } from './check-content.ts';
import { cachedWhileContentUnchanged } from './content-check-cache.ts';
import { isShownOn, type ContentPageOf } from './content-pages.ts';
import { sortProblems, type ContentProblem } from './content-problem.ts';

// The dev preview shows a content problem in the browser, on the page that
// shows the file: the year's or the category's page, also when the problem
// kept the entry out of the collection and the page would otherwise not be
// found (404.astro). The page answers 500 with the problems, each once
// (thrown, Astro would print each twice in the terminal, where the dev
// loader already printed it). Other pages keep working: the dev loader
// leaves the files with problems out (dev-loader-context.ts). Dev only: a
// build stops on any problem before rendering a page. The content is checked
// again only once a file has changed (content-check-cache.ts), not on every
// request.

/** The project, when this module runs from its source (the dev server). */
const projectRoot = () => fileURLToPath(new URL('../../../', import.meta.url));

const checkContent = cachedWhileContentUnchanged(checkContentFolder);

/** The problems of the files shown on `page`. */
export function problemsShownOn(root: string, page: ContentPageOf): ContentProblem[] {
  const { files, problems } = checkContent(root);
  const shown = new Set(files.filter((file) => isShownOn(file, page)).map((file) => file.file));
  return problems.filter((problem) => shown.has(problem.file));
}

/** The page that lists `problems`: the file, the field, and what to do, one per item. */
export function contentProblemsPage(problems: readonly ContentProblem[]): string {
  const items = sortProblems(problems)
    .map(
      (problem) =>
        `<li><code>${escapeHtml(problem.file)}</code>${problem.field ? `: <strong>${escapeHtml(problem.field)}</strong>` : ''}: ${escapeHtml(problem.message)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Content problems</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}li{margin:.75rem 0}code{background:#f3f3f3;padding:0 .25em}</style>
</head>
<body>
<h1>This page’s content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}</h1>
<p>Fix the file, save it, and reload. The build would stop on this (docs/editors.md "What a build error looks like").</p>
<ul>
${items}
</ul>
</body>
</html>
`;
}

/** In the dev preview, a 500 page with the problems of the files `page` shows, if there are any. */
export function contentProblemsResponse(page: ContentPageOf | undefined): Response | undefined {
  if (!import.meta.env.DEV || !page) return undefined;
  const problems = problemsShownOn(projectRoot(), page);
  if (problems.length === 0) return undefined;
  return new Response(contentProblemsPage(problems), {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
