import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults and keeps tests silent', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toEqual({
      NODE_ENV: 'test',
      BFF_PORT: 4000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/impromptu',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'silent',
      PUBLIC_WEB_URL: 'http://localhost:3000',
      STAFF_EMAILS: [],
      DB_POOL_SIZE: 20,
    });
    expect(loadConfig({ NODE_ENV: 'production', BFF_PORT: '8080' })).toMatchObject({ BFF_PORT: 8080, LOG_LEVEL: 'info' });
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
});
