import { createContext } from 'react';

/**
 * The address of a sprite file holding every icon as a `<symbol>` (the
 * microsite's icons.svg), or null. Set, icons below draw `<use href>` into it
 * instead of their path: the static footer's icons then cost a few bytes a
 * page instead of ~1 KB gzip. Only for markup served from the sprite's
 * origin: `<use>` does not load another origin's file (the custom elements).
 */
export const IconSpriteContext = createContext<string | null>(null);
