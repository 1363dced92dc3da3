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
    // Connections per BFF process: a request holds one for each query it runs.
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    // Staff and testers who see every feature (spec 1 §6 allow-list): comma-separated e-mails.
    STAFF_EMAILS: z
      .string()
      .default('')
      .transform((list) => list.split(',').map((email) => email.trim().toLowerCase()).filter((email) => email !== '')),
    // OpenID Connect sign-in (Auth0 in the spec) is on only when all three are set.
    OIDC_ISSUER: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    // Where the web app is served: the embedded meetings adapter links to its meeting pages.
    PUBLIC_WEB_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('http://localhost:3000'),
    // Zoom meetings (server-to-server OAuth) replace the embedded adapter only when all three are set.
    ZOOM_ACCOUNT_ID: z.string().optional(),
    ZOOM_CLIENT_ID: z.string().optional(),
    ZOOM_CLIENT_SECRET: z.string().optional(),
    ZOOM_API_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    ZOOM_OAUTH_TOKEN_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    // Slideshow photos come from Unsplash when set, else from the bundled deck.
    UNSPLASH_ACCESS_KEY: z.string().optional(),
    UNSPLASH_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
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
