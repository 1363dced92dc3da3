import type { IncomingMessage } from 'node:http';
import { Inject } from '@nestjs/common';
import { WebSocketGateway } from '@nestjs/websockets';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  COACH_STATUS_CHANNEL,
  statusMessageOf,
  type CoachBotState,
  type CoachBotStatusMessage,
} from '@impromptu/coach';
import { AccessService } from '../../identity/access/access.service.js';
import { LiveTickets } from '../../infrastructure/live/live-tickets.js';
import type { LiveSocket } from '../../infrastructure/live/ticketed-channel.js';
import { TicketedGateway } from '../../infrastructure/live/ticketed-gateway.js';
import { LOGGER, REDIS } from '../../infrastructure/tokens.js';
import { CoachClientMessageSchema, type CoachServerMessage } from './ai-coach.dto.js';
import { AiCoachService } from './ai-coach.service.js';

/** The part of a `ws` socket the gateway uses: the channel's, and its raw messages. */
interface WebSocket extends LiveSocket {
  on(event: 'message', listener: (data: Buffer | string) => void): void;
}
/** At most this many bots per socket (an admin's dashboard watches every bot). */
const MAX_WATCHED_BOTS = 500;

interface Watcher {
  userId: string;
  isAdmin: boolean;
  botIds: Set<string>;
}

/**
 * The AI coach's status channel (spec 1 §7): a browser opens /coach/ws with a ticket, monitors the bots it may see —
 * a learner the bots whose breakout room holds them, an admin any — and receives status_update and connection_update
 * for those bots only, whichever process (BFF or worker) changed them, through Redis pub/sub.
 */
@WebSocketGateway({ path: '/coach/ws' })
export class CoachGateway extends TicketedGateway<WebSocket, Watcher> {
  constructor(
    @Inject(LiveTickets) tickets: LiveTickets,
    @Inject(AiCoachService) private readonly service: AiCoachService,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(REDIS) redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super('coach', COACH_STATUS_CHANNEL, tickets, redis, logger);
  }

  protected async watcherFor(userId: string): Promise<Watcher> {
    return { userId, isAdmin: await this.access.isAdmin(userId), botIds: new Set<string>() };
  }

  protected onPublished(message: string): void {
    void this.push(message);
  }

  override handleConnection(socket: WebSocket, request: IncomingMessage): void {
    super.handleConnection(socket, request);
    socket.on('message', (data) => void this.receive(socket, data));
  }

  private async receive(socket: WebSocket, data: Buffer | string): Promise<void> {
    const watcher = await this.channel.watcherOf(socket);
    if (!watcher) return;
    let parsed;
    try {
      parsed = CoachClientMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success)
      return this.send(socket, {
        type: 'error',
        message: 'Unknown message: send monitor_status, get_status or heartbeat.',
      });
    const message = parsed.data;
    try {
      switch (message.type) {
        case 'heartbeat':
          return this.send(socket, { type: 'heartbeat' });
        case 'monitor_status':
          for (const botId of message.botIds) {
            const state = await this.service.mayWatch(watcher.userId, watcher.isAdmin, botId);
            if (!state) {
              this.send(socket, { type: 'error', botId, message: 'Bot not found.' });
              continue;
            }
            if (watcher.botIds.size < MAX_WATCHED_BOTS) watcher.botIds.add(botId);
            this.sendStatus(socket, statusMessageOf(botId, state));
          }
          return;
        case 'get_status': {
          const state: CoachBotState | null = await this.service.mayWatch(
            watcher.userId,
            watcher.isAdmin,
            message.botId,
          );
          if (!state) return this.send(socket, { type: 'error', botId: message.botId, message: 'Bot not found.' });
          return this.sendStatus(socket, statusMessageOf(message.botId, state));
        }
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'coach channel: cannot answer a message');
    }
  }

  /** Sends a bot's new status to every socket of this process that monitors it (and so was allowed to). */
  private async push(raw: string): Promise<void> {
    let message: CoachBotStatusMessage;
    try {
      message = JSON.parse(raw) as CoachBotStatusMessage;
    } catch {
      return;
    }
    for (const socket of await this.channel.socketsWhere((watcher) => watcher.botIds.has(message.recallBotId)))
      this.sendStatus(socket, message);
  }

  private sendStatus(socket: WebSocket, status: CoachBotStatusMessage): void {
    this.send(socket, {
      type: 'status_update',
      botId: status.recallBotId,
      isRecording: status.isRecording,
      status: status.status,
    });
    this.send(socket, { type: 'connection_update', botId: status.recallBotId, isConnected: status.isConnected });
  }

  private send(socket: WebSocket, message: CoachServerMessage): void {
    this.channel.send(socket, message);
  }
}
