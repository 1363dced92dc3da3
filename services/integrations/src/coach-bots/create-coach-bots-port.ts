import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '@impromptu/db';
import type { CoachBotsPort } from './coach-bots.port.js';
import { EmbeddedCoachBotsAdapter } from './embedded-coach-bots.adapter.js';
import { RecallCoachBotsAdapter } from './recall-coach-bots.adapter.js';

/** The coach bots settings, read the same way by the BFF and the worker. */
export const CoachBotsEnvSchema = z.object({
  // Set: Recall.ai's bot API. Unset: the embedded bot service, recording from the learner's browser.
  RECALL_API_KEY: z.string().optional(),
  RECALL_API_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  // How long the embedded bots take to act (ms).
  EMBEDDED_BOT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type CoachBotsEnv = z.output<typeof CoachBotsEnvSchema>;

export const DEFAULT_RECALL_API_BASE_URL = 'https://us-east-1.recall.ai';

/** Recall when RECALL_API_KEY is set, else the embedded bots. */
export function createCoachBotsPort(
  env: CoachBotsEnv,
  db: Kysely<DB>,
  options: { fetch?: typeof fetch } = {},
): CoachBotsPort {
  const apiKey = env.RECALL_API_KEY?.trim();
  if (!apiKey)
    return new EmbeddedCoachBotsAdapter(
      db,
      env.EMBEDDED_BOT_DELAY_MS === undefined ? {} : { delayMs: env.EMBEDDED_BOT_DELAY_MS },
    );
  return new RecallCoachBotsAdapter({
    apiKey,
    baseUrl: env.RECALL_API_BASE_URL ?? DEFAULT_RECALL_API_BASE_URL,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
