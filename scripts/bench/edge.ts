import { loopConcurrency, originRenders, views, type RenderRun } from './edge/origin-renders.ts';
import { serverQueries, serverRates } from './edge/server-rates.ts';
import { varnishMissing } from './edge/edge-stack.ts';
import { varnishPages, varnishRates } from './edge/varnish-rates.ts';
import { notMeasuredFigure, valueFigure, type Figure, type Unit } from './figures.ts';
import { concurrency, measuredMs, warmUpRequests } from './fragments.ts';
import type { Measurement } from './measurement.ts';

// Issue 33's bench rows: `site-shell-fragments` on its own, and the chrome
// behind Varnish with the recipe of docs/elements/edge/varnish.vcl, started
// by the edge tests' own support (tests/edge/support/): pages per second,
// and what the origin renders and sends for 1,000 signed-in page views, with
// every include carrying the user (/private-includes) and with the user slots
// (/: the header's shared root and the footer from Varnish's cache).

const runs = [
  { id: 'private-includes', path: '/private-includes', what: '/private-includes' },
  { id: 'user-slots', path: '/', what: '/ (user slots)' },
] as const;

interface RunRow {
  key: string;
  label: string;
  unit: Unit;
  pick(run: RenderRun): number;
}

/** One run's figures: their keys, labels and where each number comes from. */
function runRows(id: string, what: string): RunRow[] {
  return [
    {
      key: `edge.renders.${id}`,
      label: `origin renders per 1,000 signed-in views, ${what}`,
      unit: 'count',
      pick: (run) => (run.renders * 1000) / run.views,
    },
    {
      key: `edge.renders.${id}.fallback-pages`,
      label: `pages with a fallback element per 1,000, ${what}`,
      unit: 'count',
      pick: (run) => (run.fallbackPages * 1000) / run.views,
    },
    {
      key: `edge.bytes.${id}.fragments`,
      label: `fragment bytes sent per signed-in view, ${what}`,
      unit: 'bytes',
      pick: (run) => run.bytes / run.views,
    },
    {
      key: `edge.bytes.${id}.page`,
      label: `page HTML per signed-in view, ${what}`,
      unit: 'bytes',
      pick: (run) => run.pageBytes,
    },
    {
      key: `edge.bytes.${id}.chrome`,
      label: `chrome (header + footer elements) in it, ${what}`,
      unit: 'bytes',
      pick: (run) => run.chromeBytes,
    },
    {
      key: `edge.bytes.${id}.page-gzip`,
      label: `one page as Varnish sends it (gzip), ${what}`,
      unit: 'bytes',
      pick: (run) => run.pageGzipBytes,
    },
  ];
}

function notMeasured(reason: string): Figure[] {
  return [
    ...varnishPages.map(({ key, label }) =>
      notMeasuredFigure(`edge.varnish.${key}`, label, reason),
    ),
    ...runs.flatMap(({ id, what }) =>
      runRows(id, what).map(({ key, label }) => notMeasuredFigure(key, label, reason)),
    ),
  ];
}

export const edge: Measurement = {
  id: 'edge',
  title: 'The chrome at the edge: site-shell-fragments alone and behind Varnish (issue 33)',
  async run(context) {
    context.log('edge: one site-shell-fragments process, with and without its cache…');
    const figures = await serverRates();
    const details: Record<string, unknown> = {};
    const missing = varnishMissing();
    if (missing) {
      figures.push(...notMeasured(missing));
    } else {
      context.log('edge: pages per second through Varnish…');
      figures.push(...(await varnishRates()));
      for (const { id, path, what } of runs) {
        context.log(`edge: ${views} signed-in views of ${what} through a fresh Varnish…`);
        const run = await originRenders(path);
        details[id] = run;
        for (const { key, label, unit, pick } of runRows(id, what))
          figures.push(valueFigure(key, label, unit, pick(run)));
      }
    }
    const rate = `${concurrency} requests at a time (keep-alive) for ${measuredMs / 1000} s after ${warmUpRequests} warm-up requests, counting answers that are 200 and hold the element`;
    return {
      figures,
      notes: [
        `One process: tests/support/fragment-server.ts starts dist-elements/server/fragments-cli.js --quiet (then --quiet --cache-mib 0), GET /fragments/site-header?${serverQueries['site-header']} and /fragments/site-footer?${serverQueries['site-footer']} on loopback, ${rate}.`,
        `Varnish: docs/elements/edge/varnish.vcl in varnishd with the recipe's options, in front of the fragment server and the template origin as tests/edge/ starts them (ESI; the template origin runs in the bench's process); a page per second is ${rate} (<site-header in the page; Alice for the signed-in pages).`,
        `Renders: for each page a fresh Varnish and fragment server, then ${views} views of it, Alice and Bob (designers, de-de) alternating, ${loopConcurrency} at a time (Accept-Encoding: gzip); renders are the fragment server's log lines with cache "miss" or "private" during the loop, scaled per 1,000 views answered 200; a fallback page had the header or the footer not rendered by the endpoint (over its time budget or Varnish's timeout).`,
        "Bytes: fragment bytes are the bodies the fragment server logged during the loop (gzip, as Varnish asks for it) divided by the views; page and chrome bytes are the decoded HTML per view, the chrome being the <site-header> and <site-footer> elements with what is inside them (for /, the user slots the page writes itself); the gzip page is one of Alice's pages on the wire after the loop.",
        "What the edge starts is the repository's dist-elements/ (the edge tests' support), not the bench's copy of it.",
      ],
      details,
    };
  },
};
