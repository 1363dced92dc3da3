import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LauncherConfigError, loadLauncherConfig } from './config.js';
import { repoRoot } from './paths.js';

describe('loadLauncherConfig', () => {
  it('applies the defaults of npm start; an empty string counts as unset', () => {
    expect(loadLauncherConfig({ DATABASE_URL: '' })).toEqual({
      production: false,
      webPort: 3000,
      bffPort: 4000,
      publicWebUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: path.join(repoRoot, '.data'),
      embeddedPostgresPort: 54329,
      embeddedRedisPort: 63790,
      embeddedStripePort: 12111,
      logFormat: 'pretty',
      embeddedSmtpPort: 0,
    });
  });

  it('reads every setting', () => {
    expect(
      loadLauncherConfig({
        NODE_ENV: 'production',
        PORT: '3610',
        BFF_PORT: '4610',
        DATABASE_URL: 'postgres://db/impromptu',
        REDIS_URL: 'redis://cache:6379',
        IMPROMPTU_DATA_DIR: '/tmp/impromptu-data',
        EMBEDDED_PG_PORT: '54639',
        EMBEDDED_REDIS_PORT: '63791',
        EMBEDDED_STRIPE_PORT: '12611',
        EMBEDDED_SMTP_PORT: '2525',
      }),
    ).toEqual({
      production: true,
      webPort: 3610,
      bffPort: 4610,
      publicWebUrl: 'http://localhost:3610',
      databaseUrl: 'postgres://db/impromptu',
      redisUrl: 'redis://cache:6379',
      dataDir: '/tmp/impromptu-data',
      embeddedPostgresPort: 54639,
      embeddedRedisPort: 63791,
      embeddedStripePort: 12611,
      logFormat: 'json',
      embeddedSmtpPort: 2525,
    });
  });

  it('prints JSON log lines when LOG_FORMAT=json, coloured ones when LOG_FORMAT=pretty, whatever NODE_ENV', () => {
    expect(loadLauncherConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadLauncherConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadLauncherConfig({ LOG_FORMAT: 'xml' })).toThrow("LOG_FORMAT: must be 'json' or 'pretty'");
  });

  it('names every invalid setting', () => {
    expect(() =>
      loadLauncherConfig({ PORT: 'eighty', EMBEDDED_PG_PORT: '70000', REDIS_URL: 'localhost:6379' }),
    ).toThrow(LauncherConfigError);
    try {
      loadLauncherConfig({ PORT: 'eighty', EMBEDDED_PG_PORT: '70000', REDIS_URL: 'localhost:6379' });
    } catch (error) {
      expect((error as LauncherConfigError).problems).toEqual([
        'PORT: must be a port number',
        'REDIS_URL: must be a redis:// connection string',
        'EMBEDDED_PG_PORT: must be a port number (1–65535)',
      ]);
    }
  });
});
