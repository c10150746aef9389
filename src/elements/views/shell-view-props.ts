import type { Messages } from '../../i18n/message-id.ts';
import type { ShellViewProps } from '../../islands/shell-props.ts';
import type { ShellContext } from '../resolve-shell.ts';

/** The props every shell view takes, from an element's resolved context. */
export function shellViewProps(context: ShellContext, messages: Messages): ShellViewProps {
  return {
    site: context.site,
    locale: context.locale,
    messages,
    role: context.role,
    currentPath: context.currentPath,
    user: context.user,
    loginEnabled: context.loginEnabled,
  };
}
