import { defineMiddleware } from 'astro:middleware';
import { finishPage, pageFinishing } from './page-finishing.ts';

// Added by the microsite's integration to `astro build` only (the dev server
// serves Astro's pages as they are): each page is finished as Astro renders
// it (page-finishing.ts), inside Astro's pipeline, so that a build reads and
// writes each page once.

const encoder = new TextEncoder();

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = finishPage(await response.text(), pageFinishing(), context.generator);
  // Bytes, not a string: a Response made from a string checks every
  // character of it again (a USVString), which Astro then encodes anyway.
  return new Response(encoder.encode(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
