import { createTranslator } from '../../../i18n/create-translator.ts';
import { brandName } from '../../../islands/Brand.tsx';
import { footerModel } from '../../../navigation/footer-model.ts';
import { headerModel } from '../../../navigation/header-model.ts';
import type { NavEntry, NavItem } from '../../../navigation/types.ts';
import { loadCatalogue } from '../../../stores/catalogues.ts';
import { elementSpecs } from '../../element-catalog.ts';
import { resolveShell } from '../../resolve-shell.ts';
import { defaultSiteKey, siteByKey, type ShellValues } from '../../shell-attributes.ts';
import { toBcp47 } from '../../../i18n/locale.ts';
import { versionAttribute } from '../../rendered-for.ts';
import { elementsVersion } from '../../version.ts';
import { attributesHtml, escapeHtml } from '../escape-html.ts';
import { shadowStylesheetHref } from '../shadow-stylesheet.ts';

// What an include gets when the real fragment cannot be had (a bad attribute,
// an internal error, a render over its time budget): the plain element tag
// with the attributes the template asked for, so that the bundle renders it
// in the browser, and inside it what a reader without JavaScript and a
// crawler need. A declarative shadow root links the shadow stylesheet and
// slots the links: the header's box is reserved there (element-host.css
// clips the slot to the header's height), so the bundle's render shifts
// nothing. No React: this must work when rendering is what failed.

/** A custom element's name, the only kind of tag written back (anything else gets no tag). */
const customElementName = /^[a-z][a-z0-9]*-[a-z0-9-]*$/;

export interface FallbackInput {
  tag: string;
  /** The attributes as the request gave them, in order. */
  attributes: readonly [string, string][];
  /** Where the page serves dist-elements/. */
  assetsBase: string;
  /** The shadow root and links alone, for a tag the page wrote itself (the user slots). */
  shadowRoot?: boolean;
}

/**
 * The fallback fragment: the tag, its attributes and its links. Resolves
 * whatever went wrong before: an attribute that does not parse is left to its
 * default, as the element itself does in the browser, and links that cannot
 * be made (no catalogue) are left out.
 */
export async function fallbackFragment({
  tag,
  attributes,
  assetsBase,
  shadowRoot = false,
}: FallbackInput): Promise<string> {
  if (!customElementName.test(tag)) return '';
  const links = await fallbackLinks(tag, attributes).catch(() => '');
  const shadow = `<template shadowrootmode="open"><link rel="stylesheet" href="${escapeHtml(shadowStylesheetHref(assetsBase))}"><slot></slot></template>`;
  if (shadowRoot) return `${shadow}${links}`;
  const written = attributes.filter(([name]) => attributeName.test(name));
  return `<${tag}${attributesHtml(written)} ${versionAttribute}="${escapeHtml(elementsVersion)}">${shadow}${links}</${tag}>`;
}

/** An attribute name the HTML parser reads as one (no quotes, `=`, `>` or spaces). */
const attributeName = /^[a-z][a-z0-9-]*$/;

/** The element's plain links, in a <nav> named as the view names it. */
async function fallbackLinks(tag: string, attributes: readonly [string, string][]) {
  const spec = elementSpecs.find((candidate) => candidate.tag === tag);
  if (!spec) return '';
  const values: Record<string, unknown> = {};
  for (const [name, text] of attributes) {
    const attribute = spec.attributes.find((candidate) => candidate.attribute === name);
    const parsed = attribute?.fromAttribute(text);
    if (attribute && parsed?.ok) values[attribute.property] = parsed.value;
  }
  // A locale the site does not take falls back to the site's, as in the browser (without its console error).
  const site = siteByKey(typeof values['site'] === 'string' ? values['site'] : defaultSiteKey);
  if (
    typeof values['locale'] === 'string' &&
    !site.acceptedLocales.includes(toBcp47(values['locale']))
  ) {
    delete values['locale'];
  }
  const context = resolveShell(tag, values as ShellValues);
  const { t } = createTranslator(context.locale, await loadCatalogue(context.catalogue));
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const navigation = (label: string, items: readonly NavItem[], first = '') =>
    `<nav class="site-shell-fallback" aria-label="${escapeHtml(label)}">${[
      ...(first ? [first] : []),
      ...items.map((item) => link(item.href, labelOf(item))),
    ].join(' ')}</nav>`;
  const labelOf = (item: NavItem) =>
    item.kind === 'phone' ? t(item.labelId, { phone: item.number }) : t(item.labelId);
  const options = context.loginEnabled ? {} : { loginEnabled: false };

  if (tag === 'site-header' || (tag === 'site-drawer' && values['side'] !== 'right')) {
    const variant = tag === 'site-header' ? values['variant'] : undefined;
    const model = headerModel(
      context.site,
      context.language,
      context.role,
      variant === 'focused' || variant === 'blog' ? variant : 'default',
      options,
    );
    // The support menu's links, and a signed-in user's messages and notifications as plain links.
    const actions = model.actions.flatMap((action): NavItem[] => {
      if (action.kind === 'link' || action.kind === 'phone') return [action];
      if (action.kind === 'group') return action.items;
      if (action.kind === 'messages' || action.kind === 'notifications') {
        const labelId = action.kind === 'messages' ? 'messages.title' : 'notifications.title';
        return [{ kind: 'link', id: action.id, labelId, href: action.href, newTab: false }];
      }
      return [];
    });
    return navigation(
      t('header.primaryNavigation'),
      [...flatten(model.primary), ...actions],
      // The wordmark's text: the brand, linking home.
      link(model.homeHref, brandName(context.site.sitegroup)),
    );
  }
  if (tag === 'site-drawer') {
    const model = headerModel(context.site, context.language, context.role, 'default', options);
    return navigation(t('drawer.userMenu'), model.accountMenu ?? []);
  }
  if (tag === 'site-footer') {
    const variant = values['variant'];
    const model = footerModel(
      context.site,
      context.language,
      context.role,
      variant === 'focused' || variant === 'reduced' ? variant : 'full',
    );
    return navigation(t('footer.navigation'), [
      ...model.groups.flatMap((group) => group.items),
      ...model.legal,
    ]);
  }
  return '';
}

function flatten(entries: readonly NavEntry[]): NavItem[] {
  return entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));
}
