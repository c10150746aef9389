import { afterEach, describe, expect, test, vi } from 'vitest';
import { registryKey } from '../../../src/lib/page-registry.ts';

// design.md §3: two copies of the store module on one page (an Astro chunk and
// the elements bundle) must share one atom per name.

async function freshCopy() {
  vi.resetModules();
  return import('../../../src/lib/page-registry.ts');
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, registryKey);
});

describe('sharedAtom', () => {
  test('two copies of the module give the same atom for one name', async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    expect(first.sharedAtom).not.toBe(second.sharedAtom);

    const a = first.sharedAtom('count', 0);
    const b = second.sharedAtom('count', 0);
    a.set(5);
    expect(b).toBe(a);
    expect(b.get()).toBe(5);
  });

  test('the atom keeps the first initial value and runs the first setup only', async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    const setupA = vi.fn();
    const setupB = vi.fn();
    first.sharedAtom('flag', 'from first', setupA);
    const atom = second.sharedAtom('flag', 'from second', setupB);
    expect(atom.get()).toBe('from first');
    expect(setupA).toHaveBeenCalledTimes(1);
    expect(setupB).not.toHaveBeenCalled();
  });

  test('different names are different atoms', async () => {
    const { sharedAtom } = await freshCopy();
    const a = sharedAtom('a', 1);
    const b = sharedAtom('b', 1);
    a.set(2);
    expect(b.get()).toBe(1);
  });

  test('the registry lives on globalThis under a versioned Symbol.for key', async () => {
    const { sharedAtom } = await freshCopy();
    sharedAtom('visible', 1);
    expect(registryKey).toBe(Symbol.for('site-shell.stores.v1'));
    const registry = (globalThis as Record<symbol, unknown>)[Symbol.for('site-shell.stores.v1')];
    expect(registry).toBeInstanceOf(Map);
    expect((registry as Map<string, unknown>).size).toBe(1);
  });
});
