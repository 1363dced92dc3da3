import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '@impromptu/db';
import { listenForCheckpoints } from '@impromptu/event-store';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG, DATABASE, LOGGER } from './tokens.js';

/**
 * One LISTEN connection per BFF process, so read-your-writes waits (waitForCheckpoint) wake when a
 * projection commits instead of polling. Without it the waits still work, only slower.
 */
@Injectable()
export class CheckpointListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private close: (() => Promise<void>) | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      this.close = await listenForCheckpoints(this.db, this.config.DATABASE_URL);
    } catch (error) {
      // The BFF starts while PostgreSQL is away; waits then poll.
      this.logger.warn({ err: error }, 'cannot listen for projection checkpoints: read-your-writes waits will poll');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close?.();
    this.close = null;
  }
}
