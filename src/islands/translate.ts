import type { Translator } from '../i18n/create-translator.ts';

/** Formats one message of the loaded catalogue (the `t` of a `Translator`). */
export type Translate = Translator['t'];
