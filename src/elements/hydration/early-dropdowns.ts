import type { Placement } from '@floating-ui/dom';
import { positionPopup } from '../../islands/popup/plain-position-popup.ts';
import { $openMenu, closeMenu, toggleMenu } from '../../stores/open-menu.ts';

// The dropdowns of server-rendered HTML open at the first tap, before React
// (issue 37: within 150 ms of the tap on a throttled phone, where the views
// take a second or more to arrive). A tap toggles the same shared store the
// views read (stores/open-menu.ts), and this writes the state into the
// server's HTML as the views would render it: aria-expanded, the panel shown
// and placed (by the plain positioning of the microsite's browser build, no
// floating-ui). The reader's first intent has already started loading the
// views; when they hydrate, they render the menu the store says is open, so
// the open panel stays open and React takes its positioning, Escape and
// outside presses over.

/** A disclosure button of a dropdown (not a drawer's invoker). */
const dropdownButtons = 'button[aria-controls][aria-expanded]:not([commandfor])';

/** The menu id of a panel (`site-menu-showcase-panel` → `site-menu-showcase`; popup/use-dropdown.ts). */
const menuIdOf = (panelId: string) => panelId.replace(/-panel$/, '');

/** Opens and closes `root`'s dropdowns until the returned cleanup (called as the views hydrate). */
export function openDropdownsEarly(root: ShadowRoot): () => void {
  let shown: { button: HTMLElement; panel: HTMLElement; stop(): void } | null = null;

  const dropdowns = () =>
    [...root.querySelectorAll<HTMLButtonElement>(dropdownButtons)].flatMap((button) => {
      const panel = root.getElementById(button.getAttribute('aria-controls') ?? '');
      return panel?.classList.contains('site-dropdown__panel') ? [{ button, panel }] : [];
    });

  const write = (openId: string | null) => {
    for (const { button, panel } of dropdowns()) {
      const open = menuIdOf(panel.id) === openId;
      button.setAttribute('aria-expanded', String(open));
      button.parentElement?.classList.toggle('site-dropdown--open', open);
      panel.hidden = !open;
      if (open && shown?.panel !== panel) {
        hide();
        const placement = (panel.dataset['popupPlacement'] ?? 'bottom-end') as Placement;
        shown = { button, panel, stop: positionPopup(button, panel, { placement }) };
      }
    }
    if (shown && menuIdOf(shown.panel.id) !== openId) hide();
  };
  const hide = () => {
    if (!shown) return;
    shown.stop();
    delete shown.panel.dataset['placement'];
    shown = null;
  };

  const onClick = (event: Event) => {
    const target = event.composedPath()[0];
    const button = target instanceof Element ? target.closest(dropdownButtons) : null;
    const panelId = button?.getAttribute('aria-controls');
    if (!button || !panelId || !root.contains(button)) return;
    toggleMenu(menuIdOf(panelId));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !shown) return;
    const { button, panel } = shown;
    closeMenu(menuIdOf(panel.id));
    button.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!shown) return;
    const path = event.composedPath();
    if (!path.includes(shown.button) && !path.includes(shown.panel))
      closeMenu(menuIdOf(shown.panel.id));
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown as EventListener);
  globalThis.addEventListener('pointerdown', onPointerDown, true);
  const stopWriting = $openMenu.subscribe(write);
  return () => {
    stopWriting();
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown as EventListener);
    globalThis.removeEventListener('pointerdown', onPointerDown, true);
    // The views position the open panel from here; until their first
    // effect it stays where it is, placed.
    shown?.stop();
    shown = null;
  };
}
