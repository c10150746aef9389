// Which of the progressive features the product uses work in an engine,
// tested in the engine (issue 14; docs/elements/README.md "Browser support").
// Each probe uses the feature the way src/ does and checks the effect, not
// only that a name exists.
//
//   npm run engine-features -- --engine webkit [--base http://localhost:4321]
//
// Prints one line per feature (`yes`, `no`, or what was found) and, with
// --json <file>, writes them as JSON. Needs a reference server for a page of
// the same origin (started here with a throwaway database unless --base).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { spawnReferenceServer } from '../server/child-process.ts';
import { launchEngine } from '../tests/support/engines/driver/launch.ts';
import { engines, isEngine } from '../tests/support/engines/engine.ts';

// The functions below run in the page (the driver serialises each): no imports,
// nothing from their closure.

type Results = Record<string, string>;

interface Point {
  x: number;
  y: number;
}

/** Sets up the probes' markup; answers the points to click for the probes that need a real pointer. */
function setUp(): { opener: Point; popOpener: Point; backdrop: Point } {
  document.body.replaceChildren();
  document.body.insertAdjacentHTML(
    'beforeend',
    `<button id="opener" commandfor="probe-dialog" command="show-modal" style="position:fixed;top:0;left:0;width:60px;height:30px">open</button>
     <button id="pop-opener" popovertarget="probe-popover" style="position:fixed;top:0;left:80px;width:60px;height:30px">pop</button>
     <div id="probe-popover" popover>popover</div>
     <dialog id="probe-dialog" closedby="any" style="width:100px;height:100px;margin:0;inset:auto 0 0 auto">dialog</dialog>
     <dialog id="plain-dialog" style="width:100px;height:100px;margin:0;inset:auto 0 0 auto">plain</dialog>`,
  );
  return { opener: { x: 30, y: 15 }, popOpener: { x: 110, y: 15 }, backdrop: { x: 200, y: 200 } };
}

function afterClicks(): Results {
  const dialog = document.getElementById('probe-dialog') as HTMLDialogElement;
  const popover = document.getElementById('probe-popover') as HTMLElement;
  return {
    'invoker commands: command="show-modal" opens a <dialog>':
      dialog.dataset['openedByCommand'] ?? 'no',
    'popover: popovertarget opens it': popover.matches(':popover-open') ? 'yes' : 'no',
  };
}

function probes(): Results {
  const css = (condition: string) => (window.CSS.supports(condition) ? 'yes' : 'no');
  const results: Results = {};
  const yes = (value: unknown) => (value ? 'yes' : 'no');

  // A shadow root with adopted sheets, as element-styles.ts builds it.
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  try {
    const sheet = new window.CSSStyleSheet();
    sheet.replaceSync('p { color: rgb(1, 2, 3) }');
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = '<p>x</p>';
    results['adoptedStyleSheets (constructable stylesheets)'] = yes(
      window.getComputedStyle(root.querySelector('p') as Element).color === 'rgb(1, 2, 3)',
    );
  } catch (error) {
    results['adoptedStyleSheets (constructable stylesheets)'] = `no (${String(error)})`;
  }

  // Invoker commands inside a shadow root (the header's menu button and the drawer share one).
  root.innerHTML =
    '<button commandfor="d" command="show-modal">o</button><dialog id="d">d</dialog>';
  root.querySelector('button')?.click();
  const shadowDialog = root.querySelector('dialog') as HTMLDialogElement;
  results['invoker commands in a shadow root (click())'] = yes(shadowDialog.open);
  shadowDialog.close();
  results['invoker commands: HTMLButtonElement.command'] = yes(
    'command' in window.HTMLButtonElement.prototype,
  );
  results['dialog closedBy property'] = yes('closedBy' in window.HTMLDialogElement.prototype);
  results['dialog showModal'] = yes(
    typeof window.HTMLDialogElement.prototype.showModal === 'function',
  );
  results['popover (HTMLElement.popover)'] = yes('popover' in window.HTMLElement.prototype);

  // Declarative shadow DOM, parsed as a page would parse it.
  const dsd = document.createElement('div');
  dsd.setHTMLUnsafe?.('<div><template shadowrootmode="open"><b>x</b></template></div>');
  results['declarative shadow DOM (shadowrootmode)'] = yes(
    (dsd.firstElementChild as HTMLElement | null)?.shadowRoot,
  );

  results[':has()'] = css('selector(:has(a))');
  results[':focus-visible'] = css('selector(:focus-visible)');
  results[':popover-open'] = css('selector(:popover-open)');
  results['CSS anchor positioning (anchor-name)'] = css('anchor-name: --a');
  results['container queries (container-type)'] = css('container-type: inline-size');
  results['@layer'] = yes('CSSLayerBlockRule' in window);
  results['CSS nesting'] = yes('CSSNestedDeclarations' in window || css('selector(&)') === 'yes');
  results['dvh units'] = css('height: 100dvh');
  results['text-wrap: balance'] = css('text-wrap: balance');
  results['overscroll-behavior'] = css('overscroll-behavior: contain');
  results['clip-path: inset()'] = css('clip-path: inset(50%)');
  results['@starting-style'] = yes('CSSStartingStyleRule' in window);
  results['scrollbar-gutter'] = css('scrollbar-gutter: stable');
  results['View Transitions (document.startViewTransition)'] = yes(
    typeof (document as Document & { startViewTransition?: unknown }).startViewTransition ===
      'function',
  );
  results['requestIdleCallback'] = yes(typeof window.requestIdleCallback === 'function');
  results['Element.checkVisibility'] = yes(
    typeof window.Element.prototype.checkVisibility === 'function',
  );
  results['PerformanceObserver layout-shift'] = yes(
    window.PerformanceObserver?.supportedEntryTypes?.includes('layout-shift'),
  );
  results['Notification'] = yes('Notification' in window);
  results['PushManager'] = yes('PushManager' in window);
  results['serviceWorker'] = yes('serviceWorker' in window.navigator);
  results['WebSocket'] = yes('WebSocket' in window);
  results['Intl.RelativeTimeFormat'] = yes('RelativeTimeFormat' in window.Intl);
  results['Intl.PluralRules'] = yes('PluralRules' in window.Intl);
  results['Array.prototype.at'] = yes(typeof [].at === 'function');
  results['Object.hasOwn'] = yes(typeof Object.hasOwn === 'function');
  results['structuredClone'] = yes(typeof window.structuredClone === 'function');
  results['Promise.withResolvers'] = yes(
    typeof (Promise as { withResolvers?: unknown }).withResolvers === 'function',
  );
  results['Set.prototype.union'] = yes(
    typeof (new Set() as Set<unknown> & { union?: unknown }).union === 'function',
  );
  results['Iterator helpers'] = yes(
    typeof (window as { Iterator?: unknown }).Iterator === 'function',
  );
  results['user agent'] = window.navigator.userAgent;
  host.remove();
  return results;
}

