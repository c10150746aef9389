import { benchRoles, demoUrl, renderModes } from './demo-downloads.ts';
import { lighthouseFigures, lighthouseRuns, runLighthouseScript } from './lighthouse-scores.ts';
import type { Measurement } from './measurement.ts';

// Lighthouse mobile on the logged-out and the designer's legacy demo page
// (reference server), server-rendered next to client-rendered
// (`&render=client`): `npm run lighthouse -- --url name=address`, as the
// microsite's pages are audited (lighthouse-scores.ts).

export const demoLighthouse: Measurement = {
  id: 'demo-lighthouse',
  title: 'Demo pages: Lighthouse mobile, SSR and CSR (npm run lighthouse -- --url)',
  async run(context) {
    const server = await context.referenceServer();
    const pages = benchRoles.flatMap((role) =>
      renderModes.map((mode) => ({
        name: `${mode.render === 'server' ? 'ssr' : 'csr'}.${role}`,
        label: `${mode.name} ${role}: `,
        url: demoUrl(server.origin, role, mode.render),
      })),
    );
    const rows = await runLighthouseScript(
      context.repositoryRoot,
      pages.flatMap((page) => ['--url', `${page.name}=${page.url}`]),
    );
    const figures = rows.flatMap((row) => {
      const page = pages.find((candidate) => candidate.name === row.page);
      return lighthouseFigures(`demo-lighthouse.${row.page}`, page?.label ?? `${row.page}: `, row);
    });
    return {
      figures,
      notes: [
        `Medians of ${lighthouseRuns} runs per page (Lighthouse's simulated mobile throttling: 4x CPU, slow 4G; 412×823), /demo?site=us-en&locale=en-US&role=… on the bench's reference server, which sends the page and its static files with brotli.`,
      ],
    };
  },
};
