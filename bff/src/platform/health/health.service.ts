import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { DB } from '@impromptu/db';
import { ApiException } from '../../common/error-response.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, DATABASE, REDIS } from '../../infrastructure/tokens.js';
import type { HealthCheckName, HealthReport } from './health.dto.js';

// A dependency that needs longer than this to answer is as good as down for a health probe.
export const HEALTH_CHECK_TIMEOUT_MS = 1_000;

interface CheckResult {
  name: HealthCheckName;
  error?: string;
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers the report when every dependency is reachable; otherwise a 503 that names what failed. */
  async getHealth(): Promise<HealthReport> {
    const results = await Promise.all([
      check('postgres', async () => {
        await sql`select 1`.execute(this.db);
      }),
      check('redis', async () => {
        await this.redis.ping();
      }),
    ]);
    const checks: HealthReport['checks'] = { postgres: 'ok', redis: 'ok' };
    for (const result of results) checks[result.name] = result.error === undefined ? 'ok' : 'error';
    const failures = results.filter((result) => result.error !== undefined);
    const embedded = this.config.EMBEDDED_PORTS;
    if (failures.length === 0) return { status: 'ok', checks, embedded };
    // ApiException (ADR 0065): 503 is the BFF's own dependencies down, no refusal of a request.
    throw new ApiException(
      HttpStatus.SERVICE_UNAVAILABLE,
      failures.map((failure) => `${failure.name}: ${failure.error}`).join('; '),
      { details: { status: 'error', checks, embedded } satisfies HealthReport },
    );
  }
}

async function check(name: HealthCheckName, probe: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
      HEALTH_CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([probe(), timeout]);
    return { name };
  } catch (error) {
    return { name, error: error instanceof Error ? error.message || error.name : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
