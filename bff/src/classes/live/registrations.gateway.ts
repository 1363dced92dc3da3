import type { IncomingMessage } from 'node:http';
import { Inject, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect } from '@nestjs/websockets';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Public } from '../../identity/auth/public.decorator.js';
import { LOGGER, REDIS } from '../../infrastructure/tokens.js';
import { RegistrationsService } from '../registrations/registrations.service.js';
import { LiveSubscribeSchema } from './live.dto.js';
import { LiveTickets } from './live-tickets.js';
import { REGISTRATIONS_CHANNEL } from './registration-feed.js';

/** The part of a `ws` socket the gateway uses. */
interface WebSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/** Close codes: the ticket was missing, unknown, expired or used. */
export const LIVE_UNAUTHORIZED = 4401;

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
  private readonly watchers = new Map<WebSocket, Watcher>();
  private subscriber: Redis | null = null;

  constructor(
    @Inject(LiveTickets) private readonly tickets: LiveTickets,
    @Inject(RegistrationsService) private readonly registrations: RegistrationsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.subscriber = this.redis.duplicate({ connectionName: 'impromptu-bff-live', maxRetriesPerRequest: null });
    this.subscriber.on('error', (error: Error) => this.logger.warn({ err: error }, 'live channel: Redis subscriber error'));
    this.subscriber.on('message', (_channel: string, scheduledEventId: string) => void this.push(scheduledEventId));
    // Not awaited: with Redis away the BFF still starts (and /health says so); the subscription is made once Redis answers, and watchers poll meanwhile.
    this.subscriber.subscribe(REGISTRATIONS_CHANNEL).catch((error: unknown) => this.logger.warn({ err: error }, 'live channel: cannot subscribe'));
  }

  async onModuleDestroy(): Promise<void> {
    for (const socket of this.watchers.keys()) socket.close(1001, 'server going away');
    this.subscriber?.disconnect();
    this.subscriber = null;
  }

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const ticket = new URL(request.url ?? '/', 'http://live').searchParams.get('ticket') ?? '';
    let userId: string | null = null;
    try {
      userId = await this.tickets.redeem(ticket);
    } catch (error) {
      this.logger.warn({ err: error }, 'live channel: cannot check a ticket');
    }
    if (!userId) {
      socket.close(LIVE_UNAUTHORIZED, 'ticket missing, expired or used');
      return;
    }
    this.watchers.set(socket, { userId, scheduledEventIds: new Set() });
  }

  handleDisconnect(socket: WebSocket): void {
    this.watchers.delete(socket);
  }

  // The socket was authenticated by its ticket when it opened; the HTTP session guard has no bearer token to read here.
  @Public()
  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: WebSocket, @MessageBody() body: unknown): Promise<void> {
    const watcher = this.watchers.get(socket);
    const parsed = LiveSubscribeSchema.safeParse(body);
    if (!watcher || !parsed.success) return;
    const { scheduledEventId } = parsed.data;
    if (!(await this.registrations.mayWatch(watcher.userId, scheduledEventId))) {
      socket.send(JSON.stringify({ event: 'error', data: { scheduledEventId, message: 'Class not found (404)' } }));
      return;
    }
    watcher.scheduledEventIds.add(scheduledEventId);
    const list = await this.registrations.registrationListOf(scheduledEventId);
    if (list) socket.send(JSON.stringify({ event: 'registrations', data: list }));
  }

  /** Reads the list once per change and sends it to every socket of this process watching the class. */
  private async push(scheduledEventId: string): Promise<void> {
    const sockets = [...this.watchers].filter(([, watcher]) => watcher.scheduledEventIds.has(scheduledEventId)).map(([socket]) => socket);
    if (sockets.length === 0) return;
    try {
      const list = await this.registrations.registrationListOf(scheduledEventId);
      if (!list) return;
      const message = JSON.stringify({ event: 'registrations', data: list });
      for (const socket of sockets) if (socket.readyState === OPEN) socket.send(message);
    } catch (error) {
      this.logger.warn({ err: error, scheduledEventId }, 'live channel: cannot push a registration list');
    }
  }
}
