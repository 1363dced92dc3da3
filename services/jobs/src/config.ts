import { z } from 'zod';
import { LOCAL_DATABASE_URL } from '@impromptu/db';
import {
  AdapterChoiceError,
  AiFeedbackEnvSchema,
  chooseAdapters,
  CoachBotsEnvSchema,
  type EmbeddablePort,
} from '@impromptu/integrations';

/** The ports the worker builds: e-mail, the AI coach's, and payments for the Stripe webhooks' reads. */
export const WORKER_PORTS = [
  'email',
  'coachBots',
  'aiFeedback',
  'payments',
] as const satisfies readonly EmbeddablePort[];

const workerEnvSchema = z.object({
  DATABASE_URL: z.string().min(1).default(LOCAL_DATABASE_URL),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  BULLMQ_PREFIX: z.string().min(1).default('impromptu'),
  JOBS_LOCK_DURATION_MS: z.coerce.number().int().positive().default(30_000),
  /** Defaults to the lock duration: a stalled job is noticed within about two intervals. */
  JOBS_STALLED_INTERVAL_MS: z.coerce.number().int().positive().optional(),
  JOBS_CONCURRENCY: z.coerce.number().int().positive().default(4),
  // E-mail (ADR 0028): SMTP through nodemailer when set (npm start points it at its mail catcher), else the e-mail table.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Impromptu <no-reply@impromptu.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The AI coach's ports (the coach context builds them from the same keys, as the BFF does): checked here so a bad
  // value stops the start with its name.
  ...CoachBotsEnvSchema.shape,
  ...AiFeedbackEnvSchema.shape,
});

export interface WorkerConfig {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  lockDurationMs: number;
  stalledIntervalMs: number;
  concurrency: number;
  logLevel: z.infer<typeof workerEnvSchema>['LOG_LEVEL'];
  /** Unset: the embedded e-mail table adapter. */
  smtpUrl?: string | undefined;
  emailFrom?: string | undefined;
  /** The ports running their embedded adapter: a default outside production, named explicitly in it (ADR 0052). */
  embeddedPorts?: EmbeddablePort[];
}

export class WorkerConfigError extends Error {
  override name = 'WorkerConfigError';
}

/** Reads the worker's settings from the environment; an invalid value stops the start with its name. */
export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  // An empty port key counts as unset, as the BFF reads it.
  const input = { ...env };
  for (const key of [
    'SMTP_URL',
    'EMAIL_FROM',
    ...Object.keys(CoachBotsEnvSchema.shape),
    ...Object.keys(AiFeedbackEnvSchema.shape),
  ])
    if (input[key] === '') delete input[key];
  const parsed = workerEnvSchema.safeParse(input);
  if (!parsed.success) throw new WorkerConfigError(`Invalid worker environment:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  let embeddedPorts: EmbeddablePort[];
  try {
    embeddedPorts = chooseAdapters(env, WORKER_PORTS);
  } catch (error) {
    if (error instanceof AdapterChoiceError)
      throw new WorkerConfigError(`Invalid worker environment:\n${error.problems.join('\n')}`);
    throw error;
  }
  return {
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    prefix: e.BULLMQ_PREFIX,
    lockDurationMs: e.JOBS_LOCK_DURATION_MS,
    stalledIntervalMs: e.JOBS_STALLED_INTERVAL_MS ?? e.JOBS_LOCK_DURATION_MS,
    concurrency: e.JOBS_CONCURRENCY,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    embeddedPorts,
  };
}
