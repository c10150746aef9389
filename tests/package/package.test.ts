import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/support/static-server.ts';
import { chromiumLaunchOptions } from '../support/engines/chromium.ts';
import { templateTypeErrors } from '../support/template-type-errors.ts';
import { elementsPage, type Integrity } from './support/elements-page.ts';
import { jsxUses } from './support/jsx-uses.ts';
import { packAndInstall, root, type InstalledPackage } from './support/install-packed.ts';

// The package as a template author's project gets it: `npm pack` of the built
// dist-elements/, installed from the tarball into an empty project with its
// declared dependencies only, then type-checked, rendered on the server in
// Node and loaded in Chromium from the installed files.

interface Manifest {
  version: string;
  exports: Record<string, string | { types: string; default?: string }>;
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

let pkg: InstalledPackage;
let manifest: Manifest;
beforeAll(() => {
  pkg = packAndInstall();
  manifest = JSON.parse(readFileSync(join(pkg.installed, 'package.json'), 'utf8')) as Manifest;
}, 120_000);
afterAll(() => pkg?.remove());

/** Every file of a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** The package a bare import specifier names: `react` of `react/jsx-runtime`, `@scope/name` of `@scope/name/x`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the packed package', () => {
  it('holds the built elements, their types, the server renderer and the changelog, nothing else', () => {
    const allowed = [
      /^(package\.json|README\.md|CHANGELOG\.md)$/,
      /^dist-elements\/(site-elements\.(js|d\.ts|css|css\.d\.ts)|site-elements-shadow\.css)$/,
      /^dist-elements\/(custom-elements|integrity)\.json$/,
      /^dist-elements\/(web-types|vscode\.html-custom-data)\.json$/,
      /^dist-elements\/frameworks\/(preact|vue|svelte)\.d\.ts$/,
      /^dist-elements\/notifications-sw\.js$/,
      /^dist-elements\/chunks\/[\w-]+\.js$/,
      /^dist-elements\/types\/[\w/-]+\.d\.ts$/,
      /^dist-elements\/server\/(index|fragments-cli|chunks\/[\w.-]+)\.js$/,
      /^dist-elements\/server\/types\/[\w/-]+\.(d\.ts|json)$/,
    ];
    expect(pkg.files.filter((file) => !allowed.some((pattern) => pattern.test(file)))).toEqual([]);
    // What every export names is there.
    const targets = Object.values(manifest.exports).flatMap((target) =>
      // The framework types (site-shell/preact…) are types only.
      typeof target === 'string'
        ? [target]
        : [target.types, ...(target.default ? [target.default] : [])],
    );
    for (const target of targets) expect(pkg.files).toContain(target.replace(/^\.\//, ''));
    // Every chunk the build wrote: the module may load any of them.
    const chunks = filesUnder(join(root, 'dist-elements/chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `dist-elements/chunks/${file}`)
      .sort();
    expect(pkg.files.filter((file) => file.startsWith('dist-elements/chunks/'))).toEqual(chunks);
  });

  it('names its editor data: web-types for JetBrains, an export of the VS Code custom data', () => {
    // JetBrains IDEs read package.json's `web-types`; VS Code reads the file
    // that .vscode/settings.json's `html.customData` names.
    const webTypesPath = (manifest as Manifest & { 'web-types': string })['web-types'];
    const webTypes = JSON.parse(readFileSync(join(pkg.installed, webTypesPath), 'utf8')) as {
      version: string;
      contributions: { html: { elements: { name: string }[] } };
    };
    expect(webTypes.version).toBe(manifest.version);
    expect(webTypes.contributions.html.elements.map((element) => element.name)).toContain(
      'site-header',
    );
    const script = `import data from 'site-shell/vscode.html-custom-data.json' with { type: 'json' };
console.log(JSON.stringify(data.tags.map((tag) => tag.name)));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: pkg.consumer,
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toContain('site-header');
  });

  it('has one version: package.json’s, the bundle’s and the changelog’s newest release', () => {
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    const changelog = readFileSync(join(pkg.installed, 'CHANGELOG.md'), 'utf8');
    expect(/^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)?.[1]).toBe(manifest.version);
    // src/elements/version.ts, as the build wrote it (the page test below reads it live).
    const bundle = readFileSync(join(pkg.installed, 'dist-elements/site-elements.js'), 'utf8');
    expect(bundle).toContain(`\`${manifest.version}\``);
  });

  it('has declarations that import only its own files and its declared dependencies', () => {
    // `@types/react` declares `react`. The framework types (site-shell/preact,
    // /vue, /svelte) import their framework: an optional peer dependency.
    const declared = new Set(
      Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).map((name) =>
        name.replace(/^@types\//, ''),
      ),
    );
    const folder = join(pkg.installed, 'dist-elements');
    const undeclared = new Set<string>();
    for (const file of filesUnder(folder).filter((name) => name.endsWith('.d.ts'))) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const [, specifier = ''] of text.matchAll(
        /(?:from|import\(|module) ['"]([^'"]+)['"]/g,
      )) {
        if (!specifier.startsWith('.') && !declared.has(packageOf(specifier))) {
          undeclared.add(`${file}: ${specifier}`);
        }
      }
    }
    expect([...undeclared]).toEqual([]);
  });

  it('resolves for Node (ESM), TypeScript and bundlers, as @arethetypeswrong/cli checks it', () => {
    // The profile `esm-only`: the package is ESM only (no require(), no
    // TypeScript `node10` resolution). The stylesheet has no types to resolve.
    // Its output goes to a file: when it finds problems, attw exits before a
    // pipe has drained and cuts a long JSON short (arethetypeswrong.github.io#279).
    const attw = (...args: string[]) => {
      const output = join(pkg.folder, 'attw.out');
      const fd = openSync(output, 'w');
      const { status } = spawnSync(
        join(root, 'node_modules/.bin/attw'),
        [pkg.tarball, '--exclude-entrypoints', './site-elements.css', ...args],
        { stdio: ['ignore', fd, 'ignore'] },
      );
      closeSync(fd);
      return { status, stdout: readFileSync(output, 'utf8') };
    };
    const { analysis } = JSON.parse(attw('--format', 'json').stdout) as {
      analysis: {
        entrypoints: Record<string, unknown>;
        problems: { kind: string; entrypoint: string; resolutionKind: string }[];
      };
    };
    expect(Object.keys(analysis.entrypoints).sort()).toEqual([
      '.',
      './custom-elements.json',
      './integrity.json',
      './preact',
      './server',
      './svelte',
      './vscode.html-custom-data.json',
      './vue',
      './web-types.json',
    ]);
    const notSupported = ['node10', 'node16-cjs'];
    expect(
      analysis.problems.filter((problem) => !notSupported.includes(problem.resolutionKind)),
    ).toEqual([]);
    const profiled = attw('--profile', 'esm-only');
    expect({ status: profiled.status, output: profiled.stdout }).toMatchObject({ status: 0 });
  });
});

describe('a template project', () => {
  it.each([
    ['NodeNext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['a bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ])('type-checks its imports of the elements and site-shell/server (%s)', (_name, settings) => {
    const template = `import 'site-shell/site-elements.css';
import { elementsVersion, openDrawer, type SiteHeaderElement } from 'site-shell';
import { renderChrome, type SharedAttributes } from 'site-shell/server';

const shared: SharedAttributes = { site: 'de-de', locale: 'de-DE', 'user-role': 'designer' };
export const chrome: { header: string; footer: string } = await renderChrome({ shared });
export const version: string = elementsVersion;
const header: SiteHeaderElement | null = document.querySelector('site-header');
if (header) header.userRole = 'designer';
header?.addEventListener('site-drawer-open', (event) => openDrawer(event.detail.side));
export const wrong: SiteHeaderElement['variant'] = 'wide';
`;
    // The last line only: the declarations type what they declare, and check
    // with nothing installed but the package and its dependencies; the
    // stylesheet's side-effect import resolves under the strictest setting.
    expect(
      templateTypeErrors(pkg.consumer, template, {
        ...settings,
        lib: ['es2022', 'dom'],
        noUncheckedSideEffectImports: true,
      }),
    ).toEqual(['11: TS2322']);
  });

  it.each([
    ['react-jsx', { jsx: 'react-jsx' }],
    ['the classic React.createElement', { jsx: 'react', jsxFactory: 'React.createElement' }],
  ])(
    'types the elements in React 19 JSX (%s): accepted values, properties, typed events',
    (_name, jsx) => {
      const template = `import * as React from 'react';
import 'site-shell';

${jsxUses()}export const reactUsed = React.version;
`;
      expect(
        templateTypeErrors(
          pkg.consumer,
          template,
          { module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], ...jsx },
          'template.tsx',
        ),
      ).toEqual(['19: TS2322', '20: TS2339']);
    },
  );

  it('builds with Vite, which resolves the module and the stylesheet', async () => {
    writeFileSync(
      join(pkg.consumer, 'main.js'),
      `import 'site-shell/site-elements.css';
import { elementsVersion } from 'site-shell';
document.title = elementsVersion;
`,
    );
    const output = (await build({
      root: pkg.consumer,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, rollupOptions: { input: join(pkg.consumer, 'main.js') } },
    })) as Rolldown.RolldownOutput;
    const text = (file: Rolldown.OutputChunk | Rolldown.OutputAsset) =>
      file.type === 'chunk' ? file.code : String(file.source);
    const files = output.output.map((file) => ({ name: file.fileName, text: text(file) }));
    expect(files.find((file) => file.name.endsWith('.css'))?.text).toContain(
      'site-header:not(:defined)',
    );
    // The module's version string, however Vite's minifier quotes it.
    const version = new RegExp(`[\`'"]${manifest.version.replaceAll('.', '\\.')}[\`'"]`);
    expect(files.some((file) => version.test(file.text))).toBe(true);
  });

  it('renders a header in Node through site-shell/server', () => {
    const script = `import { renderChrome, elementsVersion } from 'site-shell/server';
const chrome = await renderChrome({ shared: { site: 'de-de', locale: 'de-DE' }, header: {} });
console.log(JSON.stringify({ header: chrome.header, version: elementsVersion }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: pkg.consumer,
      encoding: 'utf8',
    });
    const { header, version } = JSON.parse(output) as { header: string; version: string };
    expect(version).toBe(manifest.version);
    expect(header).toMatch(
      /^<site-header site="de-de" locale="de-DE" drawers data-rendered-for="\w+" data-site-shell-version="[\w.-]+"><template shadowrootmode="open">/,
    );
    expect(header).toContain('>Designer finden</a>');
  });

  it('runs `npx site-shell-fragments`, the fragment server, from the installed package', async () => {
    // npx runs the server as its child and does not pass a SIGTERM on: the
    // test stops the whole process group, which it leads (detached).
    const server = spawn('npx', ['site-shell-fragments', '--port', '0', '--host', '127.0.0.1'], {
      cwd: pkg.consumer,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`it did not start: ${output}`)), 20_000);
        server.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          const match = /"listening":"(http:[^"]+)"/.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        server.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
      });
      const health = (await (await fetch(`${url}/healthz`)).json()) as { version: string };
      expect(health.version).toBe(manifest.version);
      const fragment = await fetch(`${url}/fragments/site-footer?site=nl-nl&locale=nl-NL`);
      expect(fragment.status).toBe(200);
      expect(await fragment.text()).toMatch(
        /^<site-footer site="nl-nl" locale="nl-NL" data-rendered-for=/,
      );
    } finally {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    }
  });
});

describe('the installed bundle in Chromium, with sub-resource integrity', () => {
  let browser: Browser;
  let server: StaticServer;
  let integrity: Integrity;
  beforeAll(async () => {
    const served = join(pkg.installed, 'dist-elements');
    integrity = JSON.parse(readFileSync(join(served, 'integrity.json'), 'utf8')) as Integrity;
    server = await startStaticServer({ '/dist-elements/': served });
    server.page('/template.html', elementsPage(integrity));
    browser = await chromium.launch(chromiumLaunchOptions);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A new page that records its console errors (a missing file's 404 too) and uncaught exceptions. */
  async function openPage(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  /** What `ready` of the page's header did: 'rendered' or 'failed'. */
  const headerReady = (page: Page) =>
    page.evaluate(async () => {
      await customElements.whenDefined('site-header');
      const header = document.querySelector('site-header') as HTMLElement & {
        ready: Promise<void>;
      };
      return header.ready.then(
        () => 'rendered',
        () => 'failed',
      );
    });

  it('upgrades <site-header>, and the module reports the package’s version', async () => {
    // The module's hash goes in its tag, the chunks' in the import map.
    expect(Object.keys(integrity)).toEqual(
      expect.arrayContaining(['site-elements.js', expect.stringMatching(/^chunks\/views-/)]),
    );
    const { page, errors } = await openPage();
    await page.goto(`${server.origin}/template.html`);
    expect(await headerReady(page)).toBe('rendered');
    const header = page.locator('site-header header.site-header');
    expect(await header.getByRole('link', { name: 'Designer finden' }).count()).toBe(1);
    // A string, so that vitest leaves its import() alone.
    const version = await page.evaluate(
      "import('/dist-elements/site-elements.js').then((module) => module.elementsVersion)",
    );
    expect(version).toBe(manifest.version);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a chunk whose content no longer matches its hash; the header keeps its fallback', async () => {
    const { page, errors } = await openPage();
    // The views chunk as a compromised host might serve it: valid JavaScript, one comment more.
    await page.route('**/dist-elements/chunks/views-*.js', async (route) => {
      const original = await route.fetch();
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `${await original.text()}\n// changed\n`,
      });
    });
    await page.goto(`${server.origin}/template.html`);
    expect(await headerReady(page)).toBe('failed');
    expect(await page.locator('site-header header.site-header').count()).toBe(0);
    const fallback = page.locator('site-header > a');
    expect(await fallback.allTextContents()).toEqual(['Designmarket', 'Anmelden']);
    expect(await fallback.first().isVisible()).toBe(true);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/integrity.*chunks\/views-[\w-]+\.js.*blocked/),
        expect.stringContaining('could not load its views chunk'),
      ]),
    );
    await page.close();
  });
});
