import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Public } from '../../identity/auth/public.decorator.js';
import { LiveTickets } from '../../infrastructure/live/live-tickets.js';
import type { LiveSocket } from '../../infrastructure/live/ticketed-channel.js';
import { TicketedGateway } from '../../infrastructure/live/ticketed-gateway.js';
import { LOGGER, REDIS } from '../../infrastructure/tokens.js';
import { RegistrationsService } from '../registrations/registrations.service.js';
import { LiveSubscribeSchema } from './live.dto.js';
import { REGISTRATIONS_CHANNEL } from './registration-feed.js';

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
export class RegistrationsGateway extends TicketedGateway<LiveSocket, Watcher> {
  constructor(
    @Inject(LiveTickets) tickets: LiveTickets,
    @Inject(RegistrationsService) private readonly registrations: RegistrationsService,
    @Inject(REDIS) redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // Until the subscription is made, watchers poll (the web app falls back to it).
    super('live', REGISTRATIONS_CHANNEL, tickets, redis, logger);
  }

  protected watcherFor(userId: string): Watcher {
    return { userId, scheduledEventIds: new Set<string>() };
  }

  protected onPublished(scheduledEventId: string): void {
    void this.push(scheduledEventId);
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
