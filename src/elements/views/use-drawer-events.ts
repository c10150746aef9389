import { useEffect } from 'react';
import { $openDrawer, type DrawerSide } from '../../stores/drawers.ts';
import type { ShellElementInstance } from '../element-spec.ts';

/** Emits `site-drawer-open` and `site-drawer-close` from `host` when these sides' drawers change. */
export function useDrawerEvents(
  host: ShellElementInstance | null,
  sides: readonly DrawerSide[],
): void {
  const key = sides.join(' ');
  useEffect(() => {
    if (!host || key === '') return undefined;
    const watched = key.split(' ');
    let open = $openDrawer.get();
    return $openDrawer.listen((value) => {
      if (value === open) return;
      const before = open;
      open = value;
      if (before && watched.includes(before)) host.emit('site-drawer-close', { side: before });
      if (value && watched.includes(value)) host.emit('site-drawer-open', { side: value });
    });
  }, [host, key]);
}
