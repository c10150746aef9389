import { formatLocaleOf } from '../../src/i18n/format-locale.ts';
import type { PublicSite } from '../../src/markets/public-site.ts';
import { chromeLabels } from './chrome-labels.ts';
import { html, type SafeHtml } from './html.ts';
import type { Role } from '../../src/navigation/types.ts';
import type { DemoVariant } from './roles.ts';
import { demoTextsFor } from './texts/demo-texts-for.ts';

// The ordinary content of a legacy page around the elements, in the page's
// language: enough for the page to look like the real site and for layout
// problems to show.

/** A price as the page's locale writes it (en-BR: "US$299", not "$299"). */
const price = (locale: string, currency: string, amount: number) =>
  new Intl.NumberFormat(formatLocaleOf(locale), {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);

function contestList(site: PublicSite, locale: string, state: string): SafeHtml {
  const texts = demoTextsFor(locale);
  return html`<ul class="card-list">
    ${texts.contests.map(
      (title, i) =>
        html`<li class="card">
          <h2><a href="/contests/${1000 + i}">${title}</a></h2>
          <p>
            ${texts.contestLine(price(locale, site.currency, 299 + i * 200), 12 + i * 7, state)}
          </p>
        </li>`,
    )}
  </ul>`;
}

/** The page's heading; the two signed-in pages are named as the chrome's menu names them. */
export function pageTitle(locale: string, role: Role, variant: DemoVariant): string {
  const texts = demoTextsFor(locale);
  const labels = chromeLabels(locale);
  if (variant === 'blog') return texts.blogTitle;
  if (variant === 'focused') return texts.checkoutTitle;
  if (role === 'contest-holder') return labels['nav.yourWork'];
  if (role === 'designer') return labels['nav.browseContests'];
  return texts.loggedOutTitle;
}

/** The page's meta description: its lede, or its step for the checkout (issue 36: Lighthouse SEO). */
export function pageDescription(
  site: PublicSite,
  locale: string,
  role: Role,
  variant: DemoVariant,
): string {
  const texts = demoTextsFor(locale);
  if (variant === 'blog') return texts.blogLede(site.name);
  if (variant === 'focused') return `${texts.checkoutTitle}. ${texts.checkoutStep}`;
  if (role === 'contest-holder') return texts.contestHolderLede(site.name);
  if (role === 'designer') return texts.designerLede;
  return texts.loggedOutLede;
}

export function pageContent(
  site: PublicSite,
  locale: string,
  role: Role,
  variant: DemoVariant,
): SafeHtml {
  const texts = demoTextsFor(locale);
  const labels = chromeLabels(locale);
  if (variant === 'blog') {
    return html`<article>
      <p class="lede">${texts.blogLede(site.name)}</p>
      ${[texts.blogHandDrawn, texts.blogVariableType].map(
        ([heading, text]) =>
          html`<h2>${heading}</h2>
            <p>${text}</p>`,
      )}
    </article>`;
  }
  if (variant === 'focused') {
    const option = (value: keyof typeof texts.packages, amount: number, checked = false) =>
      html`<label
        ><input type="radio" name="package" value="${value}" ${checked ? html`checked` : ''} />
        ${texts.packages[value]} · ${price(locale, site.currency, amount)}</label
      >`;
    return html`<form class="checkout" action="#" method="get">
      <p>${texts.checkoutStep}</p>
      <fieldset>
        <legend>${texts.packageLegend}</legend>
        ${option('bronze', 299, true)} ${option('silver', 499)} ${option('gold', 899)}
      </fieldset>
      <button type="button">${texts.continue}</button>
    </form>`;
  }
  if (role === 'contest-holder') {
    return html`<p class="lede">${texts.contestHolderLede(site.name)}</p>
      ${contestList(site, locale, texts.contestStates.open)}`;
  }
  if (role === 'designer') {
    return html`<p class="lede">${texts.designerLede}</p>
      ${contestList(site, locale, texts.contestStates.qualifying)}`;
  }
  return html`<p class="lede">${texts.loggedOutLede}</p>
    <p>
      <a class="button" href="/categories">${labels['nav.getADesign']}</a>
      <a href="/how-it-works">${labels['nav.howItWorks']}</a>
    </p>
    ${contestList(site, locale, texts.contestStates.finished)}`;
}
