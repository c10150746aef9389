// Runs in the page (installed with page.addInitScript, so it must not use
// anything from outside its own body). `benchProbeHeader()` resolves once the
// page's first <site-header> has rendered (its `ready`) and a click on its
// menu button has opened the left <site-drawer>'s dialog: "interactive".
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

    await customElements.whenDefined('site-drawer');
    const root = document.querySelector('site-drawer:not([side="right"])')?.shadowRoot;
    if (!root) throw new Error('bench: the page has no left <site-drawer>');
    const opened = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (root.querySelector('dialog')?.open) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(root, {
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
