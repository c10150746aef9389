import { elementsVersion } from './version.ts';

const versionKey = Symbol.for('site-shell.elements.version');

type VersionedConstructor = CustomElementConstructor & { [versionKey]?: string };

/**
 * Defines `tag` once per page. Loading the bundle twice (even from two URLs)
 * is harmless: the second copy finds the tag defined and leaves it; if that
 * definition came from another version, it warns, naming both.
 */
export function defineElement(tag: string, create: () => CustomElementConstructor): void {
  const existing = customElements.get(tag) as VersionedConstructor | undefined;
  if (existing) {
    const version = existing[versionKey];
    if (version !== elementsVersion) {
      console.warn(
        `<${tag}> is already defined by ${version ? `site-elements ${version}` : 'another script'}; site-elements ${elementsVersion} leaves that definition in place.`,
      );
    }
    return;
  }
  const constructor = create() as VersionedConstructor;
  constructor[versionKey] = elementsVersion;
  customElements.define(tag, constructor);
}
