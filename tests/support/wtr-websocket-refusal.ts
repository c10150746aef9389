// A @web/test-runner plugin: the test server answers a WebSocket handshake it
// does not serve with 404, as a real server without that endpoint does.
//
// The elements' live layer of a signed-in header opens graphql-ws on the
// page's origin (ws://localhost:8000/graphql here). The test server only
// serves its own socket and otherwise leaves a handshake unanswered: the
// browser keeps each such connection open. Firefox counts those against its
// six connections per host, and once a few fixture pages have opened theirs,
// its next request to the server waits forever (a fixture iframe stays
// about:blank, a fetch never answers; a new Firefox per test file only hid it).
import type { Duplex } from 'node:stream';
import type { TestRunnerPlugin } from '@web/test-runner-core';

export function websocketRefusal(): TestRunnerPlugin {
  return {
    name: 'websocket-refusal',
    serverStart({ server, webSockets }) {
      const served = webSockets?.webSocketServer.options.path;
      server?.on('upgrade', (request: { url?: string }, socket: Duplex) => {
        if (request.url === served) return;
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      });
    },
  };
}
