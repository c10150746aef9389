import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReferenceServer, type ServerProcess } from '../../server/child-process.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { sleep } from './browser.ts';
import { valueFigure, type Figure } from './figures.ts';
import {
  chatCountSubscription,
  notificationSocket,
  signIn,
  type LoadSocket,
  type Session,
} from './load/load-clients.ts';
import type { Measurement } from './measurement.ts';
import { median, percentile } from './stats.ts';

// The reference server under load, on loopback (issue 18): 2,000
// notification sockets and 2,000 graphql-ws subscriptions of 250 users (eight
// of each per user, as eight tabs would hold without a leader), a
// notification or a chat event every few ms for 10 s, then a restart of the
// server with every client connected. Bounded: fixed counts, at most about
// a minute. The clients run in the bench's process, the server in its own.

const users = 250;
const perUser = 8;
const eventEveryMs = 4;
const eventWindowMs = 10_000;
/** An event not seen by a client within this long counts as lost. */
const lostAfterMs = 5_000;
const firstUserId = 3; // the seed's users 3… are ordinary users, each with chats with a demo user

interface Pending {
  sentAt: number;
  /** Whether a received count is the one this event leads to. */
  reached(count: number): boolean;
}

/** A client socket with the events it waits for. */
interface Tracked {
  socket: LoadSocket;
  pending: Pending[];
}

/** The server process's CPU time so far (ms) and resident memory (bytes), from /proc. */
function processUsage(pid: number): { cpuMs: number; rss: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, at 100 Hz
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return { cpuMs: ticks * 10, rss: rssKb * 1024 };
}

function tracker(latencies: number[]) {
  return (tracked: Tracked) => (count: number, at: number) => {
    while (tracked.pending[0]?.reached(count)) {
      latencies.push(at - (tracked.pending.shift()?.sentAt ?? at));
    }
  };
}

async function graphqlAs(origin: string, session: Session, query: string): Promise<unknown> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: unknown };
  if (!response.ok || !body.data) throw new Error(`bench: GraphQL answered ${response.status}`);
  return body.data;
}

