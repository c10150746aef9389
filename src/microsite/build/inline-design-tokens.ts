import postcss, { type Declaration, type Root } from 'postcss';

// The design tokens are custom properties so that a legacy page can theme
// the custom elements (src/islands/styles/tokens.css). The microsite themes
// nothing: there, every `var(--token)` of a token that only :root declares
// is its value, known at build time. Writing the value in place of the
// reference, and dropping the declarations nothing reads any more, takes
// about 1 KB of gzip off each page, whose HTML must fit in the first round
// trip of a first visit (issue 8: LCP).
//
// Left alone: tokens declared more than once (a media query changes them),
// anywhere but :root, or named in the page outside its styles (an inline
// style="--category-accent: …" sets it per element).

const tokenRoots = new Set([':root', ':host']);

/** `var(--name)` with no fallback: the only form replaced. */
const reference = /var\(\s*(--[\w-]+)\s*\)/g;

/** Any reading of a custom property, with or without a fallback. */
const anyReference = /var\(\s*(--[\w-]+)/g;

const isTokenRoot = (declaration: Declaration) => {
  const rule = declaration.parent;
  if (rule?.type !== 'rule' || rule.parent?.type !== 'root') return false;
  return (rule as postcss.Rule).selectors.every((selector) => tokenRoots.has(selector));
};

/** The custom properties a text names (`--name`, whole names only). */
const namesIn = (text: string): Set<string> => new Set(text.match(/--[\w-]+/g) ?? []);

/** The tokens of these style sheets that can be written in place, with their values. */
function inlinableTokens(sheets: Root[], namedElsewhere: ReadonlySet<string>): Map<string, string> {
  const declared = new Map<string, Declaration[]>();
  for (const sheet of sheets) {
    sheet.walkDecls(/^--/, (declaration) => {
      declared.set(declaration.prop, [...(declared.get(declaration.prop) ?? []), declaration]);
    });
  }
  const tokens = new Map<string, string>();
  for (const [name, declarations] of declared) {
    const [only] = declarations;
    if (declarations.length !== 1 || !only || !isTokenRoot(only) || only.important) continue;
    if (namedElsewhere.has(name)) continue;
    tokens.set(name, only.value.trim());
  }
  // A token whose value reads a token that stays is not known at build time.
  let changed = true;
  while (changed) {
    changed = false;
    for (const [name, value] of tokens) {
      const resolved = value.replace(reference, (whole, used: string) => tokens.get(used) ?? whole);
      if (resolved.includes('var(')) {
        tokens.delete(name);
        changed = true;
      } else if (resolved !== value) {
        tokens.set(name, resolved);
        changed = true;
      }
    }
  }
  return tokens;
}

/**
 * These style sheets' CSS with the build-time-known tokens written in place.
 * `elsewhere` is the rest of the page (its markup and scripts): a token named
 * there may be set at run time and stays a custom property.
 */
export function inlineDesignTokens(styles: readonly string[], elsewhere: string): string[] {
  const sheets = styles.map((css) => postcss.parse(css));
  const tokens = inlinableTokens(sheets, namesIn(elsewhere));
  if (tokens.size === 0) return [...styles];
  const stillRead = new Set<string>();
  for (const sheet of sheets) {
    sheet.walkDecls((declaration) => {
      declaration.value = declaration.value.replace(
        reference,
        (whole, used: string) => tokens.get(used) ?? whole,
      );
      for (const [, used] of declaration.value.matchAll(anyReference))
        if (used) stillRead.add(used);
    });
  }
  for (const sheet of sheets) {
    sheet.walkDecls(/^--/, (declaration) => {
      if (tokens.has(declaration.prop) && !stillRead.has(declaration.prop)) declaration.remove();
    });
    sheet.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  }
  return sheets.map((sheet) => sheet.toString());
}

/** A <style> element of a page: where its CSS begins and ends. */
interface StyleElement {
  /** Where `<style` is. */
  open: number;
  cssStart: number;
  cssEnd: number;
}

/** The page's <style> elements, found with indexOf (no regular expression runs over the page). */
function styleElements(html: string): StyleElement[] {
  const found: StyleElement[] = [];
  let from = 0;
  for (;;) {
    const open = html.indexOf('<style', from);
    if (open < 0) return found;
    from = open + 6;
    if (/\w/.test(html[from] ?? '')) continue; // <styles>, <style-x>: not a style element
    const cssStart = html.indexOf('>', from) + 1;
    const cssEnd = html.indexOf('</style>', cssStart);
    if (cssStart === 0 || cssEnd < 0) return found;
    found.push({ open, cssStart, cssEnd });
    from = cssEnd + 8;
  }
}

/** The custom properties the page names outside its <style> elements, sorted, as one key. */
function namesOutside(html: string, styles: readonly StyleElement[]): string {
  const names = new Set<string>();
  let from = 0;
  for (const { open, cssEnd } of [...styles, { open: html.length, cssEnd: html.length }]) {
    for (const name of html.slice(from, open).match(/--[\w-]+/g) ?? []) names.add(name);
    from = cssEnd + 8;
  }
  return [...names].sort().join(' ');
}

// Pages of one type share their styles: a build of ten thousand pages
// parses each distinct set of styles once, keyed by the styles (each
// interned as a number) and the names the rest of the page uses.
const styleIds = new Map<string, number>();
const inlinedStyles = new Map<string, string[]>();

const styleId = (css: string) => {
  let id = styleIds.get(css);
  if (id === undefined) {
    id = styleIds.size;
    styleIds.set(css, id);
  }
  return id;
};

/** The page with the tokens of its <style> elements written in place. */
export function inlinePageTokens(html: string): string {
  const elements = styleElements(html);
  if (elements.length === 0) return html;
  const styles = elements.map(({ cssStart, cssEnd }) => html.slice(cssStart, cssEnd));
  const named = namesOutside(html, elements);
  const key = `${named}\0${styles.map(styleId).join(',')}`;
  let inlined = inlinedStyles.get(key);
  if (!inlined) {
    inlined = inlineDesignTokens(styles, named);
    inlinedStyles.set(key, inlined);
  }
  let page = '';
  let from = 0;
  elements.forEach(({ cssStart, cssEnd }, index) => {
    page += html.slice(from, cssStart) + (inlined[index] ?? '');
    from = cssEnd;
  });
  return page + html.slice(from);
}
