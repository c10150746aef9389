import type { APIRoute } from 'astro';
import { footerIconsSvg } from '../../microsite/chrome/footer-icons.ts';

// /best-design-awards/footer-icons.svg: the footer's social icons, referred
// to by every page's footer (src/microsite/chrome/footer-icons.ts).

export const GET: APIRoute = () =>
  new Response(footerIconsSvg(), { headers: { 'content-type': 'image/svg+xml' } });
