import type { APIRoute } from 'astro';
import { basePath } from '../microsite/base-path.ts';

// /robots.txt: the awards microsite may be crawled whole, and names its
// sitemap (every page of every language, with its alternates). On the
// marketplace's own host, where the microsite is a folder, merge these lines
// into the host's robots.txt.

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(`${basePath}sitemap.xml`, site).href;
  const text = `User-agent: *\nAllow: ${basePath}\n\nSitemap: ${sitemap}\n`;
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
