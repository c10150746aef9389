// Which of the progressive features the product uses work in an engine,
// tested in the engine (issue 14; docs/elements/README.md "Browser support").
// Each probe uses the feature the way src/ does and checks the effect, not
// only that a name exists.
//
//   node scripts/engine-features.ts --engine webkit [--base http://localhost:4321]
//
// Prints one line per feature (`yes`, `no`, or what was found) and, with
// --json <file>, writes them as JSON. Needs a reference server for a page of
// the same origin (started here with a throwaway database unless --base).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { spawnReferenceServer } from '../server/child-process.ts';
import { engines, isEngine } from '../tests/support/engines/engine.ts';
import { launchDriver, type PageScript } from './support/engine-driver.ts';

type Results = Record<string, string>;

/** Sets up the probes' markup; answers the points to click for the probes that need a real pointer. */
interface Point {
  x: number;
  y: number;
}

const setUp: PageScript<null, { opener: Point; popOpener: Point; backdrop: Point }> = (doc) => {
  doc.body.replaceChildren();
  doc.body.insertAdjacentHTML(
    'beforeend',
    `<button id="opener" commandfor="probe-dialog" command="show-modal" style="position:fixed;top:0;left:0;width:60px;height:30px">open</button>
     <button id="pop-opener" popovertarget="probe-popover" style="position:fixed;top:0;left:80px;width:60px;height:30px">pop</button>
     <div id="probe-popover" popover>popover</div>
     <dialog id="probe-dialog" closedby="any" style="width:100px;height:100px;margin:0;inset:auto 0 0 auto">dialog</dialog>
     <dialog id="plain-dialog" style="width:100px;height:100px;margin:0;inset:auto 0 0 auto">plain</dialog>`,
  );
  return { opener: { x: 30, y: 15 }, popOpener: { x: 110, y: 15 }, backdrop: { x: 200, y: 200 } };
};

const afterClicks: PageScript<null, Results> = (doc) => {
  const dialog = doc.getElementById('probe-dialog') as HTMLDialogElement;
  const popover = doc.getElementById('probe-popover') as HTMLElement;
  return {
    'invoker commands: command="show-modal" opens a <dialog>':
      dialog.dataset['openedByCommand'] ?? 'no',
    'popover: popovertarget opens it': popover.matches(':popover-open') ? 'yes' : 'no',
  };
};

