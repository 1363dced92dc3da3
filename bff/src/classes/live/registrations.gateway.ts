import type { IncomingMessage } from 'node:http';
import { Inject, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
} from '@nestjs/websockets';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Public } from '../../identity/auth/public.decorator.js';
import { LOGGER, REDIS } from '../../infrastructure/tokens.js';
import { RegistrationsService } from '../registrations/registrations.service.js';
import { LiveSubscribeSchema } from './live.dto.js';
import { LiveTickets } from './live-tickets.js';
import { REGISTRATIONS_CHANNEL } from './registration-feed.js';
import { TicketedChannel, type LiveSocket } from './ticketed-channel.js';

export { LIVE_UNAUTHORIZED } from './ticketed-channel.js';

interface Watcher {
  userId: string;
  scheduledEventIds: Set<string>;
}

/**
 * Live registration lists (spec 3 §4.9, issue 13): a browser opens /live/registrations with a
 * ticket, subscribes to classes it may see, and receives each class's list whenever it changes —
 * whichever BFF process took the registration, through Redis pub/sub.
 */
@WebSocketGateway({ path: '/live/registrations' })
export class RegistrationsGateway implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy {
  private readonly channel: TicketedChannel<LiveSocket, Watcher>;

  constructor(
    @Inject(LiveTickets) private readonly tickets: LiveTickets,
    @Inject(RegistrationsService) private readonly registrations: RegistrationsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.channel = new TicketedChannel('live', logger);
  }

  onModuleInit(): void {
    // Until the subscription is made, watchers poll (the web app falls back to it).
    this.channel.listen(this.redis, REGISTRATIONS_CHANNEL, (scheduledEventId) => void this.push(scheduledEventId));
  }

  onModuleDestroy(): void {
    this.channel.close();
  }

  handleConnection(socket: LiveSocket, request: IncomingMessage): void {
    const ticket = new URL(request.url ?? '/', 'http://live').searchParams.get('ticket') ?? '';
    this.channel.accept(socket, async () => {
      const userId = await this.tickets.redeem(ticket);
      return userId ? { userId, scheduledEventIds: new Set<string>() } : null;
    });
  }

  handleDisconnect(socket: LiveSocket): void {
    this.channel.forget(socket);
  }

  // The socket was authenticated by its ticket when it opened; the HTTP session guard has no bearer token to read here.
  @Public()
  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<void> {
    const watcher = await this.channel.watcherOf(socket);
    const parsed = LiveSubscribeSchema.safeParse(body);
    if (!watcher || !parsed.success) return;
    const { scheduledEventId } = parsed.data;
    if (!(await this.registrations.mayWatch(watcher.userId, scheduledEventId))) {
      this.channel.send(socket, { event: 'error', data: { scheduledEventId, message: 'Class not found (404)' } });
      return;
    }
    watcher.scheduledEventIds.add(scheduledEventId);
    const list = await this.registrations.registrationListOf(scheduledEventId);
    if (list) this.channel.send(socket, { event: 'registrations', data: list });
  }

  /** Reads the list once per change and sends it to every socket of this process watching the class. */
  private async push(scheduledEventId: string): Promise<void> {
    const sockets = await this.channel.socketsWhere((watcher) => watcher.scheduledEventIds.has(scheduledEventId));
    if (sockets.length === 0) return;
    try {
      const list = await this.registrations.registrationListOf(scheduledEventId);
      if (!list) return;
      for (const socket of sockets) this.channel.send(socket, { event: 'registrations', data: list });
    } catch (error) {
      this.logger.warn({ err: error, scheduledEventId }, 'live channel: cannot push a registration list');
    }
  }
}
