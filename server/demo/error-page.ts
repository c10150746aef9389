import { documentHtml, html, type SafeHtml } from './html.ts';

/** A plain error page; `details` may list the valid choices (demo page validation). */
export function renderErrorPage(status: number, message: string, details?: SafeHtml): string {
  return documentHtml({
    title: `${status} · site-shell reference server`,
    body: html`<main class="legacy-main error-page">
      <h1>${status}</h1>
      <p>${message}</p>
      ${details ?? ''}
      <p><a href="/">Back to the demo index</a></p>
    </main>`,
  });
}
