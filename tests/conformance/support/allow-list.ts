// What the Nu HTML checker reports although a standard allows it: the checker
// lags these standards. Each entry names the standard; nothing else is
// allowed (issue 36). Most come from what Astro writes for its view
// transitions and its client router; `part` is the elements' own, in their
// shadow roots only (in a page's light DOM it would mean nothing).

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  url: string;
  lastLine?: number;
}

interface Allowed {
  /** The message, whole, or its pattern. */
  message: string | RegExp;
  /** Only in these groups of documents (every group when absent). */
  groups?: readonly string[];
  /** Where the message is ambiguous, what the flagged text must look like. */
  extract?: RegExp;
  /** The standard that allows it. */
  standard: string;
}

export const allowList: readonly Allowed[] = [
  {
    // `::view-transition-group(*)`, `::view-transition-old(name)`: the checker's CSS parser has no view transitions.
    message: 'CSS: Parse Error.',
    // The extract is cut anywhere: `…nsition-group(*),::view-transi…`, `…stro-b2yi4t6f-1){animation:non…`
    // (the scope's style, minified by the build: src/microsite/build/inline-styles.ts).
    extract: /nsition|view-transi|-\w{8}-\d+\) ?\{/,
    standard:
      'CSS View Transitions Module Level 1, §3.2 pseudo-elements: https://www.w3.org/TR/css-view-transitions-1/#pseudo',
  },
  {
    message: "CSS: “view-transition-name”: Property “view-transition-name” doesn't exist.",
    standard:
      'CSS View Transitions Module Level 1, view-transition-name: https://www.w3.org/TR/css-view-transitions-1/#view-transition-name-prop',
  },
  {
    message: 'CSS: “mix-blend-mode”: “plus-lighter” is not a “mix-blend-mode” value.',
    standard:
      'Compositing and Blending Level 2, plus-lighter: https://drafts.fxtf.org/compositing-2/#valdef-blend-mode-plus-lighter',
  },
  {
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /rel="expect"|blocking="render"/,
    standard:
      'HTML Standard, the blocking attribute on <link rel="expect">: https://html.spec.whatwg.org/multipage/links.html#link-type-expect',
  },
  {
    // A page's rule for an element's waiting look (docs/elements/README.md "No layout shift").
    message: /^CSS: Unknown pseudo-element or pseudo-class “:state”\.?$/,
    extract: /:state\(pending\)/,
    standard:
      'HTML Standard, custom element states, the :state() pseudo-class: https://html.spec.whatwg.org/multipage/custom-elements.html#custom-state-pseudo-class',
  },
  {
    message: /^Attribute “part” not allowed on element “\w+” at this point\.$/,
    groups: ['shadow roots'],
    standard:
      'CSS Shadow Parts, the part attribute (on any element of a shadow tree): https://www.w3.org/TR/css-shadow-parts-1/#part-attr',
  },
];

/** Whether a standard allows what the checker reports in a document of `group`. */
export function isAllowed(message: NuMessage, group: string): boolean {
  return allowList.some(
    (allowed) =>
      (typeof allowed.message === 'string'
        ? allowed.message === message.message
        : allowed.message.test(message.message)) &&
      (!allowed.groups || allowed.groups.includes(group)) &&
      (!allowed.extract || allowed.extract.test(message.extract ?? '')),
  );
}
