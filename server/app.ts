import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { monotonicClock } from './clock.ts';
import { resolveConfig, type ServerOptions } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { pruneSessions } from './db/sessions.ts';
import { ensureVapidKeys } from './db/vapid.ts';
import { loadDemoSites } from './demo/sites.ts';
import { createDispatcher } from './dispatch.ts';
import { createFaults } from './faults.ts';
import { createSchema } from './graphql/schema.ts';
import { createEventBus } from './realtime/event-bus.ts';
import { createGraphqlSocketServer } from './realtime/graphql-socket.ts';
import { createNotificationSocketServer } from './realtime/notification-socket.ts';
import { createSocketRegistry } from './realtime/socket-registry.ts';
import { createTicketStore } from './realtime/tickets.ts';
import { createUpgradeHandler } from './realtime/upgrade.ts';
import type { Route } from './router.ts';
import { demoRoutes } from './routes/demo.ts';
import { fragmentRoutes } from './routes/fragments.ts';
import { notFoundRoute } from './routes/not-found.ts';
import { devRoutes } from './routes/dev.ts';
import { createGraphqlRoutes } from './routes/graphql.ts';
import { imageRoutes } from './routes/images.ts';
import { languageRoutes } from './routes/language.ts';
import { lastSeenRoutes } from './routes/last-seen.ts';
import { notificationSocketRoutes } from './routes/notification-socket.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { pushRoutes } from './routes/push.ts';
import { sessionRoutes } from './routes/session.ts';
import { scriptProxyRoutes } from './routes/script-proxy.ts';
import { staticRoutes } from './routes/static.ts';

export interface RunningServer {
  /** `http://host:port`, without a trailing slash. */
  url: string;
  port: number;
  /** Closes sockets, the HTTP server and the database; resolves when all are closed. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function urlOf(host: string | undefined, port: number): string {
  if (!host || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Starts the reference server: HTTP routes and both websockets on one port. */
export async function createApp(options: ServerOptions): Promise<RunningServer> {
  const config = resolveConfig(options);
  const clock = options.now ?? (() => new Date());
  const now = monotonicClock(clock);
  const db = openDatabase(options.database, now());
  // Session cookies last 30 days; older rows are dead weight.
  pruneSessions(db, new Date(now().getTime() - 30 * 24 * 60 * 60 * 1000).toISOString());
  const app: AppContext = {
    db,
    config,
    bus: createEventBus(),
    faults: createFaults(),
    tickets: createTicketStore(() => clock().getTime()),
    sockets: createSocketRegistry(),
    vapid: ensureVapidKeys(db),
    demoSites: loadDemoSites(config.marketsDir),
    now,
  };
  const schema = createSchema();
  const routes: Route[] = [
    ...createGraphqlRoutes(schema),
    ...notificationSocketRoutes,
    ...notificationRoutes,
    ...pushRoutes,
    ...imageRoutes,
    ...lastSeenRoutes,
    ...languageRoutes,
    ...sessionRoutes,
    ...demoRoutes,
    ...fragmentRoutes({ cache: config.fragmentCache }),
    ...scriptProxyRoutes(config.scriptAllowList),
    ...staticRoutes,
    ...(config.production ? [] : devRoutes),
  ];
  const dispatch = createDispatcher(app, routes, notFoundRoute);
  const graphqlSocket = createGraphqlSocketServer(app, schema);
  const notificationSocket = createNotificationSocketServer(app);

  const server = createServer((req, res) => {
    dispatch(req, res).catch((error: unknown) => {
      console.error('Request failed outside the dispatcher:', error);
      res.destroy();
    });
  });
  server.on(
    'upgrade',
    createUpgradeHandler({
      graphql: graphqlSocket.handleUpgrade,
      notifications: notificationSocket.handleUpgrade,
    }),
  );
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  try {
    await listen(server, options.port, options.host);
  } catch (error) {
    db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    url: urlOf(options.host, port),
    port,
    close() {
      closing ??= (async () => {
        // A clean close first; whatever does not answer within a second is dropped.
        app.sockets.closeAll(1001, 'Server shutting down');
        for (let waited = 0; app.sockets.count() > 0 && waited < 1000; waited += 20)
          await sleep(20);
        app.sockets.terminateAll();
        await Promise.all([graphqlSocket.close(), notificationSocket.close()]);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        db.close();
      })();
      return closing;
    },
  };
}
