import { reconciliation } from '@impromptu/bff/routes';
import { formatInZone } from '@impromptu/kernel';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AdminPageHeader, AdminSection } from '~/admin/admin-page-header';
import { requireAdmin } from '~/admin/require-admin.server';
import { DataTable } from '~/components/data-table';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { SubmitButton } from '~/components/forms';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

export const meta: MetaFunction = () => [{ title: 'Billing reconciliation | Admin | Impromptu' }];

/** What each kind of drift means, for the person reading the table. */
const KIND_WORDS = {
  several_live_subscriptions: 'More than one live subscription',
  subscription_differs: 'Plan differs from the provider',
  ended_at_provider: 'Ended at the provider',
  credit_without_plan: 'Credit with no plan',
  refund_failed: 'Refund failed',
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireAdmin(request);
  const overview = await bffFor(request).call(reconciliation.overview, {});
  return { overview, timeZone: profile.user.ianaTimeZone };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  try {
    await bffFor(request).call(reconciliation.run, {});
    return data({ ok: true as const, error: null });
  } catch (caught) {
    const error = bffRefusal(caught, 'client');
    return data({ ok: false as const, error: error.message }, { status: error.statusCode });
  }
}

export const ErrorBoundary = GeneralErrorBoundary;

/**
 * The payment provider against the product (issue 44): each run compares every customer's subscriptions, credit and
 * refunds at the provider with what the product shows, repairs what it can, and lists the rest here.
 */
export default function AdminBilling() {
  const { overview, timeZone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === 'submitting';
  const when = (iso: string | null) => (iso ? formatInZone(iso, 'MMM d y, h:mm a', timeZone) : 'Running or stopped');
  const latest = overview.latest;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <AdminPageHeader title="Billing reconciliation">
        The payment provider holds every subscription, invoice, refund and credit. Each night, and whenever you run it
        here, Impromptu compares them with what it shows each customer, repairs what it can and lists every difference.
      </AdminPageHeader>

      <AdminSection id="latest-heading" heading="Latest run" card>
        {latest ? (
          <>
            <p className="mt-1 text-ink-muted">
              {when(latest.run.finishedAt ?? latest.run.startedAt)} · {latest.run.customers} customers compared ·{' '}
              <strong className="text-ink">
                {latest.run.driftCount === 0
                  ? 'no drift'
                  : `${latest.run.driftCount} differences, ${latest.run.repairedCount} repaired`}
              </strong>
            </p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {Object.entries(KIND_WORDS).map(([kind, words]) => (
                <div key={kind} className="rounded-xl border border-slate-200 px-4 py-3">
                  <dt className="text-sm text-ink-muted">{words}</dt>
                  <dd className="text-2xl font-extrabold tabular-nums text-ink">
                    {latest.countsByKind[kind as keyof typeof KIND_WORDS] ?? 0}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="mt-1 text-ink-muted">No reconciliation has run yet.</p>
        )}
        {result?.ok ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-800">
            Reconciled: the latest run is shown above.
          </p>
        ) : null}
        {result && !result.ok ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-800">
            {result.error}
          </p>
        ) : null}
        <Form method="post" className="mt-5">
          <SubmitButton pending={pending} pendingLabel="Comparing every customer…">
            Reconcile now
          </SubmitButton>
        </Form>
      </AdminSection>

      {latest && latest.drifts.length > 0 ? (
        <AdminSection id="drift-heading" heading="Differences found">
          <DataTable label="Table of differences found" columns={['Kind', 'Customer', 'What differs', 'Repaired']}>
            {latest.drifts.map((drift, index) => (
              <tr key={index}>
                <td className="px-4 py-3">{KIND_WORDS[drift.kind]}</td>
                <td className="px-4 py-3">
                  {drift.userEmail ?? 'Deleted account'}
                  <span className="block text-xs text-ink-muted">{drift.customerId}</span>
                </td>
                <td className="px-4 py-3">{drift.detail}</td>
                <td className="px-4 py-3">{drift.repaired ? 'Yes' : 'No: needs a person'}</td>
              </tr>
            ))}
          </DataTable>
        </AdminSection>
      ) : null}

      {overview.runs.length > 1 ? (
        <AdminSection id="runs-heading" heading="Earlier runs">
          <DataTable
            label="Table of earlier runs"
            columns={[
              'Finished',
              'Started by',
              { heading: 'Customers', numeric: true },
              { heading: 'Differences', numeric: true },
              { heading: 'Repaired', numeric: true },
            ]}
          >
            {overview.runs.slice(1).map((run) => (
              <tr key={run.id}>
                <td className="whitespace-nowrap px-4 py-3">{when(run.finishedAt)}</td>
                <td className="px-4 py-3">{run.trigger}</td>
                <td className="px-4 py-3 text-right tabular-nums">{run.customers}</td>
                <td className="px-4 py-3 text-right tabular-nums">{run.driftCount}</td>
                <td className="px-4 py-3 text-right tabular-nums">{run.repairedCount}</td>
              </tr>
            ))}
          </DataTable>
        </AdminSection>
      ) : null}
    </div>
  );
}
