// Screenshots of the demo pages, the microsite and the elements' examples
// (the workbench) in one engine, for comparing the engines by eye (issue 14). Not a test: it only takes the
// pictures; `--compare` then puts each picture of the engines side by side.
//
//   npm run build
//   npm run screenshots -- --engine firefox --out reports/screenshots/engines
//   npm run screenshots -- --compare --out reports/screenshots/engines
//
// Options: --engine chromium|firefox|webkit (default chromium), --out <dir>
// (default reports/screenshots/engines), --base <origin> (a running reference
// server; default: one started here with a throwaway database), --only <text>
// (only the shots whose name contains it; several, comma-separated), --compare
// [--crop left,top,width,height].
//
// Widths: desktop 1280 px; phone 375 px. WebKitGTK's window cannot be
// narrower than 447 px, so its phone shots render the page inside a 375 px
// iframe of a page of the same origin (media queries answer to the iframe),
// and its `phone447` shots show the narrowest window it allows. In a WebKitGTK
// window narrower than 1280 px, focus moved by WebDriver's Tab does not match
// :focus-visible, even on a page with no script or style of ours: its phone
// `-focus` shots show no focus ring for that reason.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { spawnReferenceServer } from '../server/child-process.ts';
import { roles } from '../src/navigation/types.ts';
import type { EnginePage } from '../tests/support/engines/driver/engine-page.ts';
import { launchEngine } from '../tests/support/engines/driver/launch.ts';
import { engines, isEngine, type Engine } from '../tests/support/engines/engine.ts';

// ---------------------------------------------------------- page scripts
// They run in the page (the driver serialises each): no imports, nothing from
// their closure; in WebKit at phone width, in the phone frame's window.

/** A page function of one JSON argument. */
type PageScript<A, R> = (arg: A) => R | Promise<R>;

/** Finds `selector` in the document or, step by step, in shadow roots: `host >> inner`. */
function centerOf(selector: string): { x: number; y: number } | null {
  let scope: Document | ShadowRoot | null = document;
  let found: Element | null = null;
  for (const part of selector.split('>>')) {
    found = scope?.querySelector(part.trim()) ?? null;
    scope = found?.shadowRoot ?? found?.ownerDocument ?? null;
    if (!found) return null;
  }
  const box = found?.getBoundingClientRect();
  return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
}

/** Waits until every element on a demo page has rendered, and the live dropdowns have arrived. */
async function elementsReady(signedIn: boolean): Promise<string> {
  const elements = [
    ...document.querySelectorAll('site-header, site-footer, site-drawer, site-unread-badge'),
  ];
  // `ready` exists once an element is defined.
  await Promise.all(elements.map((element) => customElements.whenDefined(element.localName)));
  await Promise.all(
    elements.map((element) => (element as HTMLElement & { ready?: Promise<void> }).ready),
  );
  const deadline = Date.now() + 10_000;
  const live = () =>
    document
      .querySelector('site-header')
      ?.shadowRoot?.querySelector('[aria-controls="site-notifications-panel"]');
  while (signedIn && !live()) {
    if (Date.now() > deadline) return 'no live dropdowns';
    await new Promise((done) => setTimeout(done, 50));
  }
  await document.fonts.ready;
  return 'ready';
}

/** Scrolls the element to the middle of the viewport; false when there is none. */
function scrollToMiddle(selector: string): boolean {
  const element = document.querySelector(selector);
  element?.scrollIntoView({ block: 'center', behavior: 'instant' });
  return element !== null;
}

/**
 * The microsite's fonts in, and its navigation running (it starts after the
 * first paint): Astro's router first scrolls to the position saved in the
 * history entry, and a navigation to the address already shown keeps the
 * entry, with the position the shot before left: it would undo this shot's
 * own scrolling (Chromium showed the previous shot's sections in place of
 * the footer).
 */
