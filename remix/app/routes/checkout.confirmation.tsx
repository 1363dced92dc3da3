import type { CheckoutConfirmationSchema } from '@impromptu/bff/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { buttonClass } from '~/components/button';
import { billingApi } from '~/billing/billing.server';
import { formatDay, formatDollars } from '~/billing/format';
import { Spinner } from '~/components/spinner';
import { StatusButton } from '~/components/status-button';
import { bffRefusal } from '~/utils/bff.server';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Payment confirmation | Impromptu' }];

type Confirmation = z.output<typeof CheckoutConfirmationSchema>;

/** Where the person goes on after the confirmation: the page the checkout started from. */
const NEXT = {
  home: { to: '/games/home', label: 'Continue to App' },
  billing: { to: '/games/user/settings/billing', label: 'Go to Plan & Billing' },
  'virtual-coach': { to: '/games/virtual-coach', label: 'Back to Virtual Coach' },
} as const;
type Next = keyof typeof NEXT;

/** How many times the page asks again while the payment is being confirmed (each ask waits up to 4 s on the BFF). */
const CONFIRM_ATTEMPTS = 8;
const SESSION_ID = /^cs_[A-Za-z0-9_]+$/;

/**
 * /checkout/confirmation?session_id=…&next=… (issue 24): every checkout returns here. The BFF answers once the
 * payment's own event is in the billing view, so no plan guard decides on a plan that is not there yet.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const sessionId = url.searchParams.get('session_id') ?? '';
  const nextParam = url.searchParams.get('next') ?? 'billing';
  const next: Next = Object.hasOwn(NEXT, nextParam) ? (nextParam as Next) : 'billing';
  if (!SESSION_ID.test(sessionId)) return { next, confirmation: null, problem: 'This checkout was not found.' };
  const api = billingApi(request);
  try {
    return { next, confirmation: await api.confirmCheckout(sessionId), problem: null };
  } catch (caught) {
    const error = bffRefusal(caught, 'client');
    return { next, confirmation: null, problem: error.message };
  }
}

const buttonPrimary = buttonClass('accent', 'w-full gap-2 px-6 py-3 font-semibold sm:w-auto');
const secondarySize = 'w-full gap-2 px-6 py-2.5 font-semibold sm:w-auto';
const buttonSecondary = buttonClass('outline', secondarySize);

function periodWord(period: Confirmation['period']): string {
  return period === 'annually' ? 'yearly' : period === 'monthly' ? 'monthly' : '';
}

function Confirmed({ confirmation }: { confirmation: Confirmation }) {
  const period = periodWord(confirmation.period);
  return (
    <>
      <h1 id="confirmation-title" className="text-3xl font-extrabold tracking-tight text-ink">
        Thank you! Your payment is confirmed
      </h1>
      <p className="mt-2 text-ink-muted">
        Your {confirmation.planName} plan is active{period ? `, billed ${period}` : ''}.
      </p>
      <dl aria-label="Payment" className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200">
        <Row term="Plan" value={`${confirmation.planName ?? ''}${period ? ` (${period})` : ''}`} />
        {confirmation.amountPaidCents !== null ? (
          <Row term="Amount paid" value={formatDollars(confirmation.amountPaidCents)} />
        ) : null}
        <Row
          term="Next renewal"
          value={confirmation.nextRenewalAt ? formatDay(confirmation.nextRenewalAt) : 'None: the plan is set to end'}
        />
      </dl>
      {confirmation.receiptTo ? <p className="mt-4 text-ink">A receipt was sent to {confirmation.receiptTo}.</p> : null}
    </>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="font-bold text-ink">{value}</dd>
    </div>
  );
}

export default function CheckoutConfirmation() {
  const { next, confirmation, problem } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [attempts, setAttempts] = useState(0);
  const confirming = confirmation?.status === 'confirming';

  // Each ask already waits on the BFF for the payment's event: ask again at once, a bounded number of times.
  useEffect(() => {
    if (!confirming || attempts >= CONFIRM_ATTEMPTS || revalidator.state !== 'idle') return;
    setAttempts((count) => count + 1);
    revalidator.revalidate();
  }, [confirming, attempts, revalidator]);

  const onward = NEXT[next];
  let body: React.ReactNode;
  if (problem !== null || confirmation === null) {
    body = (
      <>
        <h1 id="confirmation-title" className="text-3xl font-extrabold tracking-tight text-ink">
          Payment confirmation
        </h1>
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {problem}
        </p>
      </>
    );
  } else if (confirmation.status === 'confirmed') {
    body = <Confirmed confirmation={confirmation} />;
  } else if (confirming && attempts < CONFIRM_ATTEMPTS) {
    body = (
      <div role="status" aria-live="polite">
        <h1 id="confirmation-title" className="text-3xl font-extrabold tracking-tight text-ink">
          Confirming your payment…
        </h1>
        <p className="mt-4 flex items-center gap-3 text-ink-muted">
          <Spinner className="h-6 w-6 text-brand-pink" />
          Payment received. We are activating your plan; this takes a few seconds.
        </p>
      </div>
    );
  } else if (confirming) {
    body = (
      <div role="status">
        <h1 id="confirmation-title" className="text-3xl font-extrabold tracking-tight text-ink">
          Your payment is still being confirmed
        </h1>
        <p className="mt-4 text-ink-muted">
          The payment went through, and your plan will show as soon as the payment service confirms it. You will not be
          charged again.
        </p>
        <StatusButton
          type="button"
          variant="outline"
          className={`${secondarySize} mt-6`}
          pending={revalidator.state !== 'idle'}
          onClick={() => revalidator.revalidate()}
        >
          Check again
        </StatusButton>
      </div>
    );
  } else if (confirmation.status === 'refunded') {
    // Issue 44: a second checkout paid beside a plan already held is refunded at once.
    body = (
      <>
        <h1 id="confirmation-title" className="text-3xl font-extrabold tracking-tight text-ink">
          You already have a plan
        </h1>
        <p className="mt-4 text-ink">
          This payment
          {confirmation.amountPaidCents ? ` of ${formatDollars(confirmation.amountPaidCents)}` : ''} was a second one
          beside the plan you hold, so we cancelled it and refunded it in full. Refunds reach your card within 5 to 10
          business days; we sent you an e-mail about it.
        </p>
      </>
    );
  } else {
    body = (
      <>
        <h1 id="confirmation-title" className="text-3xl font-extrabold tracking-tight text-ink">
          {confirmation.status === 'expired' ? 'This checkout has expired' : 'This checkout has not been paid'}
        </h1>
        <p className="mt-4 text-ink-muted">Nothing was charged. You can choose a plan again on Plan &amp; Billing.</p>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <section
        aria-labelledby="confirmation-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {body}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {confirmation?.status === 'confirmed' ? (
            <Link to={onward.to} className={buttonPrimary}>
              {onward.label}
            </Link>
          ) : null}
          {/* While the payment is confirming, Plan & Billing would still see no plan: only "Check again" is offered. */}
          {!confirming && (confirmation?.status !== 'confirmed' || next !== 'billing') ? (
            <Link
              to={NEXT.billing.to}
              className={confirmation?.status === 'confirmed' ? buttonSecondary : buttonPrimary}
            >
              {NEXT.billing.label}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
