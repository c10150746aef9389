import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  writeCountLink,
  writeStandaloneBadge,
} from '../../../../src/elements/live-counts/count-markup.ts';
import { resolveShell } from '../../../../src/elements/resolve-shell.ts';
import { SiteUnreadBadgeElement } from '../../../../src/elements/views/SiteUnreadBadgeView.tsx';
import { createTranslator } from '../../../../src/i18n/create-translator.ts';
import { createTreeTranslate } from '../../../../src/i18n/format-message-tree.ts';
import { loadMessages } from '../../../../src/i18n/load-messages.ts';
import type { Messages } from '../../../../src/i18n/message-id.ts';
import { HeaderActions } from '../../../../src/islands/HeaderActions.tsx';
import { unreadCountText, type UnreadKind } from '../../../../src/islands/unread-count-text.ts';
import type { HeaderAction } from '../../../../src/navigation/types.ts';
import { loadCatalogue } from '../../../../src/stores/catalogues.ts';
import { setUnreadStale } from '../../../../src/stores/live-status.ts';
import { setUnreadMessages, setUnreadNotifications } from '../../../../src/stores/unread.ts';

// The live counts write the server's HTML without React (issue 37), and the
// views later hydrate it: what they write for a count must be exactly what the
// views render for it, from any count before, or hydration would find other
// HTML. Each case renders the views at the count before, writes the count
// after, and compares with the views rendered at the count after.

const actions = [
  { kind: 'messages', id: 'messages', labelId: 'header.messages', href: '/messages' },
  {
    kind: 'notifications',
    id: 'notifications',
    labelId: 'header.notifications',
    href: '/notifications',
  },
] as HeaderAction[];

const counts = [0, 1, 7, 99, 100, 2345];
const changes = counts.flatMap((before) => counts.map((after) => [before, after] as const));

interface Case {
  count: number;
  stale: boolean;
  currentPath: string;
}

function setStores({ count, stale }: Case): void {
  setUnreadMessages(count);
  setUnreadNotifications(count);
  setUnreadStale('messages', stale);
  setUnreadStale('notifications', stale);
}

/** The catalogue as the elements bundle has it: syntax trees (precompiled-messages-plugin.ts). */
function trees(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? parse(message) : (message as MessageFormatElement[]),
    ]),
  ) as Messages;
}

function render(node: React.ReactNode, into: Element | ShadowRoot): () => void {
  const root = createRoot(into);
  flushSync(() => root.render(node));
  return () => root.unmount();
}

afterEach(() => {
  setStores({ count: 0, stale: false, currentPath: '/' });
  document.body.replaceChildren();
});

describe.each([
  ['en', 'en-US', 'us-en'],
  ['de', 'de-DE', 'de-de'],
  ['ja', 'ja-JP', 'jp-ja'],
] as const)('the live counts’ markup in %s', (language, locale, site) => {
  it('writes into the header’s links what the views render, for every change of count', async () => {
    const messages = await loadMessages(language);
    const { t } = createTranslator(locale, messages);
    const treeT = createTreeTranslate(locale, trees(messages));
    const header = (state: Case) => {
      setStores(state);
      const container = document.body.appendChild(document.createElement('ul'));
      const unmount = render(
        <HeaderActions
          actions={actions}
          accountMenu={null}
          t={t}
          currentPath={state.currentPath}
        />,
        container,
      );
      const html = container.innerHTML;
      unmount();
      container.remove();
      return html;
    };
    for (const stale of [false, true])
      for (const currentPath of ['/', '/messages/12'])
        for (const [before, after] of changes) {
          const from = { count: before, stale, currentPath };
          const to = { count: after, stale, currentPath };
          const written = document.createElement('ul');
          written.innerHTML = header(from);
          for (const link of written.querySelectorAll('[data-unread]')) {
            const kind = link.getAttribute('data-unread') as UnreadKind;
            writeCountLink(link, unreadCountText(kind, after, { stale, currentPath }, treeT));
          }
          expect(written.innerHTML, `${before} → ${after}, ${currentPath}, stale ${stale}`).toBe(
            header(to),
          );
        }
  });

  it('writes into <site-unread-badge>’s root what its view renders, for every change of count', async () => {
    const messages = await loadMessages(language);
    const context = resolveShell('site-unread-badge', { site, locale });
    expect(context.locale).toBe(locale);
    await loadCatalogue(context.catalogue);
    const treeT = createTreeTranslate(context.locale, trees(messages));
    for (const kind of ['messages', 'notifications'] as const) {
      const badge = (state: Case) => {
        setStores(state);
        const root = document.body
          .appendChild(document.createElement('div'))
          .attachShadow({ mode: 'open' });
        const unmount = render(
          <SiteUnreadBadgeElement
            values={{ kind }}
            context={{ ...context, currentPath: state.currentPath }}
            host={null}
          />,
          root,
        );
        const html = root.innerHTML;
        unmount();
        return html;
      };
      for (const stale of [false, true])
        for (const [before, after] of changes) {
          const currentPath = '/contests';
          const written = document.body
            .appendChild(document.createElement('div'))
            .attachShadow({ mode: 'open' });
          written.innerHTML = badge({ count: before, stale, currentPath });
          writeStandaloneBadge(
            written,
            unreadCountText(kind, after, { stale, currentPath }, treeT),
          );
          expect(written.innerHTML, `${kind} ${before} → ${after}, stale ${stale}`).toBe(
            badge({ count: after, stale, currentPath }),
          );
        }
    }
  });
});
