import type { PublicSite } from '../../src/markets/public-site.ts';
import { html, type SafeHtml } from './html.ts';
import type { DemoRole, DemoVariant } from './roles.ts';

// The ordinary content of a legacy page around the elements: enough for the
// page to look like the real site and for layout problems to show.

const price = (site: PublicSite, amount: number) => {
  try {
    return new Intl.NumberFormat(site.locale, {
      style: 'currency',
      currency: site.currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount} ${site.currency}`;
  }
};

const contests = [
  'Logo for an organic bakery',
  'Packaging for craft beer',
  'Landing page for a fintech start-up',
  'Book cover for a crime novel',
];

function contestList(site: PublicSite, verb: string): SafeHtml {
  return html`<ul class="card-list">
    ${contests.map(
      (title, i) =>
        html`<li class="card">
          <h2><a href="/contests/${1000 + i}">${title}</a></h2>
          <p>${price(site, 299 + i * 200)} · ${12 + i * 7} designs · ${verb}</p>
        </li>`,
    )}
  </ul>`;
}

export function pageTitle(role: DemoRole, variant: DemoVariant): string {
  if (variant === 'blog') return 'Ten logo trends for the coming year';
  if (variant === 'focused') return 'Launch your contest';
  if (role === 'contest-holder') return 'Your work';
  if (role === 'designer') return 'Browse contests';
  return 'Get a professional logo designed';
}

export function pageContent(site: PublicSite, role: DemoRole, variant: DemoVariant): SafeHtml {
  if (variant === 'blog') {
    return html`<article>
      <p class="lede">
        From hand-drawn marks to variable type: what we expect to see in logo contests on
        ${site.name}.
      </p>
      <h2>1. Hand-drawn marks</h2>
      <p>
        Clients ask for warmth. Designers answer with imperfect lines, visible brush strokes and
        marks that look made by a person.
      </p>
      <h2>2. Variable type</h2>
      <p>
        One typeface, many weights: logos that adapt from a favicon to a billboard without losing
        their character.
      </p>
    </article>`;
  }
  if (variant === 'focused') {
    return html`<form class="checkout" action="#" method="get">
      <p>Step 2 of 3: choose a package.</p>
      <fieldset>
        <legend>Package</legend>
        <label
          ><input type="radio" name="package" value="bronze" checked /> Bronze ·
          ${price(site, 299)}</label
        >
        <label
          ><input type="radio" name="package" value="silver" /> Silver · ${price(site, 499)}</label
        >
        <label><input type="radio" name="package" value="gold" /> Gold · ${price(site, 899)}</label>
      </fieldset>
      <button type="button">Continue</button>
    </form>`;
  }
  if (role === 'contest-holder') {
    return html`<p class="lede">Your contests and projects on ${site.name}.</p>
      ${contestList(site, 'open')}`;
  }
  if (role === 'designer') {
    return html`<p class="lede">Contests that match your skills, newest first.</p>
      ${contestList(site, 'qualifying round')}`;
  }
  return html`<p class="lede">
      Work with designers from around the world. Pay once you love the result.
    </p>
    <p>
      <a class="button" href="/categories">Get a design</a> <a href="/how-it-works">How it works</a>
    </p>
    ${contestList(site, 'finished')}`;
}
