import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { LOCAL_DATABASE_URL } from '@impromptu/db';
import {
  AdapterChoiceError,
  AiFeedbackEnvSchema,
  chooseAdapters,
  CoachBotsEnvSchema,
  MediaStorageEnvSchema,
  PaymentsEnvSchema,
  type EmbeddablePort,
} from '@impromptu/integrations';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An address or subnet Express's `trust proxy` accepts, or one of its named ranges.
const PROXY_ADDRESS = /^(?:loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]+(?:\/\d{1,3})?)$/;

/** `true`, `false`, a number of proxy hops, or comma-separated proxy addresses and subnets, as Express reads them. */
const TrustProxySchema = z.string().transform((value, ctx) => {
  const setting = value.trim();
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (/^\d+$/.test(setting)) return Number(setting);
  const addresses = setting.split(',').map((address) => address.trim());
  if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses;
  ctx.addIssue({
    code: 'custom',
    message: 'must be true, false, a number of hops, or comma-separated proxy addresses or subnets',
  });
  return z.NEVER;
});

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    BFF_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .default(LOCAL_DATABASE_URL),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// connection string')
      .default('redis://127.0.0.1:6379'),
    // Set when the BFF sits behind a reverse proxy that terminates TLS: Express then takes the client's address
    // and protocol from X-Forwarded-For and X-Forwarded-Proto, and an https request gets HSTS.
    TRUST_PROXY: TrustProxySchema.optional(),
    // BFF processes sharing BFF_PORT (node:cluster; ADR 0071): each keeps its own caches, all hear the same
    // invalidations. 1 by default: on two cores the web process, not the BFF, is most of a page's CPU.
    BFF_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    // Connections per BFF process: a request holds one for each query it runs.
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    // How long a process reuses a session it validated (ms; 0: read it on every request). Revocations reach every process at once.
    SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    // How long a process keeps reference data (games, courses, classes, plans, features) it read (ms; 0: read it on
    // every request). Changes made through any BFF reach every process at once; this bounds other writers' (ADR 0043).
    REFERENCE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    // How long a process keeps a learner's page read (ms; 0: read it on every request; ADR 0063). Every change made
    // through the BFF or a projection reaches every process at once, so this bounds only other writers' (an operator's
    // SQL). Default 60,000; 0 under NODE_ENV=test, whose tests write rows behind the BFF (the cache's own tests set it).
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    // Page reads held per process at most (the least recently read are dropped first).
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
    // Staff and testers who see every feature (spec 1 §6 allow-list): comma-separated e-mails.
    STAFF_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      ),
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
    // Payments: Stripe with STRIPE_SECRET_KEY, else the embedded Stripe-compatible server (ADR 0016).
    ...PaymentsEnvSchema.shape,
    // AI coach (issue 15): Recall.ai bots with RECALL_API_KEY, else the embedded bots; an OpenAI-compatible endpoint
    // with AI_FEEDBACK_BASE_URL and AI_FEEDBACK_MODEL, else feedback measured from the recording (ADR 0021).
    ...CoachBotsEnvSchema.shape,
    ...AiFeedbackEnvSchema.shape,
    // Lesson media coaches publish (issue 47, ADR 0060): an S3-compatible bucket with MEDIA_S3_BUCKET, else files
    // under MEDIA_DISK_DIR.
    ...MediaStorageEnvSchema.shape,
    // How long start-recording, stop-recording and cancel-recording wait for the bot's answer (its job's event).
    AI_COACH_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    // Test stacks only: the /testing seeding routes that API suites run against a deployed BFF need.
    TEST_SEEDING: z
      .enum(['1', 'true', '0', 'false'], { message: "must be '1' or 'true' to enable, '0' or 'false' to disable" })
      .optional()
      .transform((value) => value === '1' || value === 'true'),
    // Sign-ups from one client address (ADR 0054): a class of this many at once, then one every interval after it.
    SIGNUP_BURST_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(40),
    SIGNUP_INTERVAL_SECONDS_PER_CLIENT: z.coerce.number().int().min(1).max(3_600).default(30),
    // Failed sign-ins (on any accounts) one client address has before it waits (docs/decisions/0005). Test stacks
    // whose every browser shares one address, and whose tests fail sign-ins on purpose, raise it.
    LOGIN_FAILURES_PER_CLIENT_BEFORE_DELAY: z.coerce.number().int().min(1).max(1_000_000).default(20),
    // The web app's addresses: only a request from one of them may name the browser behind it in
    // X-Forwarded-For, which the sign-in throttle counts by. Comma-separated addresses, CIDR ranges or
    // loopback / linklocal / uniquelocal. Unset: loopback (npm start). docs/decisions/0005.
    TRUSTED_PROXIES: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      )
      .refine(isProxyList, 'must be comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal')
      .optional(),
  })
  .refine((config) => !(config.TEST_SEEDING && config.NODE_ENV === 'production'), {
    path: ['TEST_SEEDING'],
    message: 'must not be set with NODE_ENV=production: the seeding routes create users of any type without a session',
  })
  // Tests stay quiet unless a LOG_LEVEL is asked for explicitly.
  .transform(({ LOG_LEVEL, PAGE_CACHE_TTL_MS, ...rest }) => ({
    ...rest,
    LOG_LEVEL: LOG_LEVEL ?? (rest.NODE_ENV === 'test' ? 'silent' : 'info'),
    PAGE_CACHE_TTL_MS: PAGE_CACHE_TTL_MS ?? (rest.NODE_ENV === 'test' ? 0 : 60_000),
  }));

/** The ports the BFF itself builds (the worker checks its own: e-mail, AI feedback, the webhooks' payments). */
export const BFF_PORTS = [
  'payments',
  'meetings',
  'coachBots',
  'mediaStorage',
] as const satisfies readonly EmbeddablePort[];

export type AppConfig = z.output<typeof ConfigSchema> & {
  /** The ports running their embedded adapter: a default outside production, named explicitly in it (ADR 0052). */
  EMBEDDED_PORTS: EmbeddablePort[];
};
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment for the BFF:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function isProxyList(list: string[]): boolean {
  try {
    proxyAddr.compile(list);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the BFF's settings from the environment; an empty string counts as unset. `ports`: the ports whose adapters
 * are checked (the BFF's own by default; none for the ops CLI, which reads only the database).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { ports = BFF_PORTS }: { ports?: readonly EmbeddablePort[] } = {},
): AppConfig {
  const input = Object.fromEntries(
    Object.keys(ConfigSchema.in.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ConfigSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  try {
    return { ...result.data, EMBEDDED_PORTS: chooseAdapters({ ...env, NODE_ENV: result.data.NODE_ENV }, ports) };
  } catch (error) {
    if (error instanceof AdapterChoiceError) throw new ConfigError(error.problems);
    throw error;
  }
}
