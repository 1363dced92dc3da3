import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    BFF_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .default('postgres://postgres@127.0.0.1:5432/impromptu'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// connection string')
      .default('redis://127.0.0.1:6379'),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  })
  // Tests stay quiet unless a LOG_LEVEL is asked for explicitly.
  .transform(({ LOG_LEVEL, ...rest }) => ({
    ...rest,
    LOG_LEVEL: LOG_LEVEL ?? (rest.NODE_ENV === 'test' ? 'silent' : 'info'),
  }));

export type AppConfig = z.output<typeof ConfigSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment for the BFF:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the BFF's settings from the environment; an empty string counts as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const input = Object.fromEntries(
    Object.keys(ConfigSchema.in.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ConfigSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}