async function micrositeReady(): Promise<string> {
  await document.fonts.ready;
  const running = () =>
    document.readyState === 'complete' &&
    document.querySelector('script[data-astro-exec][src*="/ClientRouter."]') !== null &&
    (window as unknown as Record<symbol, unknown>)[
      Symbol.for('best-design-awards.navigation.v1')
    ] === true;
  for (let waited = 0; !running(); waited += 50) {
    if (waited > 10_000) return 'the navigation did not start within 10 s';
    await new Promise((done) => setTimeout(done, 50));
  }
  return 'complete';
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

// --------------------------------------------------------------- the shots

interface Shot {
  name: string;
  url: string;
  width: 'phone' | 'desktop';
  /** Waits for the page to be ready; returns an error text, or nothing. */
  ready: PageScript<boolean, string>;
  signedIn: boolean;
  /** Clicks, in order, at the centre of each (shadow-piercing `>>` selectors), or at `@x,y`. */
  clicks: string[];
  /** Presses Tab this many times after the clicks (focus rings). */
  tabs?: number;
  /** Scrolls this element (a selector) to the middle of the viewport first: what lies below the first screen. */
  scrollTo?: string;
}

const demoMarkets = [
  { site: 'us-en', locale: 'en-US', lang: 'en' },
  { site: 'de-de', locale: 'de-DE', lang: 'de' },
  { site: 'jp-ja', locale: 'ja-JP', lang: 'ja' },
  // A regional variant (pt-BR over pt) and Latin-American formats.
  { site: 'br-pt', locale: 'pt-BR', lang: 'pt-BR' },
];
const header = 'site-header >> ';

function demoShots(): Shot[] {
  const shots: Shot[] = [];
  for (const { site, locale, lang } of demoMarkets) {
    for (const role of roles) {
      const url = `/demo?${new URLSearchParams({ site, locale, role })}`;
      const signedIn = role !== 'logged-out';
      const base = { url, ready: elementsReady, signedIn };
      const name = `demo-${lang}-${role}`;
      shots.push({ ...base, name: `${name}-phone`, width: 'phone', clicks: [] });
      shots.push({
        ...base,
        name: `${name}-phone-drawer`,
        width: 'phone',
        clicks: [`${header}.site-header__menu-button`],
      });
      // A click on the backdrop (beside the 260 px drawer) closes it.
      if (lang === 'en')
        shots.push({
          ...base,
          name: `${name}-phone-drawer-backdrop`,
          width: 'phone',
          clicks: [`${header}.site-header__menu-button`, '@330,400'],
        });
      shots.push({ ...base, name: `${name}-phone-focus`, width: 'phone', clicks: [], tabs: 2 });
      if (signedIn)
        shots.push({
          ...base,
          name: `${name}-phone-user-drawer`,
          width: 'phone',
          clicks: [`${header}.site-account-menu__button`],
        });
      shots.push({ ...base, name: `${name}-desktop`, width: 'desktop', clicks: [] });
      shots.push({ ...base, name: `${name}-desktop-focus`, width: 'desktop', clicks: [], tabs: 3 });
      if (!signedIn) continue;
      for (const [menu, button] of [
        ['account', '.site-account-menu__button'],
        ['messages', '.site-messages-menu .site-icon-button'],
        ['notifications', '.site-notifications-menu .site-icon-button'],
      ] as const)
        shots.push({
          ...base,
          name: `${name}-desktop-${menu}`,
          width: 'desktop',
          clicks: [`${header}${button}`],
        });
    }
  }
  return shots;
}

/** What each microsite page shows further down, by shot name and the element scrolled to. */
const furtherDown: Record<'index' | 'category' | 'year' | 'about' | '404', [string, string][]> = {
  // Winner cards, the categories' tiles, the footer and its icons.
  index: [
    ['cards', '#winners li:nth-child(4)'],
    ['tiles', '#categories'],
    ['footer', '.site-footer__social-link'],
  ],
  // A later year's section and its cards, and the footer.
  category: [
    ['sections', '#year-2022'],
    ['footer', '.site-footer__social-link'],
  ],
  // A later category's section and its cards, and the footer.
  year: [
    ['sections', '#apparel'],
    ['footer', '.site-footer__social-link'],
  ],
  // A content page's footer: near enough to be drawn at load, but only from
  // the second frame (rendered-on-approach.css).
  about: [['footer', '.site-footer__social-link']],
  '404': [],
};

function micrositeShots(): Shot[] {
  const shots: Shot[] = [];
  for (const [lang, prefix] of [
    ['en', '/best-design-awards'],
    ['de', '/best-design-awards/de'],
  ] as const) {
    const pages = [
      ['index', `${prefix}/`],
      ['category', `${prefix}/categories/logo-identity/`],
      ['year', `${prefix}/2024/`],
      ['about', `${prefix}/about/`],
      ['404', `${prefix}/no-such-page/`],
    ] as const;
    for (const [page, url] of pages) {
      const base = { url, ready: micrositeReady, signedIn: false, clicks: [] as string[] };
      shots.push({ ...base, name: `microsite-${lang}-${page}-phone`, width: 'phone' });
      shots.push({ ...base, name: `microsite-${lang}-${page}-desktop`, width: 'desktop' });
      if (page === 'index') {
        shots.push({
          ...base,
          name: `microsite-${lang}-${page}-desktop-focus`,
          width: 'desktop',
          tabs: 3,
        });
        // The hero's cards: two on a phone, three from 600 px.
        for (const width of ['phone', 'desktop'] as const)
          shots.push({
            ...base,
            name: `microsite-${lang}-${page}-${width}-hero-art`,
            width,
            scrollTo: '.hero__art',
          });
      }
      // Further down, drawn as the reader comes near (rendered-on-approach.css).
      for (const width of ['phone', 'desktop'] as const)
        for (const [part, selector] of furtherDown[page])
          shots.push({
            ...base,
            name: `microsite-${lang}-${page}-${width}-${part}`,
            width,
            scrollTo: selector,
          });
    }
    shots.push({
      name: `microsite-${lang}-index-phone-drawer`,
      url: `${prefix}/`,
      ready: micrositeReady,
      signedIn: false,
      width: 'phone',
      clicks: ['.site-header__menu-button'],
    });
  }
  return shots;
}

/** Each element in each example of its spec, as the workbench shows it (dist-elements/workbench/examples.json). */
async function workbenchShots(): Promise<Shot[]> {
  const file = resolve(import.meta.dirname, '../dist-elements/workbench/examples.json');
  const elements = JSON.parse(await readFile(file, 'utf8')) as {
    tag: string;
    examples: { name: string }[];
  }[];
  return elements.flatMap(({ tag, examples }) =>
    examples.map((example) => ({
      name: `workbench-${tag}-${example.name}`,
      url: `/dist-elements/workbench/${tag}.html#example-${example.name}`,
      ready: elementsReady,
      signedIn: false,
      width: 'desktop' as const,
      clicks: [],
    })),
  );
}

interface Size {
  width: number;
  height: number;
}

const sizes: Record<Shot['width'], Size> = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
};

