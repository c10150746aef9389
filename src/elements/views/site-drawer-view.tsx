import { useEffect } from 'react';
import { LeftDrawer } from '../../islands/LeftDrawer.tsx';
import { RightDrawer } from '../../islands/RightDrawer.tsx';
import { $openDrawer, type DrawerSide } from '../../stores/drawers.ts';
import type { ElementViewProps } from '../element-spec.ts';
import { siteDrawerSpec } from '../specs/site-drawer.ts';
import { shellViewProps } from './shell-view-props.ts';
import { ShellRoot } from './ShellRoot.tsx';

/** Emits `site-drawer-open` and `site-drawer-close` when this side's drawer changes. */
function useDrawerEvents(host: ElementViewProps['host'], side: DrawerSide): void {
  useEffect(() => {
    let open = $openDrawer.get() === side;
    return $openDrawer.listen((value) => {
      const nowOpen = value === side;
      if (nowOpen !== open) {
        open = nowOpen;
        host.emit(nowOpen ? 'site-drawer-open' : 'site-drawer-close', { side });
      }
    });
  }, [host, side]);
}

/** What `<site-drawer>` renders (specs/site-drawer.ts describes its attributes). */
export function SiteDrawerElement({ values, host }: ElementViewProps) {
  const side = (values['side'] as DrawerSide | undefined) ?? 'left';
  useDrawerEvents(host, side);
  const View = side === 'left' ? LeftDrawer : RightDrawer;
  return (
    <ShellRoot
      values={values}
      host={host}
      fallbackWhileLoading={siteDrawerSpec.showsFallback}
      render={(context, messages) => <View {...shellViewProps(context, messages)} />}
    />
  );
}
