import { LeftDrawer } from '../../islands/LeftDrawer.tsx';
import { RightDrawer } from '../../islands/RightDrawer.tsx';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import { siteDrawerSpec } from '../specs/site-drawer.ts';
import { shellViewProps } from './shell-view-props.ts';
import { ShellRoot } from './ShellRoot.tsx';
import { useDrawerEvents } from './use-drawer-events.ts';

/** What `<site-drawer>` renders (specs/site-drawer.ts describes its attributes). */
export function SiteDrawerElement({
  values,
  host,
  serverStyles,
}: ElementViewProps<ElementValues<typeof siteDrawerSpec>>) {
  const side = values.side ?? 'left';
  useDrawerEvents(host, [side]);
  const View = side === 'left' ? LeftDrawer : RightDrawer;
  return (
    <ShellRoot
      tag={siteDrawerSpec.tag}
      values={values}
      host={host}
      serverStyles={serverStyles}
      fallbackWhileLoading={siteDrawerSpec.showsFallback}
      render={(context, messages) => <View {...shellViewProps(context, messages)} />}
    />
  );
}
