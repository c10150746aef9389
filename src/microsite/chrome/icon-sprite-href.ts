import { createHash } from 'node:crypto';
import { iconSpriteSvg } from '../../islands/icons/icon-sprite.ts';
import { micrositeFile } from '../base-path.ts';

/**
 * The address of the icon sprite (src/pages/best-design-awards/icons.svg.ts),
 * versioned by its content: a changed sprite gets a new address in caches,
 * an unchanged one stays cached across builds. On the pages' own origin even
 * with ASSETS_HOST: `<use>` only loads same-origin files.
 */
export const iconSpriteHref = `${micrositeFile('icons.svg')}?v=${createHash('sha256')
  .update(iconSpriteSvg())
  .digest('hex')
  .slice(0, 8)}`;