export const realtimeLoad: Measurement = {
  id: 'realtime-load',
  title: 'Reference server under load: 2,000 + 2,000 sockets, events every few ms, restart storm',
  async run(context) {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-shell-load-'));
    const port = await freePort();
    const args = [
      '--data',
      dataDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--root',
      context.buildRoot,
    ];
    const start = () => spawnReferenceServer(args, { nodeEnv: 'development' });
    let server: ServerProcess = await start();
    const origin = server.url;
    const notificationLatencies: number[] = [];
    const chatLatencies: number[] = [];
    const all: { session: Session; notifications: Tracked[]; chats: Tracked[] }[] = [];
    try {
      // Users, their chat with a demo user, and their sockets.
      for (let index = 0; index < users; index += 1) {
        const session = await signIn(origin, firstUserId + index);
        const notifications: Tracked[] = [];
        const chats: Tracked[] = [];
        for (let tab = 0; tab < perUser; tab += 1) {
          const n: Tracked = { socket: null as unknown as LoadSocket, pending: [] };
          n.socket = notificationSocket(origin, session, tracker(notificationLatencies)(n));
          notifications.push(n);
          const c: Tracked = { socket: null as unknown as LoadSocket, pending: [] };
          c.socket = chatCountSubscription(origin, session, tracker(chatLatencies)(c));
          chats.push(c);
        }
        all.push({ session, notifications, chats });
      }
      const sockets = all.flatMap((user) => [...user.notifications, ...user.chats]);
      const everyoneConnected = async (after: number, timeoutMs: number) => {
        const deadline = performance.now() + timeoutMs;
        while (performance.now() < deadline) {
          if (sockets.every((t) => t.socket.connectedAt.some((at) => at > after))) return true;
          await sleep(100);
        }
        return false;
      };
      if (!(await everyoneConnected(0, 60_000)))
        throw new Error('bench: not every client connected');
      await sleep(1000); // every first count is in

      const chatOf = await Promise.all(
        all.map(async ({ session }) => {
          const data = (await graphqlAs(
            origin,
            session,
            '{ recentChats(from: 0, limit: 1) { id participants { user { id } } } }',
          )) as { recentChats: { id: string; participants: { user: { id: string } }[] }[] };
          const chat = data.recentChats[0];
          const author = chat?.participants.find((p) => p.user.id !== String(session.userId));
          if (!chat || !author) throw new Error(`bench: user ${session.userId} has no chat`);
          return { id: chat.id, author: author.user.id };
        }),
      );

      // Events: a notification and a chat event by turns, each to the next user.
      const usageBefore = processUsage(server.child.pid ?? 0);
      let peakRss = usageBefore.rss;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, processUsage(server.child.pid ?? 0).rss);
      }, 250);
      const posts: Promise<unknown>[] = [];
      let notificationEvents = 0;
      let chatEvents = 0;
      const windowStart = performance.now();
      for (let tick = 0; performance.now() - windowStart < eventWindowMs; tick += 1) {
        const user = all[Math.floor(tick / 2) % users];
        if (!user) break;
        const sentAt = performance.now();
        if (tick % 2 === 0) {
          notificationEvents += 1;
          for (const t of user.notifications) {
            const target = (t.socket.lastCount() ?? 0) + 1 + t.pending.length;
            t.pending.push({ sentAt, reached: (count) => count >= target });
          }
          posts.push(
            fetch(`${origin}/dev/notifications`, {
              method: 'POST',
              headers: {
                cookie: user.session.cookie,
                'x-csrf-token': user.session.csrf,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ userId: user.session.userId, messageHtml: 'Load test' }),
            }),
          );
        } else {
          chatEvents += 1;
          const chat = chatOf[all.indexOf(user)];
          // Alternately a message from the other side (the count rises) and "seen" (back to 0).
          const rising = (user.chats[0]?.socket.lastCount() ?? 0) === 0;
          for (const t of user.chats) {
            const before = t.socket.lastCount() ?? 0;
            t.pending.push({
              sentAt,
              reached: rising ? (count) => count > before : (count) => count === 0,
            });
          }
          posts.push(
            rising
              ? fetch(`${origin}/dev/chats/${chat?.id}/messages`, {
                  method: 'POST',
                  headers: {
                    cookie: user.session.cookie,
                    'x-csrf-token': user.session.csrf,
                    'content-type': 'application/json',
                  },
                  body: JSON.stringify({ authorId: Number(chat?.author), content: 'Load test' }),
                })
              : graphqlAs(origin, user.session, 'mutation { setLastSeenAt { userId } }'),
          );
        }
        await sleep(eventEveryMs);
      }
      const eventWindowEnd = performance.now() - windowStart;
      const settled = await Promise.allSettled(posts);
      await sleep(lostAfterMs);
      clearInterval(sampler);
      const usageAfter = processUsage(server.child.pid ?? 0);
      const windowMs = performance.now() - windowStart;
      const failedPosts = settled.filter((r) => r.status === 'rejected').length;
      const lost = sockets.reduce((sum, t) => sum + t.pending.length, 0);
      for (const t of sockets) t.pending.length = 0;

      // The restart storm: stop the server with every client connected, start it again.
      const stoppedAt = performance.now();
      await server.stop();
      server = await start();
      const readyAt = performance.now();
      const reconnected = await everyoneConnected(stoppedAt, 40_000);
      await sleep(1000); // the counts each (re)connection sends first
      const reconnections = sockets
        .map((t) => t.socket.connectedAt.find((at) => at > stoppedAt))
        .filter((at): at is number => at !== undefined)
        .map((at) => at - readyAt);
      const perSecondPeak = Math.max(
        0,
        ...reconnections.map(
          (from) => reconnections.filter((at) => at >= from && at < from + 1000).length,
        ),
      );
      let wrong = 0;
      for (const user of all) {
        const list = (await (
          await fetch(`${origin}/notifications/xhr/onsite?limit=1`, {
            headers: { cookie: user.session.cookie },
          })
        ).json()) as { unread_count: number };
        const chats = (await graphqlAs(origin, user.session, '{ unseenChatCount }')) as {
          unseenChatCount: number;
        };
        wrong += user.notifications.filter(
          (t) => t.socket.lastCount() !== list.unread_count,
        ).length;
        wrong += user.chats.filter((t) => t.socket.lastCount() !== chats.unseenChatCount).length;
      }

      const latencyFigures = (key: string, label: string, values: number[]): Figure[] => [
        valueFigure(`realtime-load.${key}.median`, `${label}: median`, 'ms', median(values)),
        valueFigure(`realtime-load.${key}.p99`, `${label}: p99`, 'ms', percentile(values, 99)),
        valueFigure(`realtime-load.${key}.max`, `${label}: max`, 'ms', Math.max(...values)),
      ];
      const cpuShare = (usageAfter.cpuMs - usageBefore.cpuMs) / windowMs;
      return {
        figures: [
          valueFigure('realtime-load.users', 'users', 'count', users),
          valueFigure(
            'realtime-load.sockets',
            'sockets (notifications + graphql-ws)',
            'count',
            sockets.length,
          ),
          valueFigure(
            'realtime-load.events.notifications',
            'notifications posted',
            'count',
            notificationEvents,
          ),
          valueFigure(
            'realtime-load.events.interval',
            'time between two events (mean)',
            'ms',
            eventWindowEnd / (notificationEvents + chatEvents),
          ),
          valueFigure(
            'realtime-load.events.chats',
            'chat events (message or seen)',
            'count',
            chatEvents,
          ),
          ...latencyFigures('latency', 'event → every client of the user has the count', [
            ...notificationLatencies,
            ...chatLatencies,
          ]),
          ...latencyFigures(
            'latency.notifications',
            'notification → notifications socket',
            notificationLatencies,
          ),
          ...latencyFigures('latency.chats', 'chat event → graphql-ws subscription', chatLatencies),
          valueFigure(
            'realtime-load.lost',
            'events a client never saw (within 5 s)',
            'count',
            lost,
          ),
          valueFigure(
            'realtime-load.failed-posts',
            'event requests that failed',
            'count',
            failedPosts,
          ),
          valueFigure(
            'realtime-load.server.rss',
            'server memory at the peak (RSS)',
            'bytes',
            peakRss,
          ),
          valueFigure(
            'realtime-load.server.cpu',
            'server CPU during the events (cores)',
            'ratio',
            cpuShare,
          ),
          valueFigure(
            'realtime-load.restart.peak',
            'reconnections per second at the peak',
            'per-s',
            perSecondPeak,
          ),
          valueFigure(
            'realtime-load.restart.all-back',
            'restart → the last client reconnected',
            'ms',
            reconnections.length ? Math.max(...reconnections) : Number.NaN,
          ),
          valueFigure(
            'realtime-load.restart.missing',
            'clients not reconnected within 40 s',
            'count',
            reconnected ? 0 : sockets.length - reconnections.length,
          ),
          valueFigure(
            'realtime-load.restart.wrong',
            'clients with a wrong count after the restart',
            'count',
            wrong,
          ),
        ],
        notes: [
          `${users} users × ${perUser} notification sockets and ${perUser} graphql-ws subscriptions (unseenChatCount), loopback, the reference server in its own process with a database on disk; the clients reconnect by the product's rules (200–5000 ms jitter, three retries after a failure).`,
          `Events for ${eventWindowMs / 1000} s with a ${eventEveryMs} ms pause between two, by turns a notification (POST /dev/notifications) and a chat event (a message from the other side, or setLastSeenAt), each to the next user; latency from the request's start to each of that user's clients receiving the count.`,
          `Restart: SIGTERM with every client connected, then the same server again on the same port and database; reconnections counted from when it listens, counts compared with the server's after the storm.`,
        ],
      };
    } finally {
      for (const user of all) {
        for (const t of [...user.notifications, ...user.chats]) t.socket.close();
      }
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
