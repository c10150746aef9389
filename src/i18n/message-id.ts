import type englishMessages from './messages/en.json';

// The English catalogue is the reference: every other language has exactly its keys.
/** A key of the message catalogues; a typo is a type error. */
export type MessageId = keyof typeof englishMessages;

/** One language's catalogue: an ICU message per id. */
export type Messages = Record<MessageId, string>;
