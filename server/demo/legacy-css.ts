import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The demo pages' own stylesheet (legacy.css), read once. The demo pages put
 * it inline, as a template does with its critical CSS, so that a first visit
 * paints from the HTML alone; a strict CSP allows it by this hash.
 */
export const legacyCss = readFileSync(new URL('./legacy.css', import.meta.url), 'utf8');

export const legacyCssHash = `'sha256-${createHash('sha256').update(legacyCss).digest('base64')}'`;
