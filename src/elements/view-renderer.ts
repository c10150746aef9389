import type { ElementViewProps, ShellElementInstance } from './element-spec.ts';
import { loadViews } from './load-views.ts';
import type { MountedView } from './views/mount-view.tsx';

/** One element's view: the latest props, and the React root once the views chunk is in. */
export interface ViewSlot {
  readonly tag: string;
  props: ElementViewProps;
  view: MountedView | null;
  unmounted: boolean;
}

/**
 * The renderer r2wc's core calls on connect, update and disconnect. It is the
 * React renderer of @r2wc/react-to-web-component, except that React comes
 * from the lazily loaded views chunk: until it is in, the element shows the
 * template's fallback markup (its <slot>), and props set meanwhile are kept.
 */
export const viewRenderer = {
  mount(container: HTMLElement, tag: string, props: ElementViewProps): ViewSlot {
    const slot: ViewSlot = { tag, props, view: null, unmounted: false };
    const fail = (error: unknown, what: string) => {
      console.error(`<${tag}>: ${what}; the element keeps the markup it had.`, error);
      const host = container instanceof ShadowRoot ? container.host : container;
      (host as Partial<ShellElementInstance>).markFailed?.(error);
    };
    loadViews().then(
      (views) => {
        if (slot.unmounted) return;
        try {
          slot.view = views.mountView(container, tag, slot.props);
        } catch (error) {
          fail(error, 'its view could not mount');
        }
      },
      (error: unknown) => fail(error, 'site-elements could not load its views chunk'),
    );
    return slot;
  },
  update(slot: ViewSlot, props: ElementViewProps): void {
    slot.props = props;
    slot.view?.render(props);
  },
  unmount(slot: ViewSlot): void {
    slot.unmounted = true;
    slot.view?.unmount();
    slot.view = null;
  },
};
