/** The cookie the server keeps the CSRF token in (spec §7: "The csrf token is read from a cookie"). */
export const csrfCookieName = 'csrf_token';

/** The value of one cookie in a `document.cookie` string, decoded; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The page's cookies, or '' outside a page. */
export function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The CSRF token of the page's session ('' when the cookie is missing: the server then answers 403). */
export function readCsrfToken(cookies: string = documentCookies()): string {
  return readCookie(cookies, csrfCookieName) ?? '';
}
