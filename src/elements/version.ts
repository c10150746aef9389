import { version } from '../../package.json';

/**
 * The version of the elements bundle: package.json's, read at build time (a
 * named import of a JSON field: only the string is bundled). A second copy
 * with another version warns.
 */
export const elementsVersion: string = version;
