import { afterEach, expect, test } from 'vitest';

// afterFirstPaint() (src/lib/after-first-paint.ts) in a fresh document of a
// real browser: it resolves after the first contentful paint that the browser
// reports, not on the load event alone; in a document that never paints it
// still resolves, 3 s after load.

interface Outcome {
  resolvedAt: number;
  firstPaint: number | null;
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

/** A new document that imports afterFirstPaint and reports when it resolved. */
function runInFrame(style: string): Promise<Outcome> {
  const module = new URL('../../../src/lib/after-first-paint.ts', import.meta.url).href;
  const frame = document.createElement('iframe');
  frame.setAttribute('style', style);
  frame.srcdoc = `<!doctype html><p>Some text to paint.</p><script type="module">
    const { afterFirstPaint } = await import(${JSON.stringify(module)});
    await afterFirstPaint();
    parent.postMessage({
      resolvedAt: performance.now(),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }, '*');
  </script>`;
  frames.push(frame);
  return new Promise((resolve) => {
    addEventListener('message', function listen(event: MessageEvent<Outcome>) {
      if (event.source !== frame.contentWindow) return;
      removeEventListener('message', listen);
      resolve(event.data);
    });
    document.body.append(frame);
  });
}

test('resolves after the first contentful paint the browser reports', async () => {
  const outcome = await runInFrame('width: 300px; height: 100px');
  expect(outcome.firstPaint).not.toBeNull();
  expect(outcome.resolvedAt).toBeGreaterThan(outcome.firstPaint ?? Infinity);
});

test('resolves 3 s after load in a document that never paints', async () => {
  const outcome = await runInFrame('display: none');
  expect(outcome.firstPaint).toBeNull();
  expect(outcome.resolvedAt).toBeGreaterThanOrEqual(3000);
}, 10_000);
