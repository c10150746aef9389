import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementSpecs } from '../../../../src/elements/element-catalog.ts';
import { customElementsManifest } from '../../../../scripts/element-docs/manifest.ts';
import {
  changelogSection,
  contractChanges,
  unmentionedChanges,
  versionProblem,
  type Manifest,
} from '../../../../scripts/element-docs/manifest-contract.ts';

// The elements' contract cannot change without the version saying so
// (issue 34): this build's manifest against the last release's, kept in
// docs/elements/releases/, with package.json's version.

const root = resolve(import.meta.dirname, '../../../..');
const releases = join(root, 'docs/elements/releases');

/** A manifest of one element, with what a test gives it. */
function manifest(element: Record<string, unknown>): Manifest {
  return {
    modules: [{ declarations: [{ customElement: true, tagName: 'site-header', ...element }] }],
  };
}

const variant = (text: string) => ({ attributes: [{ name: 'variant', type: { text } }] });

describe('contractChanges', () => {
  it('finds a removed attribute, event, part, custom property or slot, and a removed element', () => {
    const before = manifest({
      attributes: [{ name: 'site', type: { text: 'string' } }],
      events: [{ name: 'site-drawer-open', type: { text: 'CustomEvent' } }],
      cssParts: [{ name: 'header' }],
      cssProperties: [{ name: '--site-color-brand' }],
      slots: [{ name: '' }],
    });
    expect(contractChanges(before, manifest({})).breaking).toEqual([
      '<site-header> attribute "site" removed',
      '<site-header> event "site-drawer-open" removed',
      '<site-header> slot "" removed',
      '<site-header> CSS part "header" removed',
      '<site-header> custom property "--site-color-brand" removed',
    ]);
    expect(contractChanges(before, { modules: [] }).breaking).toEqual(['<site-header> removed']);
  });

  it('takes a new accepted value as an addition, a value taken away or a new type as breaking', () => {
    const before = manifest(variant("'default' | 'focused'"));
    expect(contractChanges(before, manifest(variant("'default' | 'focused' | 'blog'")))).toEqual({
      breaking: [],
      added: ['<site-header> attribute "variant": \'blog\' added'],
    });
    expect(contractChanges(before, manifest(variant("'default'"))).breaking).toEqual([
      '<site-header> attribute "variant": \'focused\' removed',
    ]);
    expect(contractChanges(before, manifest(variant('string'))).breaking).toHaveLength(1);
  });

  it('asks a new major version for a break and a new minor one for an addition', () => {
    const breaking = { breaking: ['x removed'], added: [] };
    const added = { breaking: [], added: ['y added'] };
    expect(versionProblem('1.0.0', '1.4.0', breaking)).toMatch(/keeps the major version/);
    expect(versionProblem('1.0.0', '2.0.0', breaking)).toBeNull();
    expect(versionProblem('1.0.0', '1.0.1', added)).toMatch(/keeps the minor version/);
    expect(versionProblem('1.0.0', '1.1.0', added)).toBeNull();
    expect(versionProblem('1.0.0', '1.0.1', { breaking: [], added: [] })).toBeNull();
  });
});

describe('unmentionedChanges', () => {
  const changes = {
    breaking: ['<site-header> attribute "variant": \'blog\' removed'],
    added: ['<site-header> event "site-menu-open" added', '<site-sidebar> added'],
  };

  it('lists each change whose name the entry does not show in code', () => {
    expect(unmentionedChanges('### Added\n\n- Nothing worth a name.', changes)).toEqual([
      ...changes.breaking,
      ...changes.added,
    ]);
    expect(
      unmentionedChanges(
        '- `variant="blog"` is gone.\n- `site-menu-open`, cancelable.\n- `<site-sidebar>`.',
        changes,
      ),
    ).toEqual([]);
  });

  it('does not take a longer name for the one changed', () => {
    expect(unmentionedChanges('- `blogger` and `site-menu-opened`', changes)).toHaveLength(3);
  });

  it('reads one section of a changelog', () => {
    const changelog = '# Changelog\n\n## [Unreleased]\n\n- `a`\n\n## [1.0.0]\n\n- `b`\n';
    expect(changelogSection(changelog, 'Unreleased')).toContain('`a`');
    expect(changelogSection(changelog, 'Unreleased')).not.toContain('`b`');
    expect(changelogSection(changelog, '1.0.0')).toContain('`b`');
    expect(changelogSection(changelog, '2.0.0')).toBeNull();
  });
});

describe('this build against the last release', () => {
  const version = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const released = readdirSync(releases)
    .flatMap((file) => /^custom-elements-(\d+\.\d+\.\d+)\.json$/.exec(file)?.[1] ?? [])
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const last = released.at(-1) ?? '';

  it('keeps the manifest of the changelog’s newest release', () => {
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    expect(last).toBe(/^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)?.[1]);
  });

  it('changes the elements’ contract only as its version allows', () => {
    const previous = JSON.parse(
      readFileSync(join(releases, `custom-elements-${last}.json`), 'utf8'),
    ) as Manifest;
    const current = customElementsManifest(elementSpecs) as Manifest;
    const changes = contractChanges(previous, current);
    expect(versionProblem(last, version, changes)).toBeNull();
    // The changelog says what changed: under the version being released, or
    // under Unreleased until then.
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    const entry =
      changelogSection(changelog, version === last ? 'Unreleased' : version) ??
      changelogSection(changelog, 'Unreleased') ??
      '';
    expect(unmentionedChanges(entry, changes)).toEqual([]);
  });
});
