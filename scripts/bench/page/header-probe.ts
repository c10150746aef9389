// Runs in the page (installed with page.addInitScript, so it must not use
// anything from outside its own body). `benchProbeHeader()` resolves once the
// page's first <site-header> has rendered (its `ready`) and a click on its
// menu button has opened the left drawer's dialog (in the header's own shadow
// root when the header holds the drawers, else in the left <site-drawer>):
// "interactive".
// Times are the page's performance.now(). With `startAtOnce`, the probe starts
// as the page starts (for pages that load the bundle themselves) and its
// result is `benchHeaderTimes`.

export interface HeaderTimes {
  rendered: number;
  interactive: number;
}

declare global {
  interface Window {
    benchProbeHeader?: () => Promise<HeaderTimes>;
    benchHeaderTimes?: Promise<HeaderTimes>;
  }
}

export function installHeaderProbe(startAtOnce = false): void {
  type ShellElement = HTMLElement & { ready: Promise<void> };

  const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
    Promise.race([
      promise,
      new Promise<T>((_, reject) =>
        setTimeout(() => reject(new Error(`bench: no ${what} within 30 s`)), 30_000),
      ),
    ]);

  async function probe(): Promise<HeaderTimes> {
    await customElements.whenDefined('site-header');
    const header = document.querySelector<ShellElement>('site-header');
    if (!header) throw new Error('bench: the page has no <site-header>');
    await header.ready;
    const rendered = performance.now();

    // The left drawer: in the header's own shadow root (a server-rendered
    // `<site-header drawers>`), else a <site-drawer> of its own.
    let root: ShadowRoot | null | undefined = header.shadowRoot;
    if (!root?.getElementById('site-drawer-left')) {
      await customElements.whenDefined('site-drawer');
      root = document.querySelector('site-drawer:not([side="right"])')?.shadowRoot;
    }
    if (!root) throw new Error('bench: the page has no left drawer');
    const drawer = root;
    const opened = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (drawer.querySelector<HTMLDialogElement>('#site-drawer-left')?.open) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(drawer, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['open'],
      });
    });
    const button = header.shadowRoot?.querySelector<HTMLButtonElement>('.site-header__menu-button');
    if (!button)
      throw new Error('bench: no menu button (the viewport must be narrower than 900 px)');
    button.click();
    return { rendered, interactive: await opened };
  }

  window.benchProbeHeader = () => within(probe(), 'rendered and interactive header');
  if (startAtOnce) window.benchHeaderTimes = window.benchProbeHeader();
}
