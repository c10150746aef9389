import { act } from 'react';
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '../../../../src/i18n/create-translator.ts';
import type { Chat, RecentChatsData } from '../../../../src/live/graphql/documents.ts';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import { MessagesDropdown } from '../../../../src/islands/messages/MessagesDropdown.tsx';
import { MessagesLoggedOut } from '../../../../src/islands/messages/MessagesLoggedOut.tsx';
import { $openMenu } from '../../../../src/stores/open-menu.ts';
import type { MessagesChunk } from '../../../../src/stores/messages/messages-stores.ts';
import { $unreadMessages } from '../../../../src/stores/unread.ts';
import { deferred, json, mockNetwork, type MockNetwork } from '../../support/mock-network.ts';
import { render, settle, translator, unmountAll, until } from '../../support/live-render.tsx';

const viewer = { __typename: 'Viewer', id: '7', displayName: 'Dana Designer', isDesigner: true };

function chat(
  id: string,
  partnerId: string,
  name: string,
  lastEventAt: string,
  readAt: string | null,
): Chat {
  return {
    __typename: 'Chat',
    id,
    participants: [
      {
        __typename: 'ChatParticipant',
        id: `${id}:7`,
        user: { __typename: 'User', id: '7', displayName: 'Dana Designer' },
        lastReadAt: readAt,
      },
      {
        __typename: 'ChatParticipant',
        id: `${id}:${partnerId}`,
        user: { __typename: 'User', id: partnerId, displayName: name },
        lastReadAt: null,
      },
    ],
    lastEvent: {
      __typename: 'ChatEvent',
      id: `e${id}`,
      author: { __typename: 'User', id: partnerId, displayName: name },
      createdAt: lastEventAt,
      content: '<script>window.__xss = "chat"</script> Can we talk?',
    },
  } as unknown as Chat;
}

const chats = [
  chat('1', '42', 'Anna Müller', '2025-03-02T10:00:00Z', '2025-03-01T10:00:00Z'), // unread
  chat('2', '43', 'Lukas Weber', '2025-03-01T09:00:00Z', '2025-03-01T10:00:00Z'), // read
  chat('3', '44', 'Sophie Dubois', '2025-03-02T11:00:00Z', null), // unread
];

let t: Translator;
let network: MockNetwork;
let apiBase: string;
let testNumber = 0;
let reported: string[];
let removeHook: () => void;

function answerChats(data: RecentChatsData | null, status = 200) {
  network.on('POST /graphql RecentChats', () =>
    status === 200 ? json({ data }) : json({ errors: [{ message: 'boom' }] }, status),
  );
}

const realChunk = (): Promise<MessagesChunk> =>
  import('../../../../src/stores/messages/live-messages.chunk.ts');

function dropdown(
  role: 'designer' | 'contest-holder' = 'designer',
  currentPath = '/work',
  importChunk: () => Promise<MessagesChunk> = realChunk,
) {
  return (
    <MessagesDropdown
      endpoints={{
        apiBase,
        fetch: network.fetch,
        webSocketImpl: network.GraphqlSocket,
        csrfToken: () => 'token',
        importChunk,
      }}
      role={role}
      currentPath={currentPath}
      locale="en-GB"
      t={t.t}
    />
  );
}

const button = () =>
  document.querySelector<HTMLButtonElement>('.site-messages-menu .site-icon-button');
const panel = () => document.querySelector<HTMLElement>('.site-messages-menu__panel');

/**
 * A real click. It waits for the count first: vitest finds the element again
 * by its accessible name, which changes when the count arrives.
 */
async function open() {
  await until(() => expect(network.calls).toContain('WS UnseenChatCount'));
  await settle(20);
  await userEvent.click(button() as HTMLButtonElement);
  await settle();
}

beforeEach(async () => {
  t = await translator();
  network = mockNetwork();
  // A fresh origin per test: the page-wide registry keeps one store set per endpoint.
  apiBase = `http://messages-${(testNumber += 1)}.test`;
  network.onSocket('UnseenChatCount', () => ({ data: { unseenChatCount: 3 } }));
  network.on('POST /graphql SetLastSeenAt', () =>
    json({ data: { setLastSeenAt: { __typename: 'SetLastSeenAtResult', userId: '7' } } }),
  );
  answerChats({ recentChats: chats, viewer } as RecentChatsData);
  $openMenu.set(null);
  $unreadMessages.set(0);
  reported = [];
  removeHook = setErrorHook((_error, context) => reported.push(context));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await unmountAll();
  removeHook();
  vi.restoreAllMocks();
});

