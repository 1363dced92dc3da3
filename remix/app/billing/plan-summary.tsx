import type { BillingOverviewSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { priceLabel } from './format';

type BillingOverview = z.output<typeof BillingOverviewSchema>;

/** Why the plan is not changed on this page (spec 3 §2.4: Change Plan is hidden when paused, coach or free_trainings). */
export function whyPlanIsFixed(overview: BillingOverview): string {
  const current = overview.currentPlan;
  if (current?.isPaused) return 'Your plan is paused: resume it in Manage Billing Details to change plan.';
  if (current?.plan === 'coach') return 'The Coach plan is not changed here: your coach arranges it with you.';
  if (current?.plan === 'free_trainings') return 'Your plan is managed with your class: it is not changed here.';
  return 'Your plan is not changed here.';
}

/**
 * The Update Plan section when the plan cannot be changed here (issue 24): the plan as text, with what it includes
 * and why it stays as it is — no radios or annual toggle that look editable without a button to apply them.
 */
export function PlanSummary({ overview }: { overview: BillingOverview }) {
  const current = overview.currentPlan;
  const listed = overview.plans.find((plan) => plan.isCurrent);
  const price = current ? priceLabel(current.amountCents, current.period) : '';
  const period =
    current?.period === 'annually' ? 'Billed yearly' : current?.period === 'monthly' ? 'Billed monthly' : null;
  return (
    <div className="space-y-4">
      {current ? (
        <dl className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <dt className="text-sm font-semibold text-ink-muted">Your plan</dt>
          <dd className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-ink">
            {current.name}
            {price ? <span className="text-base font-semibold text-ink-muted">{price}</span> : null}
          </dd>
          {period ? (
            <>
              <dt className="sr-only">Billing period</dt>
              <dd className="text-sm text-ink-muted">{period}</dd>
            </>
          ) : null}
          {listed ? (
            <>
              <dt className="sr-only">Includes</dt>
              <dd className="mt-1 text-sm text-ink-muted">{listed.description}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p className="text-sm text-ink-muted">{whyPlanIsFixed(overview)}</p>
    </div>
  );
}
