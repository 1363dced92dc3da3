import type { Provider } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { createCoachBotsPort, type CoachBotsPort } from '@impromptu/integrations';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, DATABASE } from '../../infrastructure/tokens.js';

export const COACH_BOTS_PORT = Symbol('COACH_BOTS_PORT');

/** Recall.ai when RECALL_API_KEY is set, else the embedded bots (the worker makes the same choice from the same keys). */
export const coachBotsPortProvider: Provider = {
  provide: COACH_BOTS_PORT,
  inject: [APP_CONFIG, DATABASE],
  useFactory: (config: AppConfig, db: Kysely<DB>): CoachBotsPort =>
    createCoachBotsPort(
      {
        RECALL_API_KEY: config.RECALL_API_KEY,
        RECALL_API_BASE_URL: config.RECALL_API_BASE_URL,
        EMBEDDED_BOT_DELAY_MS: config.EMBEDDED_BOT_DELAY_MS,
      },
      db,
    ),
};
