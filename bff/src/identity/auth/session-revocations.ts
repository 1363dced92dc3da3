import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AcknowledgedBroadcast } from '../../infrastructure/acknowledged-broadcast.js';
import { LOGGER, REDIS } from '../../infrastructure/tokens.js';
import { SessionCache } from './session-cache.js';

interface Revocation {
  sessions: string[];
}

/**
 * Tells every BFF process that sessions were revoked, so none serves them from its SessionCache: each evicts the
 * sessions and acknowledges, and the revoking request answers once every process has, or after a second if one is
 * stuck (AcknowledgedBroadcast). So the very next request with a revoked token is refused by any process.
 *
 * While this process's subscription is down it may miss revocations, so its cache is off (every
 * request reads the database) until it has subscribed again, and then starts empty.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly broadcast: AcknowledgedBroadcast<Revocation>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.broadcast = new AcknowledgedBroadcast<Revocation>(redis, logger, {
      name: 'session-revocations',
      connectionName: 'impromptu-bff-sessions',
      parse: ({ sessions }) =>
        Array.isArray(sessions)
          ? { sessions: sessions.filter((id): id is string => typeof id === 'string') }
          : undefined,
      heard: ({ sessions }) => cache.evictSessions(sessions),
      listening: (listening) => cache.setUsable(listening),
      warnings: {
        notListening: 'cannot listen for session revocations: sessions are read from the database on every request',
        notPublished:
          'cannot broadcast a session revocation (Redis): processes that cannot hear it read sessions from the database',
        notAcknowledged:
          'a session revocation was not acknowledged by every BFF process in time: a stuck one serves the session at most until its cache entry expires',
      },
    });
  }

  async onModuleInit(): Promise<void> {
    if (this.cache.ttlMs > 0) await this.broadcast.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.broadcast.stop();
  }

  /**
   * Evicts these sessions here and in every other process, and waits until they have. Call it once
   * the revocation is committed. Never throws: with Redis away the others' caches are off anyway.
   */
  async revoke(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.cache.evictSessions(sessionIds);
    await this.broadcast.publish({ sessions: [...sessionIds] });
  }
}
