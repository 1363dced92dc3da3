import { z } from 'zod';
// The kinds only, not the billing package: the web app's browser bundle reads this schema.
import { DRIFT_KINDS } from '@impromptu/billing/drift-kinds';

const RunSchema = z.object({
  id: z.uuid(),
  trigger: z.string().meta({ description: 'schedule (nightly), admin, ops, ops dry run' }),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable().meta({ description: 'Null while it runs (or if it failed)' }),
  customers: z.int().min(0),
  driftCount: z.int().min(0),
  repairedCount: z.int().min(0),
});

/** The admins' view of the billing reconciliation (issue 44): the latest runs and what the latest one found. */
export const ReconciliationSchema = z
  .object({
    runs: z.array(RunSchema).meta({ description: 'Newest first, at most 10' }),
    latest: z
      .object({
        run: RunSchema,
        countsByKind: z.record(z.enum(DRIFT_KINDS), z.int().min(0)),
        drifts: z.array(
          z.object({
            kind: z.enum(DRIFT_KINDS),
            customerId: z.string(),
            userEmail: z.string().nullable(),
            detail: z.string(),
            repaired: z.boolean(),
          }),
        ),
      })
      .nullable(),
  })
  .meta({ id: 'BillingReconciliation' });

export type ReconciliationDto = z.infer<typeof ReconciliationSchema>;
