import type { ComponentType } from 'react';
import type { Messages } from '../../i18n/message-id.ts';
import type { ShellViewProps } from '../../islands/shell-props.ts';
import type { PageContext } from '../page-context.ts';
import { renderedMessages } from './rendered-messages.ts';

// The props of the chrome (header, drawer, footer) on a microsite page: the
// logged-out chrome of the page's site, with login switched off.

export function chromeProps(context: PageContext, currentPath: string): ShellViewProps {
  return {
    site: context.publicSite,
    locale: context.publicSite.locale,
    messages: context.chromeMessages,
    role: 'logged-out',
    // The microsite has no accounts: no Log in link in the header or the drawer.
    loginEnabled: false,
    currentPath,
  };
}

// By view (a function or class: an object), then by its props without the path.
const cache = new WeakMap<object, Map<string, Messages>>();

/**
 * `props` with only the messages `View` renders (rendered-messages.ts), for
 * an island. Found once per view and site, not per page: the current path
 * only marks a link as current and adds no text.
 */
export function islandProps<P extends ShellViewProps>(View: ComponentType<P>, props: P): P {
  const byProps = cache.get(View) ?? new Map<string, Messages>();
  cache.set(View, byProps);
  const key = JSON.stringify({ ...props, messages: undefined, currentPath: undefined });
  let messages = byProps.get(key);
  if (!messages) {
    messages = renderedMessages(View, props);
    byProps.set(key, messages);
  }
  return { ...props, messages };
}
