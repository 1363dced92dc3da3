import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER, REDIS } from '../../infrastructure/tokens.js';

/** The Redis channel every BFF process listens on: a scheduled event id per message, sent when its registrations changed. */
export const REGISTRATIONS_CHANNEL = 'impromptu:live:registrations';

/**
 * Tells every BFF process (through Redis pub/sub) that a class's registrations changed, so each
 * pushes the new list to the browsers it holds. A lost message costs only freshness: the web
 * app's 3 s refresh stays as the fallback.
 */
@Injectable()
export class RegistrationFeed {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async publish(scheduledEventId: string): Promise<void> {
    try {
      await this.redis.publish(REGISTRATIONS_CHANNEL, scheduledEventId);
    } catch (error) {
      this.logger.warn(
        { err: error, scheduledEventId },
        'could not announce a registration change; watchers fall back to polling',
      );
    }
  }
}
