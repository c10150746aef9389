import type { Role } from './types.ts';

/** spec §2: /work is the home of contest holders; everyone else's home is /. */
export function homeHref(role: Role): string {
  return role === 'contest-holder' ? '/work' : '/';
}
