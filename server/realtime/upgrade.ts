import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { rejectUpgrade } from './reject-upgrade.ts';

export interface UpgradeTargets {
  graphql(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  notifications(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
}

/** A browser always sends Origin on a websocket; another site's page must not ride our cookies. */
function crossOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** Routes websocket upgrades by path: /graphql and /notifications/ws share the HTTP port. */
export function createUpgradeHandler(targets: UpgradeTargets) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(`http://localhost${req.url ?? ''}`);
    } catch {
      rejectUpgrade(socket, 400, 'invalid_path', 'The request target must be a path.');
      return;
    }
    if (crossOrigin(req)) {
      rejectUpgrade(
        socket,
        403,
        'cross_origin',
        'Websockets are accepted from this site’s own pages only.',
      );
      return;
    }
    if (url.pathname === '/graphql') targets.graphql(req, socket, head);
    else if (url.pathname === '/notifications/ws') targets.notifications(req, socket, head, url);
    else rejectUpgrade(socket, 404, 'not_found', `No websocket at ${url.pathname}.`);
  };
}
