import type { IncomingMessage } from 'node:http';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { OnGatewayConnection, OnGatewayDisconnect } from '@nestjs/websockets';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LiveChannel, LiveTickets } from './live-tickets.js';
import { TicketedChannel, type LiveSocket } from './ticketed-channel.js';

/**
 * The lifecycle every ticketed WebSocket gateway shares (/live/registrations, /coach/ws): subscribe to the channel's
 * Redis channel when the module starts, redeem the ticket of each new socket (`?ticket=`) for its watcher, forget a
 * socket that leaves, close every socket when the module stops. A gateway says what a watcher is and what a message
 * on its Redis channel does.
 */
export abstract class TicketedGateway<Socket extends LiveSocket, Watcher>
  implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy
{
  protected readonly channel: TicketedChannel<Socket, Watcher>;

  protected constructor(
    private readonly ticketChannel: LiveChannel,
    private readonly redisChannel: string,
    private readonly tickets: LiveTickets,
    private readonly redis: Redis,
    logger: Logger,
  ) {
    this.channel = new TicketedChannel(ticketChannel, logger);
  }

  /** The watcher of a socket whose ticket named this user. */
  protected abstract watcherFor(userId: string): Promise<Watcher> | Watcher;

  /** A message published on the gateway's Redis channel (by any BFF or worker process). */
  protected abstract onPublished(message: string): void;

  onModuleInit(): void {
    this.channel.listen(this.redis, this.redisChannel, (message) => this.onPublished(message));
  }

  onModuleDestroy(): void {
    this.channel.close();
  }

  handleConnection(socket: Socket, request: IncomingMessage): void {
    const ticket = new URL(request.url ?? '/', 'http://live').searchParams.get('ticket') ?? '';
    this.channel.accept(socket, async () => {
      const userId = await this.tickets.redeem(ticket, this.ticketChannel);
      return userId ? this.watcherFor(userId) : null;
    });
  }

  handleDisconnect(socket: Socket): void {
    this.channel.forget(socket);
  }
}