describe('the messages button', () => {
  it('shows the unseen count in the badge and in its accessible name', async () => {
    await render(dropdown());
    await until(() => expect(button()?.textContent).toBe('3'));
    expect(button()?.getAttribute('aria-label')).toBe('Messages, 3 unread messages');
    expect(button()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows 99+ above 99', async () => {
    network.onSocket('UnseenChatCount', () => ({ data: { unseenChatCount: 120 } }));
    await render(dropdown());
    await until(() => expect(button()?.textContent).toBe('99+'));
    expect(button()?.getAttribute('aria-label')).toBe('Messages, 120 unread messages');
  });

  it('the count comes over the graphql-ws socket and follows its subscription: no HTTP before a click', async () => {
    await render(dropdown());
    await until(() => expect(button()?.textContent).toBe('3'));
    network.push('UnseenChatCountChanged', { data: { unseenChatCount: 4 } });
    await until(() => expect(button()?.textContent).toBe('4'));
    expect(network.calls).toEqual(['WS UnseenChatCount', 'WS UnseenChatCountChanged']);
    expect(network.socketsOpened).toBe(1);
  });

  it('hides the badge on the messages pages', async () => {
    await render(dropdown('designer', '/messages/42'));
    await until(() => expect($unreadMessages.get()).toBe(3));
    expect(button()?.querySelector('.site-badge')).toBeNull();
  });

  it('opening calls setLastSeenAt, then fetches the count again', async () => {
    await render(dropdown());
    await until(() => expect(button()?.textContent).toBe('3'));
    network.onSocket('UnseenChatCount', () => ({ data: { unseenChatCount: 0 } }));
    network.calls.length = 0;
    await userEvent.click(button() as HTMLButtonElement);
    await until(() => expect(button()?.querySelector('.site-badge')).toBeNull());
    const order = network.calls.filter((call) => !call.endsWith('RecentChats'));
    expect(order).toEqual(['POST /graphql SetLastSeenAt', 'WS UnseenChatCount']);
    expect(button()?.getAttribute('aria-expanded')).toBe('true');
  });

  it('a failing setLastSeenAt is reported silently: no message for the user', async () => {
    network.on('POST /graphql SetLastSeenAt', () => json({ errors: [{ message: 'down' }] }, 500));
    await render(dropdown());
    await open();
    await until(() => expect(reported).toContain('setLastSeenAt'));
    expect(panel()?.querySelector('[role="alert"]')).toBeNull();
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
  });
});

describe('the messages dropdown states (spec §4, §8)', () => {
  it('loading: says so in a live region', async () => {
    const pending = deferred();
    network.on('POST /graphql RecentChats', () => pending.promise);
    await render(dropdown());
    await open();
    const status = panel()?.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading messages…');
    pending.resolve(json({ data: { recentChats: chats, viewer } }));
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
    expect(status?.textContent).toBe('');
  });

  it('list: rows link to the conversations, unread ones are marked, chat text stays text', async () => {
    await render(dropdown());
    await open();
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
    const rows = [...(panel()?.querySelectorAll<HTMLElement>('.site-chat') ?? [])];
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([
      '/messages/42',
      '/messages/43',
      '/messages/44',
    ]);
    expect(rows.map((row) => row.classList.contains('site-chat--unread'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(rows[0]?.textContent).toContain('Unread');
    expect(rows[1]?.textContent).not.toContain('Unread');
    expect(rows[0]?.querySelector('.site-chat__preview')?.textContent).toContain('<script>');
    expect(panel()?.querySelector('script')).toBeNull();
    expect(
      panel()?.querySelector<HTMLAnchorElement>('.site-messages__inbox')?.getAttribute('href'),
    ).toBe('/messages');
    expect(panel()?.querySelector('h2')?.textContent).toBe('Messages');
  });

  it('the open conversation is not unread', async () => {
    await render(dropdown('designer', '/messages/42'));
    await open();
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
    const first = panel()?.querySelector('.site-chat');
    expect(first?.classList.contains('site-chat--unread')).toBe(false);
  });

  it('error: title, text and Try again, which fetches the chats again', async () => {
    answerChats(null, 500);
    await render(dropdown());
    await until(() => expect(button()?.textContent).toBe('3'));
    await open();
    await until(() => expect(panel()?.querySelector('[role="alert"]')).not.toBeNull());
    const alert = panel()?.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.querySelector('h3')?.textContent).toBe('Unable to load messages');
    expect(alert.textContent).toContain(
      'An error occured and we were unable to load your messages.',
    );
    answerChats({ recentChats: chats, viewer } as RecentChatsData);
    network.calls.length = 0;
    const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await userEvent.click(retry as HTMLButtonElement);
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
    // Only the chats were fetched again: the other queries were not disturbed.
    expect(network.calls).toEqual(['POST /graphql RecentChats']);
  });

  it('the chat list chunk (Apollo) loads when the dropdown first opens; loading until then', async () => {
    let release: () => void = () => {};
    const importChunk = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return realChunk();
    });
    await render(dropdown('designer', '/work', importChunk));
    await until(() => expect(button()?.textContent).toBe('3'));
    expect(importChunk).not.toHaveBeenCalled();
    await open();
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(panel()?.querySelector('[role="status"]')?.textContent).toBe('Loading messages…');
    release();
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
    expect(panel()?.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('the chunk fails to load: the error state; Try again imports it again and shows the chats', async () => {
    const importChunk = vi
      .fn<() => Promise<MessagesChunk>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(realChunk);
    await render(dropdown('designer', '/work', importChunk));
    await open();
    await until(() => expect(panel()?.querySelector('[role="alert"]')).not.toBeNull());
    const alert = panel()?.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.querySelector('h3')?.textContent).toBe('Unable to load messages');
    expect(reported).toContain('Loading the messages chunk');
    const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await userEvent.click(retry as HTMLButtonElement);
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
    expect(panel()?.querySelector('[role="alert"]')).toBeNull();
    expect(importChunk).toHaveBeenCalledTimes(2);
  });

  it('empty, for a designer: new messages will show here', async () => {
    answerChats({ recentChats: [], viewer } as RecentChatsData);
    await render(dropdown('designer'));
    await open();
    await until(() => expect(panel()?.textContent).toContain('You have no messages'));
    expect(panel()?.textContent).toContain(
      'When clients write to you, their new messages will show here.',
    );
    expect(panel()?.querySelector('a[href="/designers/search"]')).toBeNull();
  });

  it('empty, for a contest holder: a link to find a designer', async () => {
    answerChats({ recentChats: [], viewer: { ...viewer, isDesigner: false } } as RecentChatsData);
    await render(dropdown('contest-holder'));
    await open();
    await until(() => expect(panel()?.textContent).toContain('You have no messages'));
    expect(panel()?.querySelector('a[href="/designers/search"]')?.textContent).toBe(
      'Find a designer',
    );
  });

  it('logged out: asks to log in (no live code needed)', async () => {
    await render(<MessagesLoggedOut t={t.t} />);
    expect(document.querySelector('.site-log-in-notice__text')?.textContent).toBe(
      'Please log in to view your messages',
    );
    const login = document.querySelector('.site-log-in-notice a');
    expect(login?.getAttribute('href')).toBe('/login');
    expect(login?.textContent).toBe('Log in');
  });

  it('every text of these states exists in all eight languages', async () => {
    const texts = await Promise.all(
      ['en-GB', 'de-DE', 'nl-NL', 'fr-FR', 'it-IT', 'es-ES', 'pt-PT', 'ja-JP'].map(
        async (locale) => {
          const { t: translate } = await translator(locale);
          return [
            'messages.errorTitle',
            'messages.errorText',
            'messages.retry',
            'messages.empty',
            'messages.emptyDesigner',
            'messages.findADesigner',
            'messages.loggedOut',
            'messages.loading',
          ].map((id) => translate(id as Parameters<typeof translate>[0]));
        },
      ),
    );
    for (const language of texts)
      for (const text of language) expect(text.length).toBeGreaterThan(0);
    // Each language has its own words, not the English ones.
    for (const language of texts.slice(1)) expect(language[0]).not.toBe(texts[0]?.[0]);
  });

  it('a click on a row closes the dropdown', async () => {
    await render(dropdown());
    await open();
    await until(() => expect(panel()?.querySelectorAll('.site-chat')).toHaveLength(3));
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await act(async () => panel()?.querySelector<HTMLAnchorElement>('.site-chat a')?.click());
    document.removeEventListener('click', stay);
    expect(panel()?.hidden).toBe(true);
  });
});
