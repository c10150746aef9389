import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sizesOf } from './compress.ts';
import { sizeFigure, statFigure, valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { summarize } from './stats.ts';
import type { SharedAttributes } from '../../src/elements/server/attribute-types.ts';
import type * as ServerRenderer from '../../src/elements/server/index.ts';

// The server renderer (`site-shell/server`, dist-elements/server/index.js of
// the bench's snapshot) in this process, as a Node template calls it: the
// first render (the module and the English catalogue loading), then warm
// renders of the header (holding its drawers, as the demo page renders it)
// and the footer, logged out and signed in, one at a time; and the HTML each
// adds to a page.

const warmUpRenders = 100;

const origin = 'https://www.example.com';
const loggedOut: SharedAttributes = {
  site: 'us-en',
  locale: 'en-US',
  'user-role': 'logged-out',
  'current-path': '/',
  'api-base': origin,
  'graphql-url': `${origin}/graphql`,
  'graphql-ws-url': 'wss://www.example.com/graphql',
};
const designer: SharedAttributes = {
  ...loggedOut,
  'user-role': 'designer',
  'user-id': '2',
  'display-name': 'Dana Designer',
  'current-path': '/contests/browse',
  'unread-counts': JSON.stringify({ messages: 3, notifications: 5 }),
};

export const renderer: Measurement = {
  id: 'renderer',
  title: 'Server renderer: a header and a footer, in-process (dist-elements/server)',
  async run(context) {
    const entry = join(context.buildRoot, 'dist-elements', 'server', 'index.js');
    const importStart = performance.now();
    const module = (await import(pathToFileURL(entry).href)) as typeof ServerRenderer;
    const imported = performance.now() - importStart;
    const cases = [
      {
        key: 'header.logged-out',
        label: 'header (with its drawers), logged out',
        render: () => module.renderElement('site-header', { ...loggedOut, drawers: true }),
      },
      {
        key: 'footer.logged-out',
        label: 'footer, logged out',
        render: () => module.renderElement('site-footer', loggedOut),
      },
      {
        key: 'chrome.logged-out',
        label: 'header and footer (renderChrome), logged out',
        render: async () => {
          const chrome = await module.renderChrome({ shared: loggedOut });
          return chrome.header + chrome.footer;
        },
      },
      {
        key: 'header.designer',
        label: 'header (with its drawers), designer',
        render: () => module.renderElement('site-header', { ...designer, drawers: true }),
      },
      {
        key: 'footer.designer',
        label: 'footer, designer',
        render: () => module.renderElement('site-footer', designer),
      },
    ];

    const firstStart = performance.now();
    await cases[0]?.render();
    const first = performance.now() - firstStart;

    const timedRenders = context.runs * 10;
    const figures: Figure[] = [
      valueFigure('renderer.import', 'import of dist-elements/server/index.js', 'ms', imported),
      valueFigure('renderer.first', 'first render (a header: the catalogue loads)', 'ms', first),
    ];
    for (const { key, label, render } of cases) {
      for (let run = 0; run < warmUpRenders; run += 1) await render();
      const times: number[] = [];
      let html = '';
      for (let run = 0; run < timedRenders; run += 1) {
        const start = performance.now();
        html = await render();
        times.push(performance.now() - start);
      }
      figures.push(
        statFigure(`renderer.${key}`, `warm: ${label}`, 'ms', summarize(times)),
        sizeFigure(`renderer.${key}.html`, `HTML: ${label}`, sizesOf(Buffer.from(html))),
      );
    }
    return {
      figures,
      notes: [
        `Node ${process.version} in the bench's own process, no CPU throttling; each case rendered ${warmUpRenders} times first, then ${timedRenders} timed renders one after another (await renderElement / renderChrome).`,
        'Attributes as the demo page sets them (us-en, en-US, the endpoints; the designer with user id, name and unread counts); the header with `drawers`.',
      ],
    };
  },
};
