import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementsVersion } from '../../../src/elements/version.ts';

describe('elementsVersion', () => {
  it('is the package’s version, not one written by hand', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as {
      version: string;
    };
    expect(elementsVersion).toBe(pkg.version);
    expect(elementsVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is the only package.json field in the built bundle', () => {
    const bundle = readFileSync(
      new URL('../../../dist-elements/site-elements.js', import.meta.url),
      'utf8',
    );
    expect(bundle).not.toContain('devDependencies');
    expect(bundle).not.toContain('"scripts"');
  });
});
