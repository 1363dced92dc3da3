import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The BFF's general-purpose Redis client. It keeps reconnecting in the background; each command
 * fails after one reconnect attempt rather than waiting forever, so /health can report Redis down.
 */
export function createRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    connectionName: 'impromptu-bff',
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A socket that never connected gets no 'close' to wait for: do not hold shutdown for 2 s.
    disconnectTimeout: 200,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One line per change of state, not one per reconnect attempt.
  let lastError: string | undefined;
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error }, 'Redis connection error');
  });
  redis.on('ready', () => {
    if (lastError !== undefined) logger.info('Redis connection restored');
    lastError = undefined;
  });
  return redis;
}

/** Quits politely when connected; otherwise stops the reconnect loop at once. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: the connection dropped while quitting.
    }
  }
  redis.disconnect();
}
