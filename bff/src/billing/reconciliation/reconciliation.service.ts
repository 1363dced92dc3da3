import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DRIFT_KINDS, reconcileBilling, type DriftKind } from '@impromptu/billing';
import type { DB } from '@impromptu/db';
import { EventStore } from '@impromptu/event-store';
import type { PaymentsPort } from '@impromptu/integrations';
import { callPort } from '../../infrastructure/port-call.js';
import { DATABASE } from '../../infrastructure/tokens.js';
import { PAYMENTS_PORT } from '../payments-port.provider.js';
import { PAYMENTS_UNAVAILABLE } from '../subscriptions/subscriptions.dto.js';
import type { ReconciliationDto } from './reconciliation.dto.js';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** The payment provider against the billing projection (issue 44), for admins: the runs, their drift, a run now. */
@Injectable()
export class ReconciliationService {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(PAYMENTS_PORT) private readonly payments: PaymentsPort,
  ) {}

  /** Runs a reconciliation now, repairing what it can, and answers the page with it as the latest run. */
  async runNow(): Promise<ReconciliationDto> {
    await callPort(
      () =>
        reconcileBilling(
          { db: this.db, store: new EventStore(this.db), payments: this.payments },
          { now: new Date(), repair: true, trigger: 'admin' },
        ),
      { unavailable: PAYMENTS_UNAVAILABLE },
    );
    return this.overview();
  }

  async overview(): Promise<ReconciliationDto> {
    const runs = await this.db
      .selectFrom('billing_reconciliation_run')
      .selectAll()
      .orderBy('started_at', 'desc')
      .limit(10)
      .execute();
    const dtos = runs.map((run) => ({
      id: run.id,
      trigger: run.trigger,
      startedAt: run.started_at.toISOString(),
      finishedAt: iso(run.finished_at),
      customers: run.customers,
      driftCount: run.drift_count,
      repairedCount: run.repaired_count,
    }));
    const latest = dtos[0];
    if (!latest) return { runs: [], latest: null };
    const drifts = await this.db
      .selectFrom('billing_drift')
      .leftJoin('app_user', 'app_user.id', 'billing_drift.user_id')
      .select([
        'billing_drift.kind',
        'billing_drift.customer_id',
        'billing_drift.detail',
        'billing_drift.repaired',
        'app_user.email',
      ])
      .where('billing_drift.run_id', '=', latest.id)
      .orderBy('billing_drift.id')
      .limit(500)
      .execute();
    const countsByKind = Object.fromEntries(DRIFT_KINDS.map((kind) => [kind, 0])) as Record<DriftKind, number>;
    for (const drift of drifts) countsByKind[drift.kind as DriftKind] += 1;
    return {
      runs: dtos,
      latest: {
        run: latest,
        countsByKind,
        drifts: drifts.map((drift) => ({
          kind: drift.kind as DriftKind,
          customerId: drift.customer_id,
          userEmail: drift.email ?? null,
          detail: drift.detail,
          repaired: drift.repaired,
        })),
      },
    };
  }
}
