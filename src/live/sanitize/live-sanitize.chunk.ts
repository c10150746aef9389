// The sanitizer chunk (dist-elements/chunks/live-sanitize-*.js): DOMPurify and
// its allow-list. The notifications stores import it when notification HTML
// is first shown, so a page whose bell is never opened never loads it.
export { createHtmlSanitizer } from './sanitize-html.ts';
