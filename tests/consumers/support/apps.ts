// The consumer apps (../apps/<framework>/): the same page in each framework,
// built with Vite and that framework's own plugin, as its project would.
import angular from '@analogjs/vite-plugin-angular';
import { preact } from '@preact/preset-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import type { PluginOption } from 'vite';

export interface ConsumerApp {
  name: 'react' | 'preact' | 'vue' | 'svelte' | 'angular';
  /** The app's component: the example its page in docs/elements/frameworks/ quotes. */
  source: string;
  /**
   * The compiler options under which tsc checks the app's component with the
   * package's types; null where that needs a tool the repository does not have
   * (vue-tsc, svelte-check: tests/package/framework-types.test.ts checks those types).
   */
  typeCheck: Record<string, unknown> | null;
  /** The framework's packages the app imports, linked into the consumer project (React comes with site-shell). */
  frameworkPackages: readonly string[];
  /** How the app binds site-language-change, in its own syntax (the tests' names say it). */
  eventBinding: string;
  plugins(): PluginOption[];
}

export const consumerApps: readonly ConsumerApp[] = [
  {
    name: 'react',
    source: 'App.tsx',
    typeCheck: { jsx: 'react-jsx' },
    frameworkPackages: [],
    eventBinding: 'onsite-language-change={…}',
    plugins: () => [react()],
  },
  {
    name: 'preact',
    source: 'App.tsx',
    typeCheck: { jsx: 'react-jsx', jsxImportSource: 'preact', types: ['site-shell/preact'] },
    frameworkPackages: ['preact'],
    eventBinding: 'onsite-language-change={…}',
    plugins: () => [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  },
  {
    name: 'vue',
    source: 'App.vue',
    typeCheck: null,
    frameworkPackages: ['vue'],
    eventBinding: '@site-language-change="…"',
    // Vue's guide: tags it should leave to the browser rather than resolve as components.
    plugins: () => [
      vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('site-') } } }),
    ],
  },
  {
    name: 'svelte',
    source: 'App.svelte',
    typeCheck: null,
    frameworkPackages: ['svelte'],
    eventBinding: 'onsite-language-change={…}',
    plugins: () => [svelte({ configFile: false })],
  },
  {
    name: 'angular',
    source: 'app.component.ts',
    typeCheck: {},
    frameworkPackages: ['@angular/core', '@angular/platform-browser'],
    eventBinding: '(site-language-change)="…"',
    // Angular's compiler (AOT, strict templates) with apps/angular/tsconfig.app.json.
    // Under Vitest (NODE_ENV=test) Angular builds in dev mode, a 520 kB chunk;
    // the plugin's compile takes most of the build: neither is news here.
    plugins: () => [
      withoutTestEnvironment(() => angular()),
      {
        name: 'quiet-angular-build',
        config: () => ({
          build: {
            chunkSizeWarningLimit: 1024,
            rolldownOptions: { checks: { pluginTimings: false } },
          },
        }),
      },
    ],
  },
];

/**
 * Runs `create` outside Vitest's environment: the Angular plugin reads VITEST
 * and NODE_ENV=test when it is created and then builds for TestBed (JIT, the
 * app's components not compiled), where the app's page stays empty.
 */
function withoutTestEnvironment<T>(create: () => T): T {
  const { VITEST, NODE_ENV } = process.env;
  delete process.env['VITEST'];
  delete process.env['NODE_ENV'];
  try {
    return create();
  } finally {
    if (VITEST !== undefined) process.env['VITEST'] = VITEST;
    if (NODE_ENV !== undefined) process.env['NODE_ENV'] = NODE_ENV;
  }
}
