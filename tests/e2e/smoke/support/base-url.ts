// The reference server's address, started once for the whole run by
// global-setup.ts and handed to the test files through vitest's provide/inject.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    smokeBaseUrl: string;
  }
}

/** `http://127.0.0.1:<port>`, without a trailing slash. */
export function baseUrl(): string {
  return inject('smokeBaseUrl');
}
