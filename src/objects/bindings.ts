/**
 * The few Durable Object shapes this code uses, written out (the project carries no
 * @cloudflare/workers-types): what workerd hands a Worker for a `[[durable_objects.bindings]]`
 * entry, and what it hands the object itself. Structural, so a test or the bench can pass the real ones.
 */
export interface ObjectStub {
  fetch(request: Request): Promise<Response>;
}

export interface ObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): ObjectStub;
}

/** A socket accepted with the Hibernation API: it outlives the object's time in memory. */
export interface HibernatableSocket {
  /** WebSocket.OPEN (1) while open; 2, 3: closing, closed. */
  readonly readyState?: number;
  send(message: string): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

export interface ObjectState {
  acceptWebSocket(socket: unknown): void;
  getWebSockets(): HibernatableSocket[];
  readonly storage: {
    getAlarm(): Promise<number | null>;
    setAlarm(at: number): Promise<void>;
    get<T>(key: string): Promise<T | undefined>;
    put(key: string, value: unknown): Promise<void>;
    delete(key: string): Promise<boolean>;
  };
}

/** Closes our side of a hibernatable socket its peer closed (or that failed: 1011), with the peer's
 * code where it may be sent back (1005 and 1006 may not: 1000). */
export function closeBack(socket: Pick<HibernatableSocket, 'close'>, code: number): void {
  try {
    socket.close(code === 1005 || code === 1006 ? 1000 : code);
  } catch {
    // already closed
  }
}

/** A client WebSocket as a `fetch` to an object answers it (`response.webSocket`), before `accept()`. */
export interface ClientSocket {
  accept(): void;
  send(message: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close' | 'error', listener: () => void): void;
}

/** workerd's WebSocketPair (a global there; not in the DOM types). */
export const socketPair = (): [ClientSocket, unknown] => {
  const pair = new (globalThis as unknown as { WebSocketPair: new () => Record<0 | 1, unknown> }).WebSocketPair();
  return [pair[0] as ClientSocket, pair[1]];
};

/** The answer that hands a WebSocket over (status 101: workerd's `webSocket` init field). */
export const upgraded = (client: unknown): Response => new Response(null, { status: 101, webSocket: client } as ResponseInit);

/** The socket a `fetch` to an object answered with, if it upgraded. */
export const socketOf = (response: Response): ClientSocket | null => (response as unknown as { webSocket?: ClientSocket | null }).webSocket ?? null;
