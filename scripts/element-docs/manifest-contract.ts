// What changed in the elements' contract between two Custom Elements
// Manifests (the last release's, kept in docs/elements/releases/, and this
// build's), and whether the package's version says so (README "Release"): a
// removal or an incompatible change needs a new major version, an addition a
// new minor one. Attributes, properties, events, slots, CSS parts and custom
// properties are compared by name; a type that is a union of string literals
// may gain literals (an addition) but not lose one; any other change of a
// type is incompatible. No library does this for a manifest (issue 34 looked).

interface Typed {
  name: string;
  type?: { text: string };
  kind?: string;
}

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: Typed[];
  members?: Typed[];
  events?: Typed[];
  slots?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

export interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

export interface ContractChanges {
  /** What a page that worked may stop doing: needs a new major version. */
  breaking: string[];
  /** What is new: needs at least a new minor version. */
  added: string[];
}

/** The changes from `previous` to `current`, one line each, e.g. `<site-header> attribute "variant": "blog" removed`. */
export function contractChanges(previous: Manifest, current: Manifest): ContractChanges {
  const changes: ContractChanges = { breaking: [], added: [] };
  const before = elementsOf(previous);
  const after = elementsOf(current);
  for (const [tag, old] of before) {
    const now = after.get(tag);
    if (!now) {
      changes.breaking.push(`<${tag}> removed`);
      continue;
    }
    compareTyped(changes, tag, 'attribute', old.attributes ?? [], now.attributes ?? []);
    compareTyped(changes, tag, 'property', fields(old), fields(now));
    compareTyped(changes, tag, 'event', old.events ?? [], now.events ?? []);
    compareNamed(changes, tag, 'slot', old.slots ?? [], now.slots ?? []);
    compareNamed(changes, tag, 'CSS part', old.cssParts ?? [], now.cssParts ?? []);
    compareNamed(changes, tag, 'custom property', old.cssProperties ?? [], now.cssProperties ?? []);
  }
  for (const tag of after.keys()) if (!before.has(tag)) changes.added.push(`<${tag}> added`);
  return changes;
}

/** Why `version` may not follow `released` with these changes, or null when it may. */
export function versionProblem(
  released: string,
  version: string,
  changes: ContractChanges,
): string | null {
  const [major = 0, minor = 0] = released.split('.').map(Number);
  const [newMajor = 0, newMinor = 0] = version.split('.').map(Number);
  if (changes.breaking.length > 0 && newMajor <= major) {
    return `${version} keeps the major version of ${released}, but the contract breaks:\n  ${changes.breaking.join('\n  ')}`;
  }
  if (changes.added.length > 0 && newMajor === major && newMinor <= minor) {
    return `${version} keeps the minor version of ${released}, but the contract grows:\n  ${changes.added.join('\n  ')}`;
  }
  return null;
}

function elementsOf(manifest: Manifest): Map<string, Declaration> {
  const elements = new Map<string, Declaration>();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement && declaration.tagName) {
        elements.set(declaration.tagName, declaration);
      }
    }
  }
  return elements;
}

function fields(declaration: Declaration): Typed[] {
  return (declaration.members ?? []).filter((member) => member.kind === 'field');
}

function compareNamed(
  changes: ContractChanges,
  tag: string,
  what: string,
  before: readonly { name: string }[],
  after: readonly { name: string }[],
): void {
  const names = new Set(after.map((item) => item.name));
  const old = new Set(before.map((item) => item.name));
  for (const name of old)
    if (!names.has(name)) changes.breaking.push(`<${tag}> ${what} "${name}" removed`);
  for (const name of names)
    if (!old.has(name)) changes.added.push(`<${tag}> ${what} "${name}" added`);
}

function compareTyped(
  changes: ContractChanges,
  tag: string,
  what: string,
  before: readonly Typed[],
  after: readonly Typed[],
): void {
  compareNamed(changes, tag, what, before, after);
  const now = new Map(after.map((item) => [item.name, item.type?.text ?? '']));
  for (const item of before) {
    const next = now.get(item.name);
    const previous = item.type?.text ?? '';
    if (next === undefined || next === previous) continue;
    const [was, is] = [literalsOf(previous), literalsOf(next)];
    if (was && is) {
      for (const literal of was) {
        if (!is.has(literal))
          changes.breaking.push(`<${tag}> ${what} "${item.name}": ${literal} removed`);
      }
      for (const literal of is) {
        if (!was.has(literal))
          changes.added.push(`<${tag}> ${what} "${item.name}": ${literal} added`);
      }
    } else {
      changes.breaking.push(`<${tag}> ${what} "${item.name}": ${previous} became ${next}`);
    }
  }
}

/** The members of a union of string literals (`'a' | 'b' | undefined`), or null for any other type. */
function literalsOf(type: string): Set<string> | null {
  const members = type
    .split('|')
    .map((member) => member.trim())
    .filter((member) => member !== 'undefined');
  if (members.length === 0 || !members.every((member) => /^'[^']*'$/.test(member))) return null;
  return new Set(members);
}

/**
 * The changes a changelog entry does not mention. Each change has one name
 * that a reader looks for (the literal for a value, else the attribute,
 * event, slot, part or property, else the tag), which the entry must show in
 * code (backticks), e.g. `` `blog` `` or `` `variant="blog"` ``.
 */
export function unmentionedChanges(entry: string, changes: ContractChanges): string[] {
  const code = [...entry.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  return [...changes.breaking, ...changes.added].filter((change) => {
    const name = changedName(change);
    const word = new RegExp(`(^|[^\\w-])${escapeRegExp(name)}($|[^\\w-])`);
    return !code.some((text) => word.test(text));
  });
}

/** The name a change line is about: `'blog'` → blog, `"variant"` → variant, `<site-x>` → site-x. */
function changedName(change: string): string {
  const literal = /: '([^']*)' (added|removed)$/.exec(change);
  if (literal) return literal[1] ?? '';
  const quoted = /"([^"]*)"/.exec(change);
  if (quoted) return quoted[1] ?? '';
  return /^<([\w-]+)>/.exec(change)?.[1] ?? change;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of a changelog's section `## [heading]` (e.g. `Unreleased`, `1.1.0`), or null. */
export function changelogSection(changelog: string, heading: string): string | null {
  const start = changelog.indexOf(`\n## [${heading}]`);
  if (start === -1) return null;
  const next = changelog.indexOf('\n## [', start + 1);
  return changelog.slice(start, next === -1 ? undefined : next);
}
