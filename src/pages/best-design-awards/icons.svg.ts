import type { APIRoute } from 'astro';
import { iconSpriteSvg } from '../../islands/icons/icon-sprite.ts';

// /best-design-awards/icons.svg: the chrome's icons as symbols, for the
// static footer's `<use href>` (src/microsite/chrome/icon-sprite-href.ts).
export const GET: APIRoute = () =>
  new Response(iconSpriteSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
