/**
 * Container health check for the worker: exits 0 when the two things it cannot work without,
 * PostgreSQL and Redis, answer within a couple of seconds.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadWorkerConfig } from './config.js';

const config = loadWorkerConfig();
const timeout = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), 2_000))]);

const client = new pg.Client({ connectionString: config.databaseUrl });
const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
try {
  await timeout(client.connect().then(() => client.query('SELECT 1')));
  await timeout(redis.connect().then(() => redis.ping()));
  process.exitCode = 0;
} catch (error) {
  process.stderr.write(`worker unhealthy: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  redis.disconnect();
  await client.end().catch(() => {});
}
