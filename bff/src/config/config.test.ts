import { describe, expect, it } from '@jest/globals';
import { ALL_STAND_INS_NAMED } from '@impromptu/integrations';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults and keeps tests silent', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toEqual({
      NODE_ENV: 'test',
      BFF_PORT: 4000,
      BFF_PROCESSES: 1,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/impromptu',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'silent',
      PUBLIC_WEB_URL: 'http://localhost:3000',
      STAFF_EMAILS: [],
      DB_POOL_SIZE: 20,
      SESSION_CACHE_TTL_MS: 5000,
      REFERENCE_CACHE_TTL_MS: 60000,
      PAGE_CACHE_TTL_MS: 0,
      PAGE_CACHE_MAX_ENTRIES: 20000,
      AI_COACH_WAIT_MS: 15000,
      SIGNUP_BURST_PER_CLIENT: 40,
      SIGNUP_INTERVAL_SECONDS_PER_CLIENT: 30,
      LOGIN_FAILURES_PER_CLIENT_BEFORE_DELAY: 20,
      TEST_SEEDING: false,
      MEDIA_MAX_UPLOAD_MB: 200,
      EMBEDDED_PORTS: ['payments', 'meetings', 'coachBots', 'mediaStorage'],
    });
    expect(loadConfig({ NODE_ENV: 'production', BFF_PORT: '8080', ...ALL_STAND_INS_NAMED })).toMatchObject({
      BFF_PORT: 8080,
      LOG_LEVEL: 'info',
      PAGE_CACHE_TTL_MS: 60000,
    });
  });

  it('reads TRUST_PROXY as Express does: a switch, a number of hops or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: must be true, false/);
  });

  it('names every invalid variable in one clear error', () => {
    expect(() => loadConfig({ BFF_PORT: 'eighty', REDIS_URL: 'localhost:6379' })).toThrow(ConfigError);
    try {
      loadConfig({ BFF_PORT: 'eighty', REDIS_URL: 'localhost:6379' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^BFF_PORT: /),
        'REDIS_URL: must be a redis:// connection string',
      ]);
      expect((error as Error).message).toMatch(/^Invalid environment for the BFF:\n {2}- BFF_PORT: /);
    }
  });

  it('switches the test seeding routes on only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', TEST_SEEDING: '1' }).TEST_SEEDING).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TEST_SEEDING: 'false' }).TEST_SEEDING).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_SEEDING: 'true', ...ALL_STAND_INS_NAMED })).toThrow(
      /TEST_SEEDING: must not be set with NODE_ENV=production/,
    );
    expect(() => loadConfig({ TEST_SEEDING: 'yes' })).toThrow(/TEST_SEEDING/);
  });

  it('refuses to start in production on a port with neither real settings nor its stand-in named (ADR 0052)', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', RECALL_API_KEY: 'key' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      /^Invalid environment for the BFF:\n {2}- NODE_ENV=production does not fall back to the embedded stand-ins/,
    );
    expect(start).toThrow(/STRIPE_SECRET_KEY: the Stripe secret key the plans are charged with/);
    expect(start).toThrow(/ZOOM_ACCOUNT_ID: the Zoom account that hosts the live classes/);
    expect(start).toThrow(/or MEETINGS_ADAPTER=embedded/);
    expect(start).toThrow(/MEDIA_S3_BUCKET: the bucket that keeps the lesson videos/);
    // The BFF builds no e-mail or AI feedback port: the worker asks for those.
    expect(start).not.toThrow(/SMTP_URL|AI_FEEDBACK_BASE_URL|RECALL_API_KEY/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_ADAPTER: 'embedded',
        MEETINGS_ADAPTER: 'embedded',
        RECALL_API_KEY: 'k',
        MEDIA_STORAGE_ADAPTER: 'embedded',
      }).EMBEDDED_PORTS,
    ).toEqual(['payments', 'meetings', 'mediaStorage']);
    // The ops CLI reads only the database: it checks no port.
    expect(loadConfig({ NODE_ENV: 'production' }, { ports: [] }).EMBEDDED_PORTS).toEqual([]);
  });
});
