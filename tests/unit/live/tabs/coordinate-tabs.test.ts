import { afterEach, describe, expect, it, vi } from 'vitest';
import { coordinateTabs, type SharedChange } from '../../../../src/live/tabs/coordinate-tabs.ts';
import type { LocksLike } from '../../../../src/live/tabs/tab-leadership.ts';
import type { ChannelConstructor } from '../../../../src/live/tabs/tab-messages.ts';
import { fakeChannels, fakeDocument, fakeLocks, settle } from '../../support/fake-tabs.ts';

// Several tabs of one user, each a coordinateTabs with its own counts, over
// fake Web Locks and a fake BroadcastChannel.

interface Tab {
  counts: { messages: number; notifications: number };
  socketsAllowed: boolean;
  holding: boolean;
  suspended: boolean;
  refetches: number;
  role: string;
  document: ReturnType<typeof fakeDocument>;
  /** A local change (a socket event, a read in this tab). */
  change(kind: 'messages' | 'notifications', count: number): void;
  close(): void;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

function openTab(
  browser: { locks?: LocksLike; Channel?: ChannelConstructor },
  options: { userId?: string; hiddenCloseMs?: number; visible?: boolean } = {},
): Tab {
  const listeners = new Set<(change: SharedChange) => void>();
  const doc = fakeDocument(options.visible ?? true);
  const tab: Tab = {
    counts: { messages: 0, notifications: 0 },
    socketsAllowed: false,
    holding: false,
    suspended: false,
    refetches: 0,
    role: 'none',
    document: doc,
    change(kind, count) {
      tab.counts[kind] = count;
      for (const listener of listeners) listener({ type: 'count', kind, count });
    },
    close: () => {},
  };
  const stop = coordinateTabs({
    userId: options.userId ?? '2',
    origin: 'https://example.test',
    locks: browser.locks,
    Channel: browser.Channel,
    document: doc,
    window: new EventTarget() as unknown as Window,
    hiddenCloseMs: options.hiddenCloseMs,
    snapshot: () => [
      { type: 'count', kind: 'messages', count: tab.counts.messages },
      { type: 'count', kind: 'notifications', count: tab.counts.notifications },
    ],
    onLocalChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(change) {
      if (change.type === 'count') tab.counts[change.kind] = change.count;
    },
    setSocketsAllowed: (allowed) => {
      tab.socketsAllowed = allowed;
    },
    holdSockets: () => {
      tab.holding = true;
      return () => {
        tab.holding = false;
      };
    },
    setSuspended: (suspended) => {
      tab.suspended = suspended;
    },
    refetchCounts: () => {
      tab.refetches += 1;
      return Promise.resolve();
    },
    onRole: (role) => {
      tab.role = role;
    },
  });
  tab.close = stop;
  cleanups.push(stop);
  return tab;
}

const browserWithTabs = () => ({ locks: fakeLocks(), Channel: fakeChannels() });

describe('coordinateTabs', () => {
  it('lets one tab of five hold the sockets', async () => {
    const browser = browserWithTabs();
    const tabs = Array.from({ length: 5 }, () => openTab(browser));
    await settle();
    expect(tabs.map((tab) => tab.holding)).toEqual([true, false, false, false, false]);
    expect(tabs.map((tab) => tab.socketsAllowed)).toEqual([true, false, false, false, false]);
    expect(tabs.map((tab) => tab.role)).toEqual([
      'leader',
      'follower',
      'follower',
      'follower',
      'follower',
    ]);
  });

  it('shows a read in one tab in every other tab', async () => {
    const browser = browserWithTabs();
    const [leader, reader, third] = [openTab(browser), openTab(browser), openTab(browser)];
    leader.change('notifications', 4);
    await settle();
    expect(third.counts.notifications).toBe(4);
    reader.change('notifications', 0);
    await settle();
    expect([leader.counts.notifications, third.counts.notifications]).toEqual([0, 0]);
  });

  it('gives a tab that opens later the current counts', async () => {
    const browser = browserWithTabs();
    const leader = openTab(browser);
    leader.counts = { messages: 3, notifications: 7 };
    const late = openTab(browser);
    await settle();
    expect(late.counts).toEqual({ messages: 3, notifications: 7 });
  });

  it('hands the sockets to another tab when the leader closes, which fetches the counts again', async () => {
    const browser = browserWithTabs();
    const [leader, next, last] = [openTab(browser), openTab(browser), openTab(browser)];
    await settle();
    leader.close();
    await settle();
    expect([next.holding, next.socketsAllowed, next.refetches]).toEqual([true, true, 1]);
    expect(last.holding).toBe(false);
  });

  it('keeps the tabs of different users apart', async () => {
    const browser = browserWithTabs();
    const one = openTab(browser, { userId: '1' });
    const two = openTab(browser, { userId: '2' });
    await settle();
    expect([one.holding, two.holding]).toEqual([true, true]);
    one.change('notifications', 9);
    await settle();
    expect(two.counts.notifications).toBe(0);
  });

  it('holds the sockets in every page without Web Locks or BroadcastChannel', () => {
    const withoutLocks = [
      openTab({ Channel: fakeChannels() }),
      openTab({ Channel: fakeChannels() }),
    ];
    const withoutChannel = [openTab({ locks: fakeLocks() }), openTab({ locks: fakeLocks() })];
    for (const tab of [...withoutLocks, ...withoutChannel]) {
      expect([tab.holding, tab.socketsAllowed]).toEqual([true, true]);
    }
  });

  it('closes the sockets when every tab has been hidden for the delay, and reopens them with fresh counts', async () => {
    vi.useFakeTimers();
    const browser = browserWithTabs();
    const leader = openTab(browser, { hiddenCloseMs: 1000 });
    const other = openTab(browser, { hiddenCloseMs: 1000 });
    await settle();
    const refetchesBefore = leader.refetches;
    leader.document.setVisible(false);
    await settle();
    vi.advanceTimersByTime(2000);
    expect(leader.socketsAllowed).toBe(true); // the other tab is still visible
    other.document.setVisible(false);
    await settle();
    vi.advanceTimersByTime(999);
    expect(leader.socketsAllowed).toBe(true);
    vi.advanceTimersByTime(1);
    expect([leader.socketsAllowed, leader.suspended]).toEqual([false, true]);
    other.document.setVisible(true);
    await settle();
    expect(leader.socketsAllowed).toBe(true);
    expect(leader.refetches).toBe(refetchesBefore + 1);
    expect(leader.suspended).toBe(false);
  });
});
