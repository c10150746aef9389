import type { CDPSession, Page } from 'playwright';
import { statFigure, valueFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { summarize } from './stats.ts';

// Memory: the JS heap after mounting and unmounting <site-header> 200 times,
// after forced garbage collections. The first few hundred mounts fill caches
// that stop growing (compiled code, feedback), so the bench warms up first,
// then measures three batches of 200: a leak grows in every batch, so the
// budget takes the smallest batch; noise and caches do not. The noise limit is
// the heap of one mounted header: a leak of any real part of each unmounted
// header would pass it within 200 mounts.

const cycles = 200;
const batches = 3;
const warmUpCycles = 400;
const keptForSize = 20;

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench: memory</title>
<link rel="stylesheet" href="/dist-elements/site-elements.css">
<script type="module" src="/dist-elements/site-elements.js"></script>
</head><body><div id="stage"></div></body></html>`;

/** In the page: mounts a header, waits until it has rendered, removes it; `count` times. */
function mountCycles(page: Page, count: number): Promise<void> {
  return page.evaluate(async (times) => {
    const stage = document.getElementById('stage');
    if (!stage) throw new Error('bench: no #stage');
    for (let index = 0; index < times; index += 1) {
      const header = document.createElement('site-header') as HTMLElement & {
        ready: Promise<void>;
      };
      header.setAttribute('site', 'us-en');
      header.setAttribute('locale', 'en-US');
      stage.append(header);
      await header.ready;
      header.remove();
      // The element unmounts React a microtask after it leaves the document.
      await new Promise((done) => setTimeout(done, 0));
    }
  }, count);
}

/** In the page: mounts `count` headers and keeps them (to weigh one); `remove` takes them away again. */
function keepHeaders(page: Page, count: number, remove: boolean): Promise<void> {
  return page.evaluate(
    async ({ times, clear }) => {
      const stage = document.getElementById('stage');
      if (!stage) throw new Error('bench: no #stage');
      if (clear) {
        stage.replaceChildren();
        await new Promise((done) => setTimeout(done, 0));
        return;
      }
      const headers = Array.from({ length: times }, () => {
        const header = document.createElement('site-header') as HTMLElement & {
          ready: Promise<void>;
        };
        header.setAttribute('site', 'us-en');
        header.setAttribute('locale', 'en-US');
        stage.append(header);
        return header;
      });
      await Promise.all(headers.map((header) => header.ready));
    },
    { times: count, clear: remove },
  );
}

async function heapAfterGc(
  session: CDPSession,
): Promise<{ used: number; nodes: number; listeners: number }> {
  for (let pass = 0; pass < 3; pass += 1) await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const counters = await session.send('Memory.getDOMCounters');
  return { used: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
}

export const memory: Measurement = {
  id: 'memory',
  title: 'Memory: mounting and unmounting the header',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.staticServer()]);
    server.page('/bench/memory.html', page);
    const browserContext = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const tab = await browserContext.newPage();
      await tab.goto(`${server.origin}/bench/memory.html`, { waitUntil: 'load' });
      await tab.evaluate(() => customElements.whenDefined('site-header'));
      const session = await browserContext.newCDPSession(tab);
      await session.send('HeapProfiler.enable');
      await mountCycles(tab, warmUpCycles);
      const before = await heapAfterGc(session);
      const heaps = [before];
      for (let batch = 0; batch < batches; batch += 1) {
        await mountCycles(tab, cycles);
        heaps.push(await heapAfterGc(session));
      }
      const after = heaps[1] ?? before;
      const growths = heaps
        .slice(1)
        .map((heap, index) => heap.used - (heaps[index]?.used ?? heap.used));

      await keepHeaders(tab, keptForSize, false);
      const withHeaders = await heapAfterGc(session);
      await keepHeaders(tab, 0, true);
      const oneHeader = (withHeaders.used - (heaps.at(-1)?.used ?? before.used)) / keptForSize;
      return {
        figures: [
          valueFigure(
            'memory.before',
            `JS heap after ${warmUpCycles} warm-up mounts`,
            'bytes',
            before.used,
          ),
          valueFigure(
            'memory.after',
            `JS heap after ${cycles} more mounts and unmounts`,
            'bytes',
            after.used,
          ),
          statFigure(
            'memory.growth',
            `growth per ${cycles} mounts (${batches} batches)`,
            'bytes',
            summarize(growths),
          ),
          valueFigure(
            'memory.noise-limit',
            'noise limit: the heap of one mounted header',
            'bytes',
            oneHeader,
          ),
          valueFigure(
            'memory.dom-nodes',
            `DOM nodes alive, growth over ${cycles * batches} mounts`,
            'count',
            (heaps.at(-1)?.nodes ?? 0) - before.nodes,
          ),
          valueFigure(
            'memory.listeners',
            `JS event listeners, growth over ${cycles * batches} mounts`,
            'count',
            (heaps.at(-1)?.listeners ?? 0) - before.listeners,
          ),
        ],
        notes: [
          'Heap used after three forced garbage collections (CDP); a logged-out us-en header; no CPU throttling.',
        ],
      };
    } finally {
      await browserContext.close();
    }
  },
};
