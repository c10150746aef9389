import { defineMiddleware } from 'astro:middleware';
import { finishPage, pageFinishing } from './page-finishing.ts';

// Added by the microsite's integration to `astro build` only (the dev server
// serves Astro's pages as they are): each page is finished as Astro renders
// it (page-finishing.ts), inside Astro's pipeline, so that a build reads and
// writes each page once. The page stays bytes: decoding and encoding it again
// cost more than finishing it (page-edits.ts).

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const page = Buffer.from(await response.arrayBuffer());
  const finished = finishPage(page, pageFinishing(), context.generator, context.url.pathname);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // A Buffer made by Buffer.from or Buffer.concat holds an ArrayBuffer, never a SharedArrayBuffer.
  return new Response(finished as Uint8Array<ArrayBuffer>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
