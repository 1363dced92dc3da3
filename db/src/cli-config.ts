import { z } from 'zod';
import { LOCAL_DATABASE_URL } from './database.js';

const CliEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .default(LOCAL_DATABASE_URL),
});

export interface CliConfig {
  /** The database to migrate or seed; created when missing. */
  databaseUrl: string;
  /** Production seeds no demo accounts and refuses a reset without --force. */
  production: boolean;
}

/** Reads the db CLI's settings from the environment, once at start; an empty string counts as unset. */
export function loadCliConfig(env: Record<string, string | undefined> = process.env): CliConfig {
  const { NODE_ENV, DATABASE_URL } = env;
  const result = CliEnvSchema.safeParse({ NODE_ENV: NODE_ENV || undefined, DATABASE_URL: DATABASE_URL || undefined });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for the db CLI:\n${problems.join('\n')}`);
  }
  return { databaseUrl: result.data.DATABASE_URL, production: result.data.NODE_ENV === 'production' };
}
