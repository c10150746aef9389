import { benchRoles, demoUrl, renderModes } from './demo-downloads.ts';
import type { Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import {
  menuButtonCenter,
  menuConditions,
  menuFigures,
  menuMethod,
  menuRun,
  type MenuRun,
} from './microsite-menu.ts';

// When the menu of a legacy demo page (reference server) works, measured as
// the microsite's menu is (microsite-menu.ts): server-rendered, where the
// header's menu button opens the drawer in its own shadow root with an invoker
// command before any script, next to client-rendered (`&render=client`), where
// the bundle must first render the header and the drawer over the fallback
// markup. The logged-out and the designer's page at the phone width of
// Lighthouse's mobile run (the menu button shows below 900 px).

/** The figures shown for the page without scripts. */
const noScriptFigures = [
  'fcp',
  'after-fcp',
  'shown-after-fcp',
  'input-delay',
  'handling',
  'js-bytes',
];

export const demoMenu: Measurement = {
  id: 'demo-menu',
  title: 'Demo pages: when the drawer menu works, SSR and CSR (Lighthouse mobile throttling)',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.referenceServer()]);
    const configurations = benchRoles.flatMap((role) => [
      ...renderModes.map((mode) => ({
        url: demoUrl(server.origin, role, mode.render),
        prefix: `demo-menu.${mode.render === 'server' ? 'ssr' : 'csr'}.${role}`,
        label: `${mode.name} ${role}: `,
        blockedUrls: [] as string[],
      })),
      // The server-rendered page with its scripts blocked: what the menu needs of them.
      {
        url: demoUrl(server.origin, role, 'server'),
        prefix: `demo-menu.ssr-no-js.${role}`,
        label: `SSR ${role}, scripts blocked: `,
        blockedUrls: ['*.js'],
      },
    ]);
    const series = [];
    for (const configuration of configurations) {
      const target = await menuButtonCenter(browser, configuration.url);
      series.push({ ...configuration, target, runs: [] as MenuRun[] });
    }
    // Interleaved (one run of each page in turn): the machine's slow phases
    // fall on every page alike instead of on one page's whole series.
    for (let run = 0; run < context.runs; run += 1) {
      for (const { url, target, blockedUrls, runs } of series)
        runs.push(await menuRun(browser, url, target, { blockedUrls }));
    }
    const figures: Figure[] = series.flatMap(({ prefix, label, blockedUrls, runs }) => {
      const all = menuFigures(prefix, label, runs);
      return blockedUrls.length === 0
        ? all
        : all.filter((figure) =>
            noScriptFigures.some((suffix) => figure.key.endsWith(`.${suffix}`)),
          );
    });
    return {
      figures,
      notes: [
        `/demo?site=us-en&locale=en-US&role=… server-rendered (SSR, the default) and &render=client (CSR), ${menuConditions}.`,
        menuMethod,
        'The six series are interleaved: run k of every page, then run k + 1.',
        'CSR: a tap before the header is defined lands on its fallback markup; the bench keeps any tap from following a link.',
        '"Scripts blocked": the server-rendered page again with every .js request refused (Network.setBlockedURLs): the menu without any JavaScript.',
      ],
    };
  },
};
