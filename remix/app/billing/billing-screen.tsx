import type { BillingOverviewSchema, InvoiceListSchema, PlanChangePreviewSchema } from '@impromptu/bff/contracts';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { Button, buttonClass } from '~/components/button';
import { StatusButton } from '~/components/status-button';
import {
  annualSaving,
  discountLabel,
  formatDay,
  formatDollars,
  formatMoney,
  planWithPeriod,
  priceLabel,
} from './format';
import { PlanSummary } from './plan-summary';
import { CreditAndRefunds, previewCreditSentence } from './credit-and-refunds';
import { ColumnHeadings } from '~/components/data-table';

export type BillingOverview = z.output<typeof BillingOverviewSchema>;
export type PlanChangePreview = z.output<typeof PlanChangePreviewSchema>;
export type Invoice = z.output<typeof InvoiceListSchema>['invoices'][number];
type TimelineEntry = NonNullable<BillingOverview['currentPlan']>;

const BILLING_PATH = '/games/user/settings/billing';

/** Change Plan asks for a preview first (issue 24); the preview's confirm button sends the change itself. */
export const PREVIEW_PLAN_INTENT = 'preview-plan';
export const CHANGE_PLAN_INTENT = 'change-plan';
export const PROMO_INTENT = 'apply-promo';

const primarySize = 'gap-2 px-6 py-2.5 font-semibold shadow-sm disabled:cursor-wait disabled:opacity-80';
const buttonSecondary = buttonClass('outline', 'gap-2 px-6 py-2 font-semibold');

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={id} className="text-lg font-extrabold text-ink">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Spec 3 §2.4: Paused, Trial, or the coupon's name as a discount badge. */
export function PlanStatus({ entry }: { entry: TimelineEntry }) {
  // Paused from the end of the period paid (issue 44): until then the plan is the customer's, without a badge.
  if (entry.isPaused && (!entry.pausedFrom || Date.parse(entry.pausedFrom) <= Date.now()))
    return <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">Paused</span>;
  if (entry.isTrial)
    return <span className="rounded-full bg-sky-100 px-3 py-0.5 text-sm font-semibold text-sky-900">Trial</span>;
  if (entry.discount)
    return (
      <span className="rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-semibold text-emerald-900">
        <span className="sr-only">Discount: </span>
        {entry.discount}
      </span>
    );
  return null;
}

function TimelineItem({ label, entry, when }: { label: string; entry: TimelineEntry; when: string }) {
  return (
    <li className="relative pl-8">
      <span
        aria-hidden="true"
        className="absolute left-0 top-1.5 h-4 w-4 rounded-full border-4 border-brand-pink bg-white"
      />
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{label}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
        {entry.name}
        <span className="text-base font-semibold text-ink-muted">{priceLabel(entry.amountCents, entry.period)}</span>
        <PlanStatus entry={entry} />
      </p>
      {when ? <p className="text-sm text-ink-muted">{when}</p> : null}
    </li>
  );
}

/** Plan Details: the current plan and the upcoming one, as a timeline. */
export function PlanDetails({ overview }: { overview: BillingOverview }) {
  const { currentPlan, nextPlan } = overview;
  if (!currentPlan) return <p className="text-ink-muted">You have no plan yet.</p>;
  const currentWhen = currentPlan.isPaused
    ? `Paused from ${formatDay(currentPlan.pausedFrom)} · resumes ${currentPlan.resumesAt ? `on ${formatDay(currentPlan.resumesAt)}` : 'when you resume'}`
    : currentPlan.endDate
      ? `${currentPlan.startDate ? `Since ${formatDay(currentPlan.startDate)} · ` : ''}${nextPlan ? 'Ends' : 'Renews'} on ${formatDay(currentPlan.endDate)}`
      : '';
  return (
    <ol className="space-y-5 border-l-2 border-slate-200 pl-0 [&>li]:-ml-[9px]" aria-label="Plan timeline">
      <TimelineItem label="Current plan" entry={currentPlan} when={currentWhen} />
      {nextPlan ? (
        <TimelineItem
          label="Upcoming plan"
          entry={nextPlan}
          when={nextPlan.startDate ? `From ${formatDay(nextPlan.startDate)}` : ''}
        />
      ) : null}
    </ol>
  );
}

