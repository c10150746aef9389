import { basePath } from '../base-path.ts';

/** Where the Partytown library files are served: under the base path, same origin as the pages. */
export const partytownLibPath = `${basePath}~partytown/`;

/**
 * The third-party script proxy: `GET {scriptProxyPath}?url=<encoded script address>`
 * (spec §7 "Third-party script proxy"). Mounted by the reference server.
 */
export const scriptProxyPath = `${basePath}~partytown-proxy`;
