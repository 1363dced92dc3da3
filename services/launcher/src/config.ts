import path from 'node:path';
import { z } from 'zod';
import type { LogFormat } from './log-format.js';
import { repoRoot } from './paths.js';

const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a port number')
  .min(1, 'must be a port number (1–65535)')
  .max(65_535, 'must be a port number (1–65535)');

const LauncherEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(3000),
  BFF_PORT: port.default(4000),
  PUBLIC_WEB_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  // Unset: an embedded PostgreSQL, and the local Redis or a private redis-server.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// connection string')
    .optional(),
  IMPROMPTU_DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: port.default(54329),
  EMBEDDED_REDIS_PORT: port.default(63790),
  // The embedded Stripe-compatible server, used when STRIPE_SECRET_KEY is unset.
  EMBEDDED_STRIPE_PORT: port.default(12111),
  // How the processes' log lines are printed: JSON as written, or pretty (coloured, one line each).
  LOG_FORMAT: z.enum(['json', 'pretty'], { message: "must be 'json' or 'pretty'" }).optional(),
  // The embedded mail catcher's SMTP port, used when SMTP_URL is unset; 0 (the default) takes any free port.
  EMBEDDED_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
});

export interface LauncherConfig {
  /** Production seeds no demo accounts. */
  production: boolean;
  webPort: number;
  bffPort: number;
  publicWebUrl: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Where the embedded PostgreSQL and Redis keep their data, resolved against the repository root. */
  dataDir: string;
  /** Used when the embedded cluster is created; a cluster keeps the port it was created with. */
  embeddedPostgresPort: number;
  embeddedRedisPort: number;
  embeddedStripePort: number;
  /** 'pretty' by default in development, 'json' in production or when LOG_FORMAT=json. */
  logFormat: LogFormat;
  embeddedSmtpPort: number;
}

export class LauncherConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment for npm start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'LauncherConfigError';
  }
}

/** Reads the launcher's settings from the environment, once at start; an empty string counts as unset. */
export function loadLauncherConfig(env: Record<string, string | undefined> = process.env): LauncherConfig {
  const input = Object.fromEntries(
    Object.keys(LauncherEnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = LauncherEnvSchema.safeParse(input);
  if (!result.success)
    throw new LauncherConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const e = result.data;
  return {
    production: e.NODE_ENV === 'production',
    webPort: e.PORT,
    bffPort: e.BFF_PORT,
    publicWebUrl: e.PUBLIC_WEB_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: path.resolve(repoRoot, e.IMPROMPTU_DATA_DIR),
    embeddedPostgresPort: e.EMBEDDED_PG_PORT,
    embeddedRedisPort: e.EMBEDDED_REDIS_PORT,
    embeddedStripePort: e.EMBEDDED_STRIPE_PORT,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    embeddedSmtpPort: e.EMBEDDED_SMTP_PORT,
  };
}
