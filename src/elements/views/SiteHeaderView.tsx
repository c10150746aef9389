import type { HeaderLiveSlots } from '../../islands/HeaderActions.tsx';
import { LeftDrawer } from '../../islands/LeftDrawer.tsx';
import { RightDrawer } from '../../islands/RightDrawer.tsx';
import { SiteHeader } from '../../islands/SiteHeader.tsx';
import type { DrawerSide } from '../../stores/drawers.ts';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import type { ShellContext } from '../resolve-shell.ts';
import type { siteHeaderSpec } from '../specs/site-header.ts';
import { ShellRoot } from './ShellRoot.tsx';
import { useDrawerEvents } from './use-drawer-events.ts';
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

const bothSides: readonly DrawerSide[] = ['left', 'right'];
const noSides: readonly DrawerSide[] = [];

/** What `<site-header>` renders (specs/site-header.ts describes its attributes). */
export function SiteHeaderElement(props: ElementViewProps<ElementValues<typeof siteHeaderSpec>>) {
  const { values, host, context } = props;
  // With `drawers` the dialogs share the header's shadow root with their
  // openers, so the openers' invoker commands work before any script. They
  // come first: a server-rendered root is parsed as it streams in, and a
  // button parsed before its dialog would swallow a tap (closed, the dialogs
  // take no space, focus or place in the accessibility tree).
  const withDrawers = values.drawers === true;
  useDrawerEvents(host, withDrawers ? bothSides : noSides);
  return (
    <ShellRoot
      {...props}
      live
      render={(shell, live) => (
        <>
          {withDrawers && <LeftDrawer {...shell} />}
          {withDrawers && <RightDrawer {...shell} />}
          <SiteHeader
            {...shell}
            variant={values.variant ?? 'default'}
            mainId={values.mainId ?? 'main'}
            live={liveSlots(live, context)}
          />
        </>
      )}
    />
  );
}
