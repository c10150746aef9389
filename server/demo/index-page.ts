import type { PublicSite } from '../../src/markets/public-site.ts';
import type { User } from '../db/users.ts';
import { documentHtml, html } from './html.ts';
import { roles } from '../../src/navigation/types.ts';
import { demoHref, demoVariants, featuredSites } from './roles.ts';
import { en } from './texts/en.ts';
import { workbenchHref, type ElementExamples } from './workbench-examples.ts';

// The developers' index, in English.
const roleNames = en.roleNames;

/** GET /: every way into the demo. */
export function renderIndexPage(options: {
  sites: PublicSite[];
  user: User | null;
  production: boolean;
  sitesError: string | null;
  /** The elements' examples (null: the elements are not built). */
  examples: ElementExamples[] | null;
}): string {
  const featured = featuredSites
    .map((key) => options.sites.find((site) => site.key === key))
    .filter((site): site is PublicSite => site !== undefined);
  const others = options.sites.filter((site) => !featuredSites.includes(site.key));
  const row = (site: PublicSite) =>
    html`<tr>
      <th scope="row">${site.name} <small>(${site.key}, ${site.locale})</small></th>
      ${roles.map(
        (role) =>
          html`<td><a href="${demoHref({ site: site.key, role })}">${roleNames[role]}</a></td>`,
      )}
    </tr>`;
  return documentHtml({
    title: 'site-shell reference server',
    body: html`<main class="legacy-main index-page">
      <h1>site-shell reference server</h1>
      <p>
        Signed in as
        <strong>${options.user ? options.user.displayName : 'nobody (logged out)'}</strong>.
        <a href="/demo/sign-in">Demo sign-in</a>
      </p>
      <h2>Demo legacy pages</h2>
      ${options.sitesError ? html`<pre class="error">${options.sitesError}</pre>` : ''}
      <table class="demo-table">
        <thead>
          <tr>
            <th scope="col">Market</th>
            ${roles.map((role) => html`<th scope="col">${roleNames[role]}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${featured.map(row)}
        </tbody>
      </table>
      <h3>Variants (United States, designer)</h3>
      <ul>
        ${demoVariants.map((variant) => html`<li><a href="${demoHref({ site: 'us-en', role: 'designer', variant })}">${variant}</a></li>`)}
      </ul>
      <details>
        <summary>All ${options.sites.length} sites</summary>
        <table class="demo-table">
          <tbody>
            ${others.map(row)}
          </tbody>
        </table>
      </details>
      <h2>Workbench</h2>
      <p>
        <a href="${workbenchHref()}">The elements' workbench</a>: every element live in each of its
        examples, with controls for every attribute and the markup to copy.
      </p>
      ${
        options.examples
          ? options.examples.map(
              (element) =>
                html`<details>
                  <summary>
                    <code>&lt;${element.tag}&gt;</code>: ${element.examples.length} examples
                  </summary>
                  <ul>
                    ${element.examples.map(
                      (example) =>
                        html`<li>
                          <a href="${workbenchHref(element.tag, example.name)}">${example.title}</a>
                        </li>`,
                    )}
                  </ul>
                </details>`,
            )
          : html`<p>The elements are not built yet: run <code>npm run build</code>.</p>`
      }
      <h2>Microsite</h2>
      <p><a href="/best-design-awards/">Best Design Awards</a></p>
      <h2>API</h2>
      <p>
        GraphQL at <code>/graphql</code> (HTTP and graphql-ws), notifications under
        <code>/notifications/</code>; see
        <code>server/README.md</code
        >.${options.production ? '' : html` Development endpoints under <code>/dev/</code>.`}
      </p>
    </main>`,
  });
}
