import { beforeAll, describe, expect, it } from 'vitest';
import {
  frameworkDeclarations,
  vueHandlerName,
} from '../../../../scripts/element-docs/framework-declarations.ts';
import { loadSpecs } from '../../../../scripts/element-docs/load-specs.ts';
import type { ElementSpec } from '../../../../src/elements/element-spec.ts';

// The framework types from the specs (what they type is checked by tsc in an
// installed project: tests/package/framework-types.test.ts).

let specs: readonly ElementSpec[];
beforeAll(async () => {
  specs = await loadSpecs();
}, 30_000);

describe('the framework declarations', () => {
  it.each([
    ['preact', "declare module 'preact' {", "'onsite-drawer-open'?:"],
    ['vue', "declare module 'vue' {", "'onSiteDrawerOpen'?:"],
    ['svelte', "declare module 'svelte/elements' {", "'onsite-drawer-open'?:"],
  ] as const)('augment %s’s table of elements with every tag', (framework, augmentation, event) => {
    const text = frameworkDeclarations(framework, specs);
    expect(text).toContain(augmentation);
    expect(text).toContain("from '../site-elements.js';");
    for (const spec of specs) expect(text).toMatch(new RegExp(`^ {4,6}'${spec.tag}': `, 'm'));
    expect(text).toContain(event);
    expect(text).toContain("'variant'?: 'default' | 'focused' | 'blog' | undefined;");
    expect(text).toContain(
      'unreadCounts?: { messages?: number; notifications?: number } | undefined;',
    );
  });

  it('name a Vue handler as Vue’s compiler names @site-…', () => {
    expect(vueHandlerName('site-drawer-open')).toBe('onSiteDrawerOpen');
    expect(vueHandlerName('site-language-change')).toBe('onSiteLanguageChange');
  });
});
