import type { ShellElementInstance } from './element-spec.ts';

/**
 * A click on a language link emits a cancelable `site-language-change`; a
 * page that cancels it handles the switch itself (the link does not
 * navigate). The element listens itself, without its view, so that a
 * server-rendered switcher announces the choice before React is loaded.
 * Returns the cleanup.
 */
export function announceLanguageChoices(host: ShellElementInstance, root: ShadowRoot): () => void {
  const onClick = (event: Event) => {
    const target = event.composedPath()[0];
    const link =
      target instanceof Element ? target.closest<HTMLAnchorElement>('a[hreflang]') : null;
    if (!link || !root.contains(link) || !link.closest('.site-language-switcher')) return;
    const proceed = host.emit(
      'site-language-change',
      { locale: link.hreflang, href: link.href },
      { cancelable: true },
    );
    if (!proceed) event.preventDefault();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
