import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis } from '../../infrastructure/redis.js';
import { LOGGER, REDIS } from '../../infrastructure/tokens.js';
import { SessionCache } from './session-cache.js';

/** How long a revocation waits for the other BFF processes to say they forgot the sessions. */
export const REVOCATION_ACK_TIMEOUT_MS = 1_000;
/** How long start-up waits for the first subscription. */
const SUBSCRIBE_WAIT_MS = 2_000;

interface RevocationMessage {
  id: string;
  from: string;
  sessions: string[];
}

interface PendingAcks {
  expected: number;
  received: number;
  done: () => void;
}

/**
 * Tells every BFF process that sessions were revoked, so none serves them from its SessionCache.
 * A revocation is published on a Redis channel that every process (this one included) listens to;
 * each evicts the sessions and acknowledges on the sender's own channel, and the revoking request
 * answers once every listener has (PUBLISH says how many there are), or after a second if one is
 * stuck. So the very next request with a revoked token is refused by any process.
 *
 * While this process's subscription is down it may miss revocations, so its cache is off (every
 * request reads the database) until it has subscribed again, and then starts empty.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly instanceId = randomUUID();
  private readonly channel: string;
  private readonly ackChannel: string;
  private readonly pending = new Map<string, PendingAcks>();
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // Channels are server-wide, not per database index: name the index so deployments sharing a server stay apart.
    this.channel = `impromptu:${redis.options.db ?? 0}:session-revocations`;
    this.ackChannel = `${this.channel}:ack:${this.instanceId}`;
  }

  /** Subscribes before the app serves (a bounded wait: with Redis away the app starts, its cache off). */
  async onModuleInit(): Promise<void> {
    if (this.cache.ttlMs <= 0) return;
    const subscriber = this.redis.duplicate({ connectionName: 'impromptu-bff-sessions', autoResubscribe: false });
    this.subscriber = subscriber;
    let settled!: () => void;
    const firstAttempt = new Promise<void>((resolve) => (settled = resolve));
    subscriber.on('ready', () => {
      subscriber
        .subscribe(this.channel, this.ackChannel)
        .then(
          () => this.cache.setUsable(true),
          (error: unknown) =>
            this.logger.warn(
              { err: error },
              'cannot listen for session revocations: sessions are read from the database on every request',
            ),
        )
        .finally(settled);
    });
    subscriber.on('close', () => {
      this.cache.setUsable(false);
      settled();
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.ackChannel) this.acknowledged(message);
      else if (channel === this.channel) void this.heard(message);
    });
    // Connection errors are logged once by the main client's handler; without a listener ioredis would print each one.
    subscriber.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      firstAttempt,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    this.cache.setUsable(false);
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await closeRedis(subscriber);
  }

  /**
   * Evicts these sessions here and in every other process, and waits until they have. Call it once
   * the revocation is committed. Never throws: with Redis away the others' caches are off anyway.
   */
  async revoke(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.cache.evictSessions(sessionIds);
    const message: RevocationMessage = { id: randomUUID(), from: this.instanceId, sessions: [...sessionIds] };
    let acknowledged!: () => void;
    const allAcknowledged = new Promise<void>((resolve) => (acknowledged = resolve));
    const pending: PendingAcks = { expected: Number.POSITIVE_INFINITY, received: 0, done: acknowledged };
    this.pending.set(message.id, pending);
    let timer: NodeJS.Timeout | undefined;
    try {
      const listeners = await this.redis.publish(this.channel, JSON.stringify(message));
      pending.expected = listeners;
      if (pending.received >= listeners) return;
      const timedOut = new Promise<'timeout'>(
        (resolve) => (timer = setTimeout(() => resolve('timeout'), REVOCATION_ACK_TIMEOUT_MS)),
      );
      if ((await Promise.race([allAcknowledged, timedOut])) === 'timeout') {
        this.logger.warn(
          { listeners, acknowledged: pending.received },
          'a session revocation was not acknowledged by every BFF process in time: a stuck one serves the session at most until its cache entry expires',
        );
      }
    } catch (error) {
      this.logger.warn(
        { err: error },
        'cannot broadcast a session revocation (Redis): processes that cannot hear it read sessions from the database',
      );
    } finally {
      clearTimeout(timer);
      this.pending.delete(message.id);
    }
  }

  private async heard(raw: string): Promise<void> {
    let message: RevocationMessage;
    try {
      message = JSON.parse(raw) as RevocationMessage;
    } catch {
      return;
    }
    if (!Array.isArray(message.sessions) || typeof message.from !== 'string') return;
    this.cache.evictSessions(message.sessions.filter((id): id is string => typeof id === 'string'));
    try {
      await this.redis.publish(`${this.channel}:ack:${message.from}`, String(message.id));
    } catch {
      // The sender stops waiting after its timeout.
    }
  }

  private acknowledged(messageId: string): void {
    const pending = this.pending.get(messageId);
    if (!pending) return;
    pending.received += 1;
    if (pending.received >= pending.expected) pending.done();
  }
}
