import { describe, expect, it } from '@jest/globals';
import { loadCliConfig } from './cli-config.js';

describe('loadCliConfig', () => {
  it('defaults to the local impromptu database outside production; an empty string counts as unset', () => {
    expect(loadCliConfig({ DATABASE_URL: '' })).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/impromptu',
      production: false,
    });
    expect(loadCliConfig({ DATABASE_URL: 'postgresql://db/x', NODE_ENV: 'production' })).toEqual({
      databaseUrl: 'postgresql://db/x',
      production: true,
    });
  });

  it('stops on a bad value with the name of the setting', () => {
    expect(() => loadCliConfig({ DATABASE_URL: 'mysql://db/x', NODE_ENV: 'prod' })).toThrow(
      'Invalid environment for the db CLI:\n  - NODE_ENV: ',
    );
    expect(() => loadCliConfig({ DATABASE_URL: 'mysql://db/x' })).toThrow(
      'DATABASE_URL: must be a postgres:// connection string',
    );
  });
});
