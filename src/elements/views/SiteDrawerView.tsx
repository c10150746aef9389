import { LeftDrawer } from '../../islands/LeftDrawer.tsx';
import { RightDrawer } from '../../islands/RightDrawer.tsx';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import { siteDrawerSpec } from '../specs/site-drawer.ts';
import { ShellRoot } from './ShellRoot.tsx';
import { useDrawerEvents } from './use-drawer-events.ts';

/** What `<site-drawer>` renders (specs/site-drawer.ts describes its attributes). */
export function SiteDrawerElement(props: ElementViewProps<ElementValues<typeof siteDrawerSpec>>) {
  const side = props.values.side ?? 'left';
  useDrawerEvents(props.host, [side]);
  const View = side === 'left' ? LeftDrawer : RightDrawer;
  return (
    <ShellRoot
      {...props}
      fallbackWhileLoading={siteDrawerSpec.showsFallback}
      render={(shell) => <View {...shell} />}
    />
  );
}
