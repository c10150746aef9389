import type { Messages } from '../../../src/i18n/message-id.ts';
import type { PublicSite } from '../../../src/markets/public-site.ts';
import type { Role } from '../../../src/navigation/types.ts';
import type { ShellPageProps } from './shell-page.tsx';
import { catalogues } from './messages.ts';
import { sites } from './sites.ts';

export const testUser = { id: '1042', displayName: 'Alex Morgan' };

export interface ShellPropsOptions extends Partial<Omit<ShellPageProps, 'role'>> {
  site?: PublicSite;
  locale?: string;
  messages?: Messages;
}

/**
 * Props for the shell views: US English site by default, with a signed-in
 * user for the logged-in roles. Built as an object and spread, because a JSX
 * attribute named `role` reads as an ARIA role to jsx-a11y.
 */
export function shellProps(role: Role, options: ShellPropsOptions = {}): ShellPageProps {
  return {
    site: sites.us,
    locale: 'en-US',
    messages: catalogues.en,
    role,
    currentPath: '/',
    ...(role === 'logged-out' ? {} : { user: testUser }),
    ...options,
  };
}