// ------------------------------------------------------ the phone frame

/** Runs in the page: replaces it with an iframe of `src` at the top left, `width` × `height`; resolves once it has loaded. */
function openPhoneFrame(src: string, width: number, height: number): Promise<void> {
  return new Promise((done) => {
    document.body.replaceChildren();
    document.body.style.cssText = 'margin:0;background:#777';
    const iframe = document.createElement('iframe');
    iframe.id = 'phone-frame';
    iframe.style.cssText = `position:fixed;top:0;left:0;border:0;width:${width}px;height:${height}px;background:#fff`;
    iframe.addEventListener('load', () => done(), { once: true });
    iframe.src = src;
    document.body.append(iframe);
  });
}

/**
 * Runs in the page: compiles a page script's source in the phone frame's
 * window (its realm: `document`, `innerWidth`, `customElements` are the
 * frame's) and calls it with `arg`. Eval, because a function cannot be handed
 * to the page otherwise; the shots' pages send no Content-Security-Policy.
 */
async function inPhoneFrame(source: string, arg: unknown): Promise<unknown> {
  const frame = document.getElementById('phone-frame') as HTMLIFrameElement | null;
  const view = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
  if (!view) throw new Error('no phone frame');
  const script = view.eval(`(${source})`) as (arg: unknown) => unknown;
  return await script(arg);
}

/**
 * The shots' page at a size. WebKitGTK's window cannot be as narrow as a
 * phone: there the shot's page loads in an iframe of the phone's size at the
 * top left of the reference server's index page (same origin, plain HTML),
 * and the page scripts run in the iframe. Pointer and keys go to the page as
 * usual: the iframe's viewport starts where the page's does.
 */
function shotPage(page: EnginePage) {
  let frame: Size | null = null;
  return {
    /** The viewport the shot's page gets: the iframe's where the window is wider. */
    async setViewport(size: Size): Promise<Size> {
      const got = await page.setViewport(size.width, size.height);
      frame = got.width > size.width ? size : null;
      return frame ?? got;
    },
    async goto(url: string): Promise<void> {
      if (!frame) return page.goto(url);
      await page.goto('/');
      await page.evaluate(openPhoneFrame, url, frame.width, frame.height);
    },
    run<A, R>(script: PageScript<A, R>, arg: A): Promise<R> {
      return frame
        ? (page.evaluate(inPhoneFrame, script.toString(), arg) as Promise<R>)
        : page.evaluate(script, arg);
    },
  };
}

// --------------------------------------------------------------- taking them

