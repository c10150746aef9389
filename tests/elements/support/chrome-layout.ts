// What a reader would see as broken in the rendered chrome of a page, judged
// from boxes in one pass (cheap enough to run at a hundred widths): the page
// scrolling sideways, a control cut off by the viewport or by its element's
// box, text running out of its control, two controls of one element overlapping.
import type { Role } from '../../../src/navigation/types.ts';
import { present, type SiteElement } from './site-element.ts';

/** Every site of markets/, each in its own default language. */
export const siteKeys = [
  'at-de',
  'at-en',
  'au-en',
  'be-en',
  'be-fr',
  'be-nl',
  'br-en',
  'br-pt',
  'ca-en',
  'ca-fr',
  'ch-de',
  'ch-en',
  'ch-fr',
  'ch-it',
  'cl-en',
  'cl-es',
  'co-en',
  'co-es',
  'de-de',
  'de-en',
  'dk-en',
  'es-en',
  'es-es',
  'fr-en',
  'fr-fr',
  'gb-en',
  'gw-at-de',
  'gw-at-en',
  'gw-ch-de',
  'gw-ch-en',
  'gw-de-de',
  'gw-de-en',
  'hk-en',
  'ie-en',
  'it-en',
  'it-it',
  'jp-en',
  'jp-ja',
  'mx-en',
  'mx-es',
  'nl-en',
  'nl-nl',
  'no-en',
  'pt-en',
  'pt-pt',
  'sg-en',
  'us-en',
  'us-es',
];

/**
 * Every role. Written out: this runner serves only tests/elements/ as JavaScript
 * (tests/support/wtr-typescript.ts), so `roles` of src/navigation/types.ts
 * cannot be imported here; the type makes a missing or unknown role an error.
 */
const everyRole = {
  'logged-out': true,
  'contest-holder': true,
  designer: true,
} as const satisfies Record<Role, true>;
export const roles = Object.keys(everyRole) as Role[];

/** The markup of one header per site and role, signed-in ones with three-digit counts. */
export function everyHeaderHtml(sites = siteKeys) {
  return sites
    .flatMap((site) =>
      roles.map((role) =>
        role === 'logged-out'
          ? `<site-header site="${site}" user-role="${role}"></site-header>`
          : `<site-header site="${site}" user-role="${role}" user-id="7" display-name="Ana Muster" unread-counts='{"messages":120,"notifications":120}'></site-header>`,
      ),
    )
    .join('\n');
}

const controlSelector = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A short name for a control in a failure message. */
function nameOf(control: Element): string {
  const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
  return name.trim().replace(/\s+/g, ' ').slice(0, 40) || control.className;
}

function describe(element: Element): string {
  const role = element.getAttribute('user-role');
  return `${element.localName} ${element.getAttribute('site')}${role ? ` ${role}` : ''}`;
}

/** The controls a reader can see in an element's shadow root (not the skip link, shown on focus only). */
export function visibleControls(element: SiteElement): HTMLElement[] {
  const view = present(element.ownerDocument.defaultView, 'window');
  return [...element.shadowRoot.querySelectorAll<HTMLElement>(controlSelector)].filter(
    (control) =>
      !control.classList.contains('site-skip-link') &&
      control.getClientRects().length > 0 &&
      view.getComputedStyle(control).visibility === 'visible',
  );
}

function overlap(a: DOMRect, b: DOMRect): boolean {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 1 && height > 1;
}

/**
 * Everything that reads as broken on `doc` right now, as sentences (empty when
 * nothing is). `elements`: the chrome's elements to judge (default: every one).
 */
export function layoutProblems(
  doc: Document,
  elements: Iterable<SiteElement> = doc.querySelectorAll<SiteElement>('site-header, site-footer'),
): string[] {
  const problems: string[] = [];
  const viewportWidth = doc.documentElement.clientWidth;
  const overflow = doc.documentElement.scrollWidth - viewportWidth;
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
  const slack = 0.5;
  for (const element of elements) {
    const host = element.getBoundingClientRect();
    const controls = visibleControls(element);
    const boxes = controls.map((control) => control.getBoundingClientRect());
    controls.forEach((control, index) => {
      const box = present(boxes[index], 'box');
      const what = `${describe(element)}: "${nameOf(control)}"`;
      if (box.left < -slack || box.right > viewportWidth + slack) {
        problems.push(
          `${what} is cut off by the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${viewportWidth} px)`,
        );
      } else if (
        box.left < host.left - slack ||
        box.right > host.right + slack ||
        box.top < host.top - slack ||
        box.bottom > host.bottom + slack
      ) {
        problems.push(`${what} lies outside its element`);
      }
      // 2 px: an unread badge sits 2 px past its button's edge by design.
      if (control.clientWidth > 0 && control.scrollWidth > control.clientWidth + 2) {
        problems.push(
          `${what}: its content runs ${control.scrollWidth - control.clientWidth} px past its box`,
        );
      }
      for (let other = index + 1; other < controls.length; other += 1) {
        const next = present(controls[other], 'control');
        if (control.contains(next) || next.contains(control)) continue;
        if (overlap(box, present(boxes[other], 'box'))) {
          problems.push(`${what} overlaps "${nameOf(next)}"`);
        }
      }
    });
  }
  return problems;
}
