import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createDb, type DB } from '@impromptu/db';
import type { AppConfig } from '../config/config.js';
import { CheckpointListener } from './checkpoint-listener.js';
import { CommandRunner } from './command-runner.js';
import { closeRedis, createRedis } from './redis.js';
import { ReferenceDataCache } from './reference-data-cache.js';
import { APP_CONFIG, DATABASE, LOGGER, REDIS } from './tokens.js';

class ConnectionsLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.db.destroy(), closeRedis(this.redis)]);
  }
}

/**
 * Configuration, the logger, the Kysely pool, the Redis client, the command runner and the reference data cache,
 * available to every module.
 */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        {
          provide: DATABASE,
          useFactory: (): Kysely<DB> =>
            createDb(config.DATABASE_URL, { applicationName: 'impromptu-bff', max: config.DB_POOL_SIZE }),
        },
        { provide: REDIS, useFactory: (): Redis => createRedis(config.REDIS_URL, logger) },
        ConnectionsLifecycle,
        CheckpointListener,
        CommandRunner,
        ReferenceDataCache,
      ],
      exports: [APP_CONFIG, LOGGER, DATABASE, REDIS, CommandRunner, ReferenceDataCache],
    };
  }
}
