import { footerVariantOf, headerVariantOf } from '../demo/roles.ts';
import { sharedAttributeValues, type DemoPage, type ServerChrome } from '../demo/demo-page.ts';
import { SafeHtml } from '../demo/html.ts';
import { loadRenderer } from './renderer.ts';

/**
 * A demo page's elements rendered on the server with the package's own
 * renderer (`site-shell/server`), as a Node template would include them. Their
 * styles are inline (`styles: 'inline'`): styled from the first paint in every
 * engine, and allowed by the strict CSP through `cspHash`.
 */
export async function renderDemoChrome(
  elementsDir: string,
  page: Omit<DemoPage, 'serverChrome'>,
  { userSlots = false }: { userSlots?: boolean } = {},
): Promise<ServerChrome> {
  const renderer = await loadRenderer(elementsDir);
  const shared = sharedAttributeValues(page);
  const options = { styles: 'inline', userSlots } as const;
  const [chrome, messagesBadge] = await Promise.all([
    renderer.renderChrome(
      {
        shared,
        header: { variant: headerVariantOf(page.variant) },
        footer: { variant: footerVariantOf(page.variant) },
      },
      options,
    ),
    page.role === 'logged-out'
      ? null
      : // A badge is all the user's own: rendered whole, never in the user slots.
        renderer.renderElement(
          'site-unread-badge',
          { ...shared, kind: 'messages' },
          { styles: 'inline' },
        ),
  ]);
  const script = renderer.elementsScript('/dist-elements/site-elements.js');
  // Trusted: the renderer escapes every attribute and text it writes.
  return {
    header: new SafeHtml(chrome.header),
    footer: new SafeHtml(chrome.footer),
    messagesBadge: messagesBadge === null ? null : new SafeHtml(messagesBadge),
    cspHash: renderer.shadowStylesheet().cspHash,
    script: new SafeHtml(script.html),
    scriptCspHash: script.cspHash,
  };
}
