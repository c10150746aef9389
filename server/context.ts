import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Config } from './config.ts';
import type { VapidKeys } from './db/vapid.ts';
import type { DemoSites } from './demo/sites.ts';
import type { Faults } from './faults.ts';
import type { EventBus } from './realtime/event-bus.ts';
import type { SocketRegistry } from './realtime/socket-registry.ts';
import type { TicketStore } from './realtime/tickets.ts';

/** What every route and socket handler can use; one per running server. */
export interface AppContext {
  db: DatabaseSync;
  config: Config;
  bus: EventBus;
  faults: Faults;
  tickets: TicketStore;
  sockets: SocketRegistry;
  vapid: VapidKeys;
  /** The market sites for the demo pages, or why they could not be loaded. */
  demoSites: DemoSites | { error: string };
  now: () => Date;
}

/** One HTTP request on its way through a route. */
export interface RequestContext {
  app: AppContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Readonly<Record<string, string>>;
  /** Sends JSON; the malformed-JSON fault applies here. */
  json(status: number, body: unknown, headers?: Record<string, string>): void;
  /** Sends an already serialised JSON text (GraphQL results); faults apply too. */
  jsonText(
    status: number,
    text: string,
    contentType: string,
    headers?: Record<string, string>,
  ): void;
}