/** Marks the dialog when a command opened it and when a backdrop click closed it. */
function watch(): void {
  const dialog = document.getElementById('probe-dialog') as HTMLDialogElement;
  dialog.addEventListener('command', () => (dialog.dataset['openedByCommand'] = 'yes'));
  const opener = document.getElementById('opener') as HTMLElement;
  opener.addEventListener('click', () =>
    setTimeout(() => {
      if (dialog.open) dialog.dataset['openedByCommand'] = 'yes';
    }),
  );
  dialog.addEventListener('close', () => (dialog.dataset['backdrop'] = 'yes'));
}

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'chromium' },
    base: { type: 'string' },
    json: { type: 'string' },
  },
});
if (!isEngine(values.engine))
  throw new Error(`--engine ${values.engine}: expected one of ${engines.join(', ')}`);
const server = values.base
  ? null
  : await spawnReferenceServer(['--throwaway', '--port', '0', '--host', '127.0.0.1']);
const browser = await launchEngine(values.engine, values.base ?? server?.url ?? '');
const pause = () => new Promise((done) => setTimeout(done, 200));
try {
  const page = await browser.newPage();
  await page.setViewport(1024, 768);
  await page.goto('/');
  const points = await page.evaluate(setUp);
  await page.evaluate(watch);
  await page.clickAt(points.opener.x, points.opener.y);
  await pause();
  // Only a dialog the command opened can tell whether a backdrop click closes it.
  const opened = await page.evaluate(
    () => (document.getElementById('probe-dialog') as HTMLDialogElement).open,
  );
  if (!opened)
    await page.evaluate(() =>
      (document.getElementById('probe-dialog') as HTMLDialogElement).showModal(),
    );
  await page.clickAt(points.backdrop.x, points.backdrop.y);
  await pause();
  const backdrop = await page.evaluate(() => {
    const dialog = document.getElementById('probe-dialog') as HTMLDialogElement;
    const closed = dialog.dataset['backdrop'] ?? 'no';
    dialog.close();
    return closed;
  });
  await page.clickAt(points.popOpener.x, points.popOpener.y);
  await pause();
  const results = {
    'dialog closedby="any": a click on the backdrop closes it': backdrop,
    ...(await page.evaluate(afterClicks)),
    ...(await page.evaluate(probes)),
  };
  for (const [feature, result] of Object.entries(results))
    process.stdout.write(`${values.engine}\t${feature}\t${result}\n`);
  if (values.json) await writeFile(values.json, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
  await server?.stop();
}
