/** Connection settings for tests: real PostgreSQL and Redis, overridable from the environment. */
export { adminDatabaseUrl, databaseUrlFor } from '@impromptu/event-store/testing/database';
export const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
