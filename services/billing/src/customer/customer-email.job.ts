import { z } from 'zod';
import { sql, type Kysely } from 'kysely';
import type { JobDefinition, JobEnvironment, JobHandlersOf } from '@impromptu/event-store';
import type { PaymentsPort } from '@impromptu/integrations';

/**
 * A confirmed e-mail change reaches the provider's customer (issue 44, 8b): receipts, invoices and the portal then use
 * the new address. A job through the outbox, written in the transaction that confirms the change, so a provider that
 * is down delays the update (retried) and never loses it.
 */
export const customerJobDefinitions = {
  'billing.customer-email': {
    queue: 'billing',
    payload: z.object({ userId: z.uuid() }),
    options: { attempts: 10, backoff: { type: 'exponential', delay: 2000 } },
  },
} as const satisfies Record<string, JobDefinition>;

/**
 * Copies the account's e-mail and name, as they are when the job runs (a second change in between is not undone), to
 * its customer at the provider. An account with no customer (never paid) has nothing to update.
 */
export async function syncCustomerEmail(
  db: Kysely<any>,
  payments: PaymentsPort,
  userId: string,
): Promise<'updated' | 'no_customer'> {
  const user = await db
    .selectFrom('app_user')
    .select(['email', 'first_name', 'last_name', sql<string | null>`stripe->>'customerId'`.as('customer_id')])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.customer_id) return 'no_customer';
  const name = `${String(user.first_name ?? '')} ${String(user.last_name ?? '')}`.trim();
  await payments.updateCustomer({
    customerId: user.customer_id as string,
    email: user.email as string,
    ...(name ? { name } : {}),
  });
  return 'updated';
}

export function createCustomerJobHandlers(
  environment: JobEnvironment,
  payments: () => PaymentsPort,
): JobHandlersOf<typeof customerJobDefinitions> {
  // Made on the first job: a worker that never runs one needs no payment settings.
  let port: PaymentsPort | undefined;
  return {
    'billing.customer-email': async (payload, ctx) => {
      const outcome = await syncCustomerEmail(environment.db, (port ??= payments()), payload.userId);
      ctx.logger.info({ userId: payload.userId, outcome }, 'provider customer e-mail synced');
    },
  };
}