async function takeShots(engine: Engine, origin: string, out: string, only: string | undefined) {
  const shots = [...demoShots(), ...micrositeShots(), ...(await workbenchShots())].filter(
    (shot) => !only || only.split(',').some((part) => shot.name.includes(part)),
  );
  const browser = await launchEngine(engine, origin);
  const problems: string[] = [];
  try {
    const page = await browser.newPage();
    const shown = shotPage(page);
    const widths: Shot['width'][] = ['phone', 'desktop'];
    for (const width of widths) {
      const size = await shown.setViewport(sizes[width]);
      if (size.width !== sizes[width].width)
        problems.push(`${width}: the viewport is ${size.width} px wide`);
      for (const shot of shots.filter((s) => s.width === width)) {
        // The pointer rests in the bottom left corner, hovering nothing of the header.
        await page.hoverAt(2, size.height - 2);
        await shown.goto(shot.url);
        const ready = await shown.run(shot.ready, shot.signedIn);
        if (ready !== 'ready' && ready !== 'complete') problems.push(`${shot.name}: ${ready}`);
        if (shot.scrollTo && !(await shown.run(scrollToMiddle, shot.scrollTo)))
          problems.push(`${shot.name}: nothing to scroll to at ${shot.scrollTo}`);
        await pause(300);
        for (const selector of shot.clicks) {
          const [x = 0, y = 0] = selector.slice(1).split(',').map(Number);
          const center = selector.startsWith('@') ? { x, y } : await shown.run(centerOf, selector);
          if (!center) {
            problems.push(`${shot.name}: nothing to click at ${selector}`);
            continue;
          }
          await page.clickAt(center.x, center.y);
          // Dropdowns fetch their content; animations take 200 ms.
          await pause(1200);
        }
        for (let tab = 0; tab < (shot.tabs ?? 0); tab += 1) await page.press('Tab');
        if (shot.tabs) await pause(300);
        await page.screenshot(join(out, `${shot.name}.${engine}.png`));
        if (shot.clicks.length) await page.press('Escape');
        process.stderr.write(`${engine} ${shot.name}\n`);
      }
    }
    if (engine === 'webkit') {
      // The narrowest window WebKitGTK allows, without the iframe.
      await shown.setViewport({ width: 447, height: 812 });
      for (const shot of shots.filter((s) => s.width === 'phone' && !s.clicks.length)) {
        await shown.goto(shot.url);
        await shown.run(shot.ready, shot.signedIn);
        if (shot.scrollTo) await shown.run(scrollToMiddle, shot.scrollTo);
        await pause(300);
        await page.screenshot(join(out, `${shot.name.replace('-phone', '-phone447')}.webkit.png`));
      }
    }
  } finally {
    await browser.close();
  }
  return problems;
}

// ------------------------------------------------------------- comparison

/** One page per shot with the engines' pictures side by side, screenshotted in Chromium. */
async function compare(
  out: string,
  crop: string | undefined,
  only: string | undefined,
): Promise<void> {
  const [left = 0, top = 0, width = 0, height = 0] = (crop ?? '').split(',').map(Number);
  const files = await readdir(out);
  const names = new Set(
    files.flatMap((file) => {
      const name = /^(.+)\.(chromium|firefox|webkit)\.png$/.exec(file)?.[1];
      return name && (!only || only.split(',').some((part) => name.includes(part))) ? [name] : [];
    }),
  );
  const target = join(out, crop ? `compare-${crop}` : 'compare');
  await mkdir(target, { recursive: true });
  const browser = await launchEngine('chromium', pathToFileURL(resolve(target)).href);
  try {
    const page = await browser.newPage();
    for (const name of [...names].sort()) {
      const cells = engines
        .filter((engine) => files.includes(`${name}.${engine}.png`))
        .map(
          (engine) =>
            `<figure><figcaption>${engine}</figcaption><div style="${crop ? `width:${width}px;height:${height}px;overflow:hidden` : ''}"><img style="margin:${-top}px 0 0 ${-left}px" src="${pathToFileURL(resolve(out, `${name}.${engine}.png`)).href}"></div></figure>`,
        )
        .join('');
      const html = `<!doctype html><style>body{margin:0;display:flex;gap:8px;background:#333;font:14px sans-serif;color:#fff;width:max-content}figure{margin:0}img{display:block}</style>${cells}`;
      const file = join(target, `${name}.html`);
      await writeFile(file, html);
      await page.setViewport(400, 300);
      await page.goto(pathToFileURL(resolve(file)).href);
      // The whole page: a viewport of its size.
      const whole = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }));
      await page.setViewport(whole.width, whole.height);
      await page.screenshot(join(target, `${name}.png`));
    }
  } finally {
    await browser.close();
  }
  process.stderr.write(`${names.size} comparisons in ${target}\n`);
}

// -------------------------------------------------------------------- main

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'chromium' },
    out: { type: 'string', default: 'reports/screenshots/engines' },
    base: { type: 'string' },
    only: { type: 'string' },
    compare: { type: 'boolean', default: false },
    crop: { type: 'string' },
  },
});
const out = values.out;
await mkdir(out, { recursive: true });
if (values.compare) {
  await compare(out, values.crop, values.only);
} else {
  if (!isEngine(values.engine))
    throw new Error(`--engine ${values.engine}: expected one of ${engines.join(', ')}`);
  const server = values.base
    ? null
    : await spawnReferenceServer(['--throwaway', '--port', '0', '--host', '127.0.0.1'], {
        nodeEnv: 'development',
      });
  const origin = values.base ?? server?.url ?? '';
  try {
    const problems = await takeShots(values.engine, origin, out, values.only);
    for (const problem of problems) process.stderr.write(`problem: ${problem}\n`);
    process.stderr.write(`screenshots in ${out}\n`);
    if (problems.length) process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}
