// @vitest-environment happy-dom
import { createRequire } from 'node:module';
import r2wc from '@r2wc/core';
import { describe, expect, it } from 'vitest';
import {
  checkR2wcInternals,
  r2wcVersion,
  setR2wcProps,
} from '../../../src/elements/r2wc-internals.ts';

// The one dependence on @r2wc/core's internals (src/elements/r2wc-internals.ts)
// must fail loudly on an upgrade, and name the version it was written for.

const installed = (createRequire(import.meta.url)('@r2wc/core/package.json') as { version: string })
  .version;
const pinned = (
  createRequire(import.meta.url)('../../../package.json') as {
    dependencies: Record<string, string>;
  }
).dependencies['@r2wc/core'];

describe("r2wc's internals", () => {
  it('are those of the pinned, installed @r2wc/core', () => {
    expect(pinned).toBe(r2wcVersion);
    expect(installed).toBe(r2wcVersion);
  });

  it('give an r2wc element our props and render it through its renderer', () => {
    const rendered: unknown[] = [];
    const renderer = {
      mount: (_container: HTMLElement, _component: unknown, props: unknown) => {
        rendered.push(props);
        return {};
      },
      update: (_context: unknown, props: unknown) => {
        rendered.push(props);
      },
      unmount: () => {},
    };
    const Base = r2wc(() => null, { props: {} }, renderer);
    expect(() => checkR2wcInternals(Base)).not.toThrow();
    customElements.define('r2wc-internals-test', Base);
    const element = document.createElement('r2wc-internals-test') as InstanceType<typeof Base>;
    document.body.append(element);
    const props = { values: { variant: 'focused' } };
    setR2wcProps(element as never, props, false);
    expect(rendered.at(-1)).not.toBe(props);
    setR2wcProps(element as never, props, true);
    expect(rendered.at(-1)).toBe(props);
    element.remove();
  });

  it('throw, naming the library and version, when a class lacks them', () => {
    expect(() => checkR2wcInternals({ prototype: {} })).toThrow(
      /^@r2wc\/core: r2wc\.render moved; .*written for @r2wc\/core 1\.3\.1$/,
    );
    expect(() => setR2wcProps({} as never, {}, true)).toThrow(/^@r2wc\/core: r2wc\.props moved/);
  });
});
