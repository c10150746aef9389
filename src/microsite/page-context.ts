import publicSites from 'virtual:public-sites';
import { loadMessages } from '../i18n/load-messages.ts';
import type { Messages } from '../i18n/message-id.ts';
import type { PublicSite } from '../markets/public-site.ts';
import {
  createMicrositeTranslator,
  programmeName,
  type MicrositeTranslator,
} from './texts/translator.ts';
import { micrositeSite, type MicrositeSite } from './sites.ts';

// What every page knows about itself: which site it belongs to (the site key
// selects the market configuration and the language), the translators, and
// the chrome's catalogue. Built at build time from the page's site key.

export interface PageContext {
  site: MicrositeSite;
  /** The market's public configuration (markets/<key>.json). */
  publicSite: PublicSite;
  /** The microsite's own texts, dates and numbers. */
  t: MicrositeTranslator['t'];
  translator: MicrositeTranslator;
  /** The chrome's catalogue (header, drawer, footer). */
  chromeMessages: Messages;
}

// Every page of a site has the same context: made once per site and build,
// so that each page does not build its translators (and their formatters) again.
const contexts = new Map<string, Promise<PageContext>>();

export function pageContext(siteKey: string): Promise<PageContext> {
  let context = contexts.get(siteKey);
  if (!context) {
    context = createPageContext(siteKey);
    contexts.set(siteKey, context);
  }
  return context;
}

async function createPageContext(siteKey: string): Promise<PageContext> {
  const site = micrositeSite(siteKey);
  const publicSite = publicSites[siteKey];
  if (!publicSite)
    throw new Error(
      `No market file for the microsite site "${siteKey}" (markets/${siteKey}.json).`,
    );
  if (publicSite.language !== site.language) {
    throw new Error(
      `The microsite site "${siteKey}" is declared in ${site.language} but markets/${siteKey}.json is in ${publicSite.language}.`,
    );
  }
  const chromeMessages = await loadMessages(publicSite.language);
  const translator = createMicrositeTranslator(publicSite.locale, programmeName(chromeMessages));
  return { site, publicSite, t: translator.t, translator, chromeMessages };
}
