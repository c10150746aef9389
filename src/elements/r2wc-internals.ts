// The one place that reaches into @r2wc/core's internals. Our element takes
// over attribute parsing from r2wc (../shared/design.md §3: removal, presence
// booleans, bad values, early properties), so it hands r2wc a whole props
// object and asks it to render. r2wc's public props cannot carry one: a typed
// prop is reflected to an attribute, and an untyped one goes through its
// `method` parser. Its instances keep their props and their render method
// under registered symbols, which is what this module uses.
//
// @r2wc/core is pinned to an exact version in package.json, and
// `checkR2wcInternals` throws, naming the library, when an upgrade moves
// either symbol, so that no element renders half-working.

export const r2wcVersion = '1.3.1';

const props = Symbol.for('r2wc.props');
const render = Symbol.for('r2wc.render');

export interface R2wcInternals {
  [props]: Record<string, unknown>;
  [render](): void;
}

function changed(what: string): Error {
  return new Error(
    `@r2wc/core: ${what} moved; src/elements/r2wc-internals.ts was written for @r2wc/core ${r2wcVersion}`,
  );
}

/** Throws when a class made by r2wc's core lacks the render method this module calls. */
export function checkR2wcInternals(base: { prototype: object }): void {
  if (typeof (base.prototype as Partial<R2wcInternals>)[render] !== 'function') {
    throw changed('r2wc.render');
  }
}

/** Gives an r2wc element the props its renderer receives, and renders it when asked. */
export function setR2wcProps(
  element: R2wcInternals,
  next: Record<string, unknown>,
  rerender: boolean,
): void {
  if (!(props in element)) throw changed('r2wc.props');
  element[props] = next;
  if (rerender) element[render]();
}
