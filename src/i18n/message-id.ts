import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type englishMessages from './messages/en.json';

// The English catalogue is the reference: every other language has exactly its keys.
/** A key of the message catalogues; a typo is a type error. */
export type MessageId = keyof typeof englishMessages;

/**
 * A catalogue of ICU messages by id: their text, or (in the elements bundle,
 * which parses the catalogues at build time: precompiled-messages-plugin.ts)
 * their syntax trees.
 */
export type Catalogue<Id extends string> = Record<Id, string> | Record<Id, MessageFormatElement[]>;

/** One language's catalogue of the chrome. */
export type Messages = Catalogue<MessageId>;
