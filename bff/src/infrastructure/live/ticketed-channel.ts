import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Close code of a socket whose ticket was missing, unknown, expired or used. */
export const LIVE_UNAUTHORIZED = 4401;

/** The part of a `ws` socket a live channel uses. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/**
 * The sockets of one live channel opened with a ticket (/live/registrations, /coach/ws) and whose each is, and
 * the channel's Redis subscription through which any BFF or worker process reaches them. A browser sends its
 * first message as soon as the socket opens, before the ticket is checked: `watcherOf` waits for the check, so
 * that message is answered, not dropped.
 */
export class TicketedChannel<Socket extends LiveSocket, Watcher> {
  private readonly watchers = new Map<Socket, Promise<Watcher | null>>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly name: string,
    private readonly logger: Logger,
  ) {}

  /**
   * Subscribes to the channel's Redis channel on a connection of its own. Not awaited: with Redis away the BFF
   * still starts (and /health says so); the subscription is made once Redis answers.
   */
  listen(redis: Redis, channel: string, onMessage: (message: string) => void): void {
    this.subscriber = redis.duplicate({ connectionName: `impromptu-bff-${this.name}`, maxRetriesPerRequest: null });
    this.subscriber.on('error', (error: Error) =>
      this.logger.warn({ err: error }, `${this.name} channel: Redis subscriber error`),
    );
    this.subscriber.on('message', (_channel: string, message: string) => onMessage(message));
    this.subscriber
      .subscribe(channel)
      .catch((error: unknown) => this.logger.warn({ err: error }, `${this.name} channel: cannot subscribe`));
  }

  /** Checks a new socket's ticket; a socket whose ticket is refused (or cannot be checked) is closed with 4401. */
  accept(socket: Socket, authenticate: () => Promise<Watcher | null>): void {
    const watcher = authenticate().catch((error: unknown) => {
      this.logger.warn({ err: error }, `${this.name} channel: cannot check a ticket`);
      return null;
    });
    this.watchers.set(socket, watcher);
    void watcher.then((found) => {
      if (found) return;
      this.watchers.delete(socket);
      socket.close(LIVE_UNAUTHORIZED, 'ticket missing, expired or used');
    });
  }

  forget(socket: Socket): void {
    this.watchers.delete(socket);
  }

  /** The socket's watcher once its ticket is checked; undefined for a socket refused or gone. */
  async watcherOf(socket: Socket): Promise<Watcher | undefined> {
    return (await this.watchers.get(socket)) ?? undefined;
  }

  /** The open sockets whose watcher passes `test`. */
  async socketsWhere(test: (watcher: Watcher) => boolean): Promise<Socket[]> {
    const entries = [...this.watchers];
    const watchers = await Promise.all(entries.map(([, pending]) => pending));
    return entries
      .filter((_, index) => {
        const watcher = watchers[index];
        return watcher !== null && watcher !== undefined && test(watcher);
      })
      .map(([socket]) => socket);
  }

  send(socket: Socket, message: unknown): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  close(): void {
    for (const socket of this.watchers.keys()) socket.close(1001, 'server going away');
    this.watchers.clear();
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
