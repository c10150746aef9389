// A WebSocket test double: records every socket the code opens and lets the
// test open, message, close or leave it silent (half-open).

export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedByClient: { code: number | undefined; reason: string | undefined } | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the server. */
  receive(frame: string): void {
    this.onmessage?.(new MessageEvent('message', { data: frame }));
  }

  /** The connection ended (server close, drop, or refused before open). */
  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code, reason: '', wasClean: false } as CloseEvent);
  }

  close(code?: number, reason?: string): void {
    this.readyState = 3;
    this.closedByClient = { code, reason };
  }
}
