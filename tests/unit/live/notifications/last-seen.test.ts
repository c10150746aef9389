import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pingLastSeen } from '../../../../src/live/notifications/last-seen.ts';
import { createNotificationsStores } from '../../../../src/stores/notifications/notifications-stores.ts';
import { FakeWebSocket } from '../../support/fake-websocket.ts';

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        requested.push(value);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('last seen (spec §7: a hidden image request)', () => {
  it('requests /profiles/api/update-last-seen-time on the API base', () => {
    pingLastSeen(
      'https://www.example.com',
      () => new Image(),
      () => 1_700_000_000_000,
    );
    expect(requested).toHaveLength(1);
    const url = new URL(requested[0] ?? '');
    expect(url.origin + url.pathname).toBe(
      'https://www.example.com/profiles/api/update-last-seen-time',
    );
    expect(url.searchParams.get('t')).toMatch(/^[0-9a-z]{1,32}$/);
  });

  it('is sent once per page when the live count starts, however many elements start it', () => {
    const make = () =>
      createNotificationsStores({
        apiBase: 'https://last-seen.example',
        fetch: async () => new Response('{}', { status: 500 }),
        sanitize: (html) => html,
        WebSocket: FakeWebSocket as never,
      });
    const first = make();
    const second = make();
    expect(requested).toHaveLength(0);
    const stops = [
      first.counter.$socketState.listen(() => {}),
      second.counter.$socketState.listen(() => {}),
    ];
    expect(requested).toHaveLength(1);
    expect(requested[0]).toContain('https://last-seen.example/profiles/api/update-last-seen-time');
    stops.forEach((stop) => stop());
    cleanStores(first.counter.$socketState, second.counter.$socketState);
  });
});
