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
    const figures: Figure[] = [];
    for (const role of benchRoles) {
      for (const mode of renderModes) {
        const url = demoUrl(server.origin, role, mode.render);
        const target = await menuButtonCenter(browser, url);
        const runs: MenuRun[] = [];
        for (let run = 0; run < context.runs; run += 1)
          runs.push(await menuRun(browser, url, target));
        const key = mode.render === 'server' ? 'ssr' : 'csr';
        figures.push(...menuFigures(`demo-menu.${key}.${role}`, `${mode.name} ${role}: `, runs));
      }
      // The server-rendered page with its scripts blocked: what the menu needs of them.
      const url = demoUrl(server.origin, role, 'server');
      const target = await menuButtonCenter(browser, url);
      const runs: MenuRun[] = [];
      for (let run = 0; run < context.runs; run += 1)
        runs.push(await menuRun(browser, url, target, { blockedUrls: ['*.js'] }));
      figures.push(
        ...menuFigures(
          `demo-menu.ssr-no-js.${role}`,
          `SSR ${role}, scripts blocked: `,
          runs,
        ).filter((figure) => noScriptFigures.some((suffix) => figure.key.endsWith(`.${suffix}`))),
      );
    }
    return {
      figures,
      notes: [
        `/demo?site=us-en&locale=en-US&role=… server-rendered (SSR, the default) and &render=client (CSR), ${menuConditions}.`,
        menuMethod,
        'CSR: a tap before the header is defined lands on its fallback markup; the bench keeps any tap from following a link.',
        '"Scripts blocked": the server-rendered page again with every .js request refused (Network.setBlockedURLs): the menu without any JavaScript.',
      ],
    };
  },
};
