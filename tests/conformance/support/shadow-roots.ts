// The content of each declarative shadow root of an HTML text, which the
// checker does not look into (`<template>`), to be checked as a document of
// its own. Nested templates are kept inside their root.

const open = /<template\s[^>]*shadowrootmode="open"[^>]*>/g;

export function shadowRootsOf(html: string): string[] {
  const roots: string[] = [];
  for (const start of html.matchAll(open)) {
    const from = start.index + start[0].length;
    let depth = 1;
    const tags = /<template\b[^>]*>|<\/template>/g;
    tags.lastIndex = from;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        roots.push(html.slice(from, tag.index));
        break;
      }
    }
  }
  return roots;
}

/**
 * A shadow root's content as a document: what heads it (its <style>, an
 * inline render's scoped styles, or <link>s: the stylesheet, React's image
 * preloads) in the head, where a document holds them.
 */
export function shadowRootDocument(content: string, lang: string): string {
  const head = /^(?:<style\b[^>]*>[\s\S]*?<\/style>|<link\b[^>]*>)*/.exec(content)?.[0] ?? '';
  return documentAround(content.slice(head.length), lang, 'a shadow root', head);
}

/** A fragment (an element's HTML) as the body of a minimal document. */
export function documentAround(body: string, lang: string, title: string, head = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
}
