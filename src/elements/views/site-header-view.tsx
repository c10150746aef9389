import type { HeaderVariant } from '../../navigation/types.ts';
import type { HeaderLiveSlots } from '../../islands/HeaderActions.tsx';
import { SiteHeader } from '../../islands/SiteHeader.tsx';
import type { ElementViewProps } from '../element-spec.ts';
import type { ShellContext } from '../resolve-shell.ts';
import { shellViewProps } from './shell-view-props.ts';
import { ShellRoot } from './ShellRoot.tsx';
import type { LiveLayer } from './use-live-layer.ts';

/** The messages and notifications dropdowns, once the live layer has loaded. */
function liveSlots(live: LiveLayer | null, context: ShellContext): HeaderLiveSlots | undefined {
  if (!live || context.role === 'logged-out') return undefined;
  const { endpoints, role, currentPath, locale } = context;
  return {
    messages: (t) => (
      <live.MessagesDropdown
        endpoints={endpoints}
        role={role}
        currentPath={currentPath}
        locale={locale}
        t={t}
      />
    ),
    notifications: (t) => (
      <live.NotificationsDropdown endpoints={endpoints} locale={locale} t={t} />
    ),
  };
}

/** What `<site-header>` renders (specs/site-header.ts describes its attributes). */
export function SiteHeaderElement({ values, host }: ElementViewProps) {
  return (
    <ShellRoot
      values={values}
      host={host}
      live
      render={(context, messages, live) => (
        <SiteHeader
          {...shellViewProps(context, messages)}
          variant={(values['variant'] as HeaderVariant | undefined) ?? 'default'}
          mainId={(values['mainId'] as string | undefined) ?? 'main'}
          live={liveSlots(live, context)}
        />
      )}
    />
  );
}