const probes: PageScript<null, Results> = async (doc) => {
  const view = doc.defaultView as Window & typeof globalThis;
  const css = (condition: string) => (view.CSS.supports(condition) ? 'yes' : 'no');
  const results: Results = {};
  const yes = (value: unknown) => (value ? 'yes' : 'no');

  // A shadow root with adopted sheets, as element-styles.ts builds it.
  const host = doc.createElement('div');
  doc.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync('p { color: rgb(1, 2, 3) }');
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = '<p>x</p>';
    results['adoptedStyleSheets (constructable stylesheets)'] = yes(
      view.getComputedStyle(root.querySelector('p') as Element).color === 'rgb(1, 2, 3)',
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
    'command' in view.HTMLButtonElement.prototype,
  );
  results['dialog closedBy property'] = yes('closedBy' in view.HTMLDialogElement.prototype);
  results['dialog showModal'] = yes(
    typeof view.HTMLDialogElement.prototype.showModal === 'function',
  );
  results['popover (HTMLElement.popover)'] = yes('popover' in view.HTMLElement.prototype);

  // Declarative shadow DOM, parsed as a page would parse it.
  const dsd = doc.createElement('div');
  dsd.setHTMLUnsafe?.('<div><template shadowrootmode="open"><b>x</b></template></div>');
  results['declarative shadow DOM (shadowrootmode)'] = yes(
    (dsd.firstElementChild as HTMLElement | null)?.shadowRoot,
  );

  results[':has()'] = css('selector(:has(a))');
  results[':focus-visible'] = css('selector(:focus-visible)');
  results[':popover-open'] = css('selector(:popover-open)');
  results['CSS anchor positioning (anchor-name)'] = css('anchor-name: --a');
  results['container queries (container-type)'] = css('container-type: inline-size');
  results['@layer'] = yes('CSSLayerBlockRule' in view);
  results['CSS nesting'] = yes('CSSNestedDeclarations' in view || css('selector(&)') === 'yes');
  results['dvh units'] = css('height: 100dvh');
  results['text-wrap: balance'] = css('text-wrap: balance');
  results['overscroll-behavior'] = css('overscroll-behavior: contain');
  results['clip-path: inset()'] = css('clip-path: inset(50%)');
  results['@starting-style'] = yes('CSSStartingStyleRule' in view);
  results['scrollbar-gutter'] = css('scrollbar-gutter: stable');
  results['View Transitions (document.startViewTransition)'] = yes(
    typeof (doc as Document & { startViewTransition?: unknown }).startViewTransition === 'function',
  );
  results['requestIdleCallback'] = yes(typeof view.requestIdleCallback === 'function');
  results['Element.checkVisibility'] = yes(
    typeof view.Element.prototype.checkVisibility === 'function',
  );
  results['PerformanceObserver layout-shift'] = yes(
    view.PerformanceObserver?.supportedEntryTypes?.includes('layout-shift'),
  );
  results['Notification'] = yes('Notification' in view);
  results['PushManager'] = yes('PushManager' in view);
  results['serviceWorker'] = yes('serviceWorker' in view.navigator);
  results['WebSocket'] = yes('WebSocket' in view);
  results['Intl.RelativeTimeFormat'] = yes('RelativeTimeFormat' in view.Intl);
  results['Intl.PluralRules'] = yes('PluralRules' in view.Intl);
  results['Array.prototype.at'] = yes(typeof [].at === 'function');
  results['Object.hasOwn'] = yes(typeof Object.hasOwn === 'function');
  results['structuredClone'] = yes(typeof view.structuredClone === 'function');
  results['Promise.withResolvers'] = yes(
    typeof (Promise as { withResolvers?: unknown }).withResolvers === 'function',
  );
  results['Set.prototype.union'] = yes(
    typeof (new Set() as Set<unknown> & { union?: unknown }).union === 'function',
  );
  results['Iterator helpers'] = yes(
    typeof (view as { Iterator?: unknown }).Iterator === 'function',
  );
  results['user agent'] = view.navigator.userAgent;
  host.remove();
  return results;
};

/** Marks the dialog when a command opened it and when a backdrop click closed it. */
const watch: PageScript<null, null> = (doc) => {
  const dialog = doc.getElementById('probe-dialog') as HTMLDialogElement;
  dialog.addEventListener('command', () => (dialog.dataset['openedByCommand'] = 'yes'));
  const opener = doc.getElementById('opener') as HTMLElement;
  opener.addEventListener('click', () =>
    setTimeout(() => {
      if (dialog.open) dialog.dataset['openedByCommand'] = 'yes';
    }),
  );
  dialog.addEventListener('close', () => (dialog.dataset['backdrop'] = 'yes'));
  return null;
};

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
const driver = await launchDriver(values.engine);
try {
  await driver.setViewport({ width: 1024, height: 768 });
  await driver.goto(new URL('/', values.base ?? server?.url).href);
  const points = await driver.run(setUp, null);
  await driver.run(watch, null);
  await driver.click(points.opener.x, points.opener.y);
  await new Promise((done) => setTimeout(done, 200));
  // Only a dialog the command opened can tell whether a backdrop click closes it.
  const opened = await driver.run(
    (doc) => (doc.getElementById('probe-dialog') as HTMLDialogElement).open,
    null,
  );
  if (!opened)
    await driver.run(
      (doc) => (doc.getElementById('probe-dialog') as HTMLDialogElement).showModal(),
      null,
    );
  await driver.click(points.backdrop.x, points.backdrop.y);
  await new Promise((done) => setTimeout(done, 200));
  const backdrop = await driver.run((doc) => {
    const dialog = doc.getElementById('probe-dialog') as HTMLDialogElement;
    const closed = dialog.dataset['backdrop'] ?? 'no';
    dialog.close();
    return closed;
  }, null);
  await driver.click(points.popOpener.x, points.popOpener.y);
  await new Promise((done) => setTimeout(done, 200));
  const results = {
    'dialog closedby="any": a click on the backdrop closes it': backdrop,
    ...(await driver.run(afterClicks, null)),
    ...(await driver.run(probes, null)),
  };
  for (const [feature, result] of Object.entries(results))
    process.stdout.write(`${values.engine}\t${feature}\t${result}\n`);
  if (values.json) await writeFile(values.json, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await driver.close();
  await server?.stop();
}