/**
 * Billing Details with 'Manage Billing Details', which opens the billing portal: only for someone with something to
 * manage there — a payment subscription, past or present, with its card (hidden for coach and free_trainings).
 */
export function BillingDetails({ overview }: { overview: BillingOverview }) {
  if (overview.canManageBilling) {
    return (
      <>
        <p className="text-ink-muted">
          Your card, pausing and cancelling are managed on our payment provider's secure page.
        </p>
        <Link to="/billing-portal" reloadDocument className={`mt-4 ${buttonSecondary}`}>
          Manage Billing Details
        </Link>
      </>
    );
  }
  const plan = overview.currentPlan?.plan;
  if (plan === 'coach')
    return <p className="text-ink-muted">Billing for the Coach plan is arranged with your coach, not managed here.</p>;
  if (plan === 'free_trainings')
    return <p className="text-ink-muted">Billing for your plan is handled by your class organiser.</p>;
  return <p className="text-ink-muted">No billing details yet: they are added when you first pay for a plan.</p>;
}

/** The Update Plan form: plans as radios (legacy disabled), the Annual billing toggle and 'Change Plan'. */
export function UpdatePlanForm({ overview, error }: { overview: BillingOverview; error: string | null }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === PREVIEW_PLAN_INTENT;
  const current = overview.plans.find((plan) => plan.isCurrent);
  const platform = overview.plans.find((plan) => plan.code === 'trainings');
  // A legacy plan proposes current pricing; a plan not on the list (coach, free_trainings, not changed here) proposes none.
  const [selected, setSelected] = useState<string>(
    current ? (current.isLegacy ? 'trainings' : current.code) : overview.canChangePlan ? 'trainings' : '',
  );
  const [annual, setAnnual] = useState(overview.currentPlan?.period === 'annually');
  const toggleId = useId();
  const saving =
    platform?.monthlyCents && platform.annualCents ? annualSaving(platform.monthlyCents, platform.annualCents) : null;
  const monthsFree = saving && platform?.monthlyCents ? Math.floor((saving / platform.monthlyCents) * 2) / 2 : null;
  return (
    <Form method="post" action={BILLING_PATH} className="space-y-5">
      <input type="hidden" name="intent" value={PREVIEW_PLAN_INTENT} />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Plan</legend>
        <div className="mt-2 space-y-2">
          {overview.plans.map((plan) => {
            const price =
              plan.monthlyCents === 0
                ? '$0'
                : `${priceLabel(plan.monthlyCents, 'monthly')} or ${priceLabel(plan.annualCents, 'annually')}`;
            return (
              <label
                key={plan.code}
                className={`flex items-start gap-3 rounded-xl border p-4 ${plan.isLegacy ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-ink-muted' : 'cursor-pointer border-slate-300 hover:border-brand-pink'} ${selected === plan.code ? 'border-brand-pink ring-1 ring-brand-pink' : ''}`}
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.plan}
                  disabled={plan.isLegacy}
                  checked={selected === plan.code}
                  onChange={() => setSelected(plan.code)}
                  className="mt-1 h-4 w-4 accent-[#a3215f]"
                />
                <span>
                  <span className="flex flex-wrap items-center gap-2 font-bold text-ink">
                    {plan.name}
                    {plan.isCurrent ? (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink">
                        Current
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    {price} · {plan.description}
                  </span>
                  {plan.isLegacy ? (
                    <span className="block text-sm text-ink-muted">
                      No longer offered: a change of plan moves you to current pricing.
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={toggleId} className="inline-flex cursor-pointer items-center gap-3">
          <span className="relative inline-flex">
            <input
              id={toggleId}
              type="checkbox"
              role="switch"
              name="annual"
              value="on"
              checked={annual}
              onChange={(event) => setAnnual(event.target.checked)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-pink-dark peer-focus-visible:ring-2 peer-focus-visible:ring-brand-pink peer-focus-visible:ring-offset-2"
            />
            <span
              aria-hidden="true"
              className="absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
            />
          </span>
          <span className="font-semibold text-ink">Annual billing</span>
        </label>
        {saving && monthsFree ? (
          <span className="rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-semibold text-emerald-900">
            Save {formatDollars(saving)} – get {monthsFree} months free!
          </span>
        ) : null}
      </div>
      {overview.canChangePlan ? (
        <StatusButton pending={pending} variant="accent" className={primarySize} pendingLabel="Working out the amount…">
          Change Plan
        </StatusButton>
      ) : (
        <p className="text-sm text-ink-muted">
          {overview.currentPlan?.isPaused
            ? 'Your plan is paused: resume it in Manage Billing Details to change plan.'
            : overview.currentPlan?.plan === 'coach'
              ? 'The Coach plan is not changed here: your coach arranges it with you.'
              : 'Your plan is managed with your class: it is not changed here.'}
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** 'Have a promo code? Click here to use it' and its Promo Code modal: a required code, Apply and Cancel. */
export function PromoCode({
  error,
  submitted,
  confirming,
}: {
  error: string | null;
  submitted: string | null;
  /** What the code would do, asked before it is applied: the discount it replaces, if any, and the next payment (issue 24). */
  confirming: { replacing: string | null; next: string; effect: string | null } | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === PROMO_INTENT;
  const wasPending = useRef(false);
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  // A refused code, or one that would replace the discount, reopens the modal with the reason.
  useEffect(() => {
    if ((error || confirming) && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [error, confirming]);
  // Applied: the modal closes, so the notice and the new discount badge are seen (issue 24).
  useEffect(() => {
    if (pending) wasPending.current = true;
    else if (wasPending.current) {
      wasPending.current = false;
      if (!error && !confirming) dialog.current?.close();
    }
  }, [pending, error, confirming]);
  return (
    <>
      <p className="text-ink">
        Have a promo code?{' '}
        <Button variant="link" type="button" onClick={() => dialog.current?.showModal()}>
          Click here to use it
        </Button>
      </p>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-xl backdrop:bg-ink/50"
      >
        <Form method="post" action={BILLING_PATH} className="space-y-4 p-6">
          <input type="hidden" name="intent" value={PROMO_INTENT} />
          <h2 id={titleId} className="text-xl font-extrabold text-ink">
            Promo Code
          </h2>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-semibold text-ink">
              Coupon code
            </label>
            <input
              id={inputId}
              name="code"
              required
              autoComplete="off"
              defaultValue={submitted ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base uppercase text-ink shadow-sm focus:outline-none focus:ring-2 ${error ? 'border-red-500 focus:ring-red-500' : 'border-slate-300 focus:ring-brand-pink'}`}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          {confirming && submitted ? (
            <div role="alert" className="space-y-1 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
              <p>
                {confirming.replacing
                  ? `This replaces your current discount: ${confirming.replacing}. Your plan will have ${confirming.next} instead.`
                  : `This code gives ${confirming.next}.`}
              </p>
              {confirming.effect ? <p className="font-semibold">{confirming.effect}</p> : null}
              <input type="hidden" name="confirmedCode" value={submitted} />
            </div>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button
              variant="ghost"
              className="px-5 py-2 font-semibold"
              type="button"
              onClick={() => dialog.current?.close()}
            >
              Cancel
            </Button>
            <StatusButton pending={pending} variant="accent" className={primarySize}>
              {confirming ? (confirming.replacing ? 'Replace discount' : 'Confirm and apply') : 'Apply'}
            </StatusButton>
          </div>
        </Form>
      </dialog>
    </>
  );
}

const linkButtonSecondary = `${buttonSecondary} text-center`;

/** What the change does before it is made (issue 24): amount due today, its lines, the new price and the renewal. */
export function PlanChangePreviewPanel({ preview, error }: { preview: PlanChangePreview; error: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === CHANGE_PLAN_INTENT;
  // The form it replaces had the focus: the preview takes it, so a screen reader reads what the change does; the
  // heading comes into view below the sticky site header.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  const from = planWithPeriod(preview.from.name, preview.from.period);
  const to = planWithPeriod(preview.to.name, preview.to.period);
  const { recurring, discount } = preview;
  const headingProps = {
    id: headingId,
    ref: heading,
    tabIndex: -1,
    className: 'scroll-mt-24 text-lg font-bold text-ink focus:outline-none',
  };

  if (preview.change === 'none' || preview.change === 'checkout') {
    return (
      <div className="space-y-4" aria-labelledby={headingId} role="group">
        <h4 {...headingProps}>Nothing to change</h4>
        <p className="text-ink">
          {preview.to.plan === 'free' && preview.effectiveAt
            ? `Your ${preview.from.name ?? ''} plan already ends on ${formatDay(preview.effectiveAt)}; then you move to Free.`
            : `You already have ${to}.`}{' '}
          Nothing changes and nothing is charged.
        </p>
        <Link to={BILLING_PATH} className={linkButtonSecondary}>
          Choose another plan
        </Link>
      </div>
    );
  }

  const summary =
    preview.change === 'end'
      ? preview.from.plan && preview.effectiveAt && Date.parse(preview.effectiveAt) > Date.now() + 60_000
        ? `Your ${preview.from.name ?? ''} plan stays until ${formatDay(preview.effectiveAt)}; then you move to Free. Nothing is charged.`
        : 'Your plan changes to Free now. Nothing is charged.'
      : preview.change === 'keep'
        ? `Your ${preview.to.name} plan renews on ${formatDay(preview.nextRenewalAt)} at ${priceLabel(recurring?.amountCents ?? null, recurring?.period ?? null)} instead of ending. Nothing is charged today.`
        : null;
  const confirmLabel =
    preview.change === 'keep'
      ? 'Keep my plan'
      : preview.amountDueTodayCents > 0
        ? `Confirm and pay ${formatMoney(preview.amountDueTodayCents)}`
        : 'Confirm change';
  return (
    <div className="space-y-4" aria-labelledby={headingId} role="group">
      <div>
        <h4 {...headingProps}>Review your change</h4>
        <p className="mt-1 text-ink-muted">
          From <strong className="text-ink">{from}</strong> to <strong className="text-ink">{to}</strong>
        </p>
      </div>
      {summary ? <p className="text-ink">{summary}</p> : null}
      {previewCreditSentence(preview) ? <p className="text-ink">{previewCreditSentence(preview)}</p> : null}
      {preview.change === 'price' ? (
        <>
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
            {preview.lines.map((line, index) => (
              <div key={index} className="flex items-start justify-between gap-4 px-4 py-3">
                <dt className="text-ink">
                  {line.kind === 'credit' ? <span className="font-semibold">Credit: </span> : null}
                  {line.description}
                </dt>
                <dd className="whitespace-nowrap text-right tabular-nums text-ink">{formatMoney(line.amountCents)}</dd>
              </div>
            ))}
            {preview.discountCents !== 0 && discount ? (
              <div className="flex items-start justify-between gap-4 px-4 py-3">
                <dt className="text-ink">
                  Discount: {discount.name} ({discountLabel(discount)})
                </dt>
                <dd className="whitespace-nowrap text-right tabular-nums text-emerald-800">
                  {formatMoney(-preview.discountCents)}
                </dd>
              </div>
            ) : null}
            {preview.creditAppliedCents !== 0 ? (
              <div className="flex items-start justify-between gap-4 px-4 py-3">
                <dt className="text-ink">
                  {preview.creditAppliedCents > 0
                    ? 'Credit already on your account'
                    : 'Kept as credit for your next payments'}
                </dt>
                <dd className="whitespace-nowrap text-right tabular-nums text-ink">
                  {formatMoney(-preview.creditAppliedCents)}
                </dd>
              </div>
            ) : null}
            <div className="flex items-center justify-between gap-4 bg-slate-50 px-4 py-3 text-base">
              <dt className="font-bold text-ink">Amount due today</dt>
              <dd className="whitespace-nowrap text-right text-lg font-extrabold tabular-nums text-ink">
                {formatMoney(preview.amountDueTodayCents)}
              </dd>
            </div>
          </dl>
          {recurring ? (
            <p className="text-ink">
              Then <strong>{priceLabel(recurring.amountCents, recurring.period)}</strong>
              {recurring.discountedAmountCents !== null && discount
                ? ` (${priceLabel(recurring.discountedAmountCents, recurring.period)} with ${discount.name})`
                : ''}
              {preview.nextRenewalAt ? `, next renewing on ${formatDay(preview.nextRenewalAt)}` : ''}.
              {discount && !discount.lastsBeyondToday ? ` ${discount.name} applies to today's payment only.` : ''}
            </p>
          ) : null}
        </>
      ) : null}
      <Form method="post" action={BILLING_PATH} className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input type="hidden" name="intent" value={CHANGE_PLAN_INTENT} />
        <input type="hidden" name="plan" value={preview.to.plan === 'free' ? 'free' : 'trainings'} />
        {preview.to.period === 'annually' ? <input type="hidden" name="annual" value="on" /> : null}
        {preview.prorationDate !== null ? (
          <>
            <input type="hidden" name="prorationDate" value={preview.prorationDate} />
            <input type="hidden" name="expectedAmountDueCents" value={preview.amountDueTodayCents} />
          </>
        ) : null}
        <StatusButton pending={pending} variant="accent" className={primarySize} pendingLabel="Changing plan…">
          {confirmLabel}
        </StatusButton>
        <Link to={BILLING_PATH} className={linkButtonSecondary}>
          Cancel
        </Link>
      </Form>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const INVOICE_STATUS: Record<string, string> = {
  paid: 'Paid',
  open: 'Due',
  uncollectible: 'Unpaid',
  void: 'Void',
};

/** Every payment's invoice (issue 24), newest first, each opening its page at the payment provider. */
export function Invoices({ invoices }: { invoices: Invoice[] | null }) {
  if (invoices === null)
    return <p className="text-ink-muted">Your invoices cannot be shown right now. Please try again in a moment.</p>;
  const cell = 'px-3 py-3 sm:px-4';
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Invoices, newest first</caption>
        <thead className="bg-slate-50 text-ink">
          <ColumnHeadings
            columns={[
              'Date',
              { heading: 'Amount', numeric: true },
              'Status',
              { heading: <span className="sr-only">Invoice</span>, key: 'invoice', numeric: true },
            ]}
            cellClassName={`${cell} font-semibold`}
          />
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-ink">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className={`${cell} whitespace-nowrap`}>{formatDay(invoice.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                {formatMoney(invoice.amountPaidCents)}
              </td>
              <td className={cell}>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${invoice.status === 'paid' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
                >
                  {INVOICE_STATUS[invoice.status] ?? invoice.status}
                </span>
              </td>
              <td className={`${cell} text-right`}>
                {invoice.url ? (
                  <a
                    href={invoice.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-pink-dark underline underline-offset-2 hover:text-brand-pink focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
                  >
                    View<span className="sr-only"> invoice {invoice.number ?? ''} (opens in a new tab)</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BillingScreen({
  overview,
  invoices = [],
  notice,
  preview = null,
  errors,
  promoSubmitted,
  promoConfirming = null,
}: {
  overview: BillingOverview;
  /** Null when the payment service could not list them. */
  invoices?: Invoice[] | null;
  notice: React.ReactNode;
  preview?: PlanChangePreview | null;
  errors: { plan: string | null; promo: string | null };
  promoSubmitted: string | null;
  promoConfirming?: { replacing: string | null; next: string; effect: string | null } | null;
}) {
  const discount = overview.paymentSubscription?.discount;
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-extrabold text-ink">Plan &amp; Billing</h2>
      {notice}
      <Section id="plan-details" title="Plan Details">
        <PlanDetails overview={overview} />
        <CreditAndRefunds overview={overview} />
        {discount ? (
          <p className="mt-4 text-sm text-ink-muted">
            {discount.name}: {discountLabel(discount)}
          </p>
        ) : null}
      </Section>
      <Section id="billing-details" title="Billing Details">
        <BillingDetails overview={overview} />
      </Section>
      <Section id="update-plan" title="Update Plan">
        {!overview.canChangePlan ? (
          <PlanSummary overview={overview} />
        ) : preview ? (
          <PlanChangePreviewPanel preview={preview} error={errors.plan} />
        ) : (
          // Keyed by the current plan: when a payment lands while the page is open, the form proposes from the new plan.
          <UpdatePlanForm
            key={`${overview.plans.find((plan) => plan.isCurrent)?.code ?? 'none'}:${overview.currentPlan?.period ?? ''}`}
            overview={overview}
            error={errors.plan}
          />
        )}
        {overview.paymentSubscription ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <PromoCode error={errors.promo} submitted={promoSubmitted} confirming={promoConfirming} />
          </div>
        ) : null}
      </Section>
      {invoices === null || invoices.length > 0 ? (
        <Section id="invoices" title="Invoices">
          <Invoices invoices={invoices} />
        </Section>
      ) : null}
    </div>
  );
}
