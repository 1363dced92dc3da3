import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../tokens.js';

/** A ticket opens one WebSocket within this time, once. */
export const LIVE_TICKET_TTL_SECONDS = 30;

/** A ticket opens a socket of its own channel only: a registrations ticket cannot open the coach socket, nor the reverse. */
export type LiveChannel = 'live' | 'coach';

const keyOf = (ticket: string, channel: LiveChannel) =>
  `impromptu:${channel}:ticket:${createHash('sha256').update(ticket).digest('hex')}`;

/**
 * Short-lived, single-use tickets for the live channel: the web app asks for one for the signed-in
 * user and the browser presents it when it opens the socket, so the session token never reaches
 * the browser's scripts. Kept in Redis (hashed) so any BFF process can accept it.
 */
@Injectable()
export class LiveTickets {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(userId: string, channel: LiveChannel = 'live'): Promise<{ ticket: string; expiresInSeconds: number }> {
    const ticket = randomBytes(32).toString('base64url');
    await this.redis.set(keyOf(ticket, channel), userId, 'EX', LIVE_TICKET_TTL_SECONDS);
    return { ticket, expiresInSeconds: LIVE_TICKET_TTL_SECONDS };
  }

  /** The ticket's user, once; null for an unknown, expired or used ticket. */
  async redeem(ticket: string, channel: LiveChannel = 'live'): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
    return this.redis.getdel(keyOf(ticket, channel));
  }
}
