import type { Messages } from '../../../src/i18n/message-id.ts';
import en from '../../../src/i18n/messages/en.json';
import de from '../../../src/i18n/messages/de.json';
import ja from '../../../src/i18n/messages/ja.json';

/** The catalogues the browser tests render with (loaded up front, as the element layer does). */
export const catalogues = { en, de, ja } satisfies Record<string, Messages>;
