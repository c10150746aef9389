import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { safeUrl } from './safe-url.ts';

/**
 * What notification HTML may contain: inline formatting, paragraphs, line
 * breaks and links. No attribute but `href` (on links only), so no event
 * handler, style, id, class or form attribute can reach the page.
 */
export const allowedTags: readonly string[] = [
  'a',
  'abbr',
  'b',
  'br',
  'cite',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'mark',
  'p',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
];

export const allowedAttributes: readonly string[] = ['href'];

const config: Config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...allowedAttributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Text inside removed tags stays (e.g. the words of a stripped <div>).
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

export type SanitizeHtml = (dirty: string) => string;

/**
 * A sanitizer bound to `window` (the page's, or a DOM implementation's in
 * tests). It has its own DOMPurify instance, so its hooks never touch another
 * DOMPurify user on the page. Links keep an `href` only if it is relative or
 * http(s), rewritten to the normalised form, and get
 * `rel="noopener noreferrer"`.
 */
export function createHtmlSanitizer(
  window: WindowLike = globalThis as unknown as WindowLike,
): SanitizeHtml {
  const purify: DOMPurify = createDOMPurify(window);
  if (!purify.isSupported) {
    throw new Error('DOMPurify needs a DOM: pass a window to createHtmlSanitizer.');
  }
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    if (element.localName !== 'a') {
      element.removeAttribute('href');
      return;
    }
    const href = safeUrl(element.getAttribute('href'));
    if (href === null) element.removeAttribute('href');
    else {
      element.setAttribute('href', href);
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const sanitize: SanitizeHtml = (dirty) => purify.sanitize(dirty, config);
  // Fail closed: some DOM implementations (happy-dom, measured) parse in a way
  // that lets DOMPurify miss handlers. Refuse to run on such a DOM.
  if (/onerror|<img|javascript:/i.test(sanitize(selfTestPayload))) {
    throw new Error(
      'DOMPurify does not sanitize correctly with this DOM; refusing to render HTML.',
    );
  }
  return sanitize;
}

const selfTestPayload = '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
