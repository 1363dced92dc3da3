import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { billingApi } from '~/billing/billing.server';
import { BillingScreen, CHANGE_PLAN_INTENT, PROMO_INTENT } from '~/billing/billing-screen';
import { Spinner } from '~/components/spinner';
import { BffError } from '~/utils/bff.server';
import { requireUserWithPlan } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Plan & Billing | Settings | Impromptu' }];

const BILLING_PATH = '/games/user/settings/billing';
/** How long the page waits for a payment's webhook to show, checking every second, before saying so. */
const CONFIRM_ATTEMPTS = 20;

/** /games/user/settings/billing (spec 3 §2.4). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithPlan(request);
  const api = await billingApi(request);
  const overview = await api.overview();
  const url = new URL(request.url);
  return {
    overview,
    checkout: url.searchParams.get('checkout'),
    done: url.searchParams.get('done'),
    unknownPlan: url.searchParams.get('unknownPlan')?.trim().slice(0, 60) || null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserWithPlan(request);
  const form = await request.formData();
  const api = await billingApi(request);
  const intent = form.get('intent');
  if (intent === CHANGE_PLAN_INTENT) {
    const plan = form.get('plan') === 'free' ? 'free' : 'trainings';
    const period = form.get('annual') === 'on' ? 'annually' : 'monthly';
    try {
      const change = await api.changePlan(user.user.id, { plan, period });
      // Without a payment subscription a checkout starts: on to its page (spec 3 §7).
      if (change.url) return redirect(change.url);
      return redirect(`${BILLING_PATH}?done=${plan === 'free' ? 'free' : 'changed'}`);
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
      return data({ intent, error: error.message, code: null }, { status: error.statusCode });
    }
  }
  if (intent === PROMO_INTENT) {
    const code = String(form.get('code') ?? '').trim();
    // Spec 3 §5: the code is required; an empty one looks nothing up.
    if (code === '') return data({ intent, error: 'Enter a promo code.', code }, { status: 400 });
    try {
      const { paymentSubscription } = await api.overview();
      if (!paymentSubscription)
        return data(
          { intent, error: 'You have no payment subscription to apply a promo code to.', code },
          { status: 409 },
        );
      const found = await api.coupon(code);
      // Issue 24: a code never silently replaces the discount the plan has; the person confirms first.
      const current = paymentSubscription.discount;
      if (current && form.get('replace') !== 'yes')
        return data(
          { intent, error: null, code, replacing: { current: current.name, next: found.coupon.name } },
          { status: 409 },
        );
      await api.applyPromotion(user.user.id, {
        subscriptionId: paymentSubscription.id,
        promotionCodeId: found.promotionCodeId,
      });
      return redirect(`${BILLING_PATH}?done=promo`);
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
      return data({ intent, error: error.message, code }, { status: error.statusCode });
    }
  }
  return data({ intent, error: 'Unknown action', code: null }, { status: 400 });
}

const DONE_NOTICES: Record<string, string> = {
  changed: 'Your plan has been changed.',
  free: 'Your paid plan will end at the end of the billing period; then you move to Free.',
  promo: 'Your promo code has been applied.',
};

function Notice({ tone, children }: { tone: 'success' | 'info'; children: React.ReactNode }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-3 rounded-xl px-4 py-3 font-medium ${tone === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-ink'}`}
    >
      {children}
    </p>
  );
}

export default function BillingRoute() {
  const { overview, checkout, done, unknownPlan } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const [attempts, setAttempts] = useState(0);
  const confirming = checkout === 'success' && overview.paymentSubscription === null;

  // After the checkout page, the plan changes when the payment's webhook is processed: check again each second.
  useEffect(() => {
    if (!confirming || attempts >= CONFIRM_ATTEMPTS || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setAttempts((count) => count + 1);
      revalidator.revalidate();
    }, 1000);
    return () => clearTimeout(timer);
  }, [confirming, attempts, revalidator]);

  let notice: React.ReactNode = null;
  if (confirming && attempts < CONFIRM_ATTEMPTS) {
    notice = (
      <Notice tone="info">
        <Spinner className="h-5 w-5" />
        Payment received. Activating your plan…
      </Notice>
    );
  } else if (confirming) {
    notice = (
      <Notice tone="info">
        Your payment is still being confirmed. This page will show your new plan once it is; reload it in a minute.
      </Notice>
    );
  } else if (checkout === 'success') {
    notice = <Notice tone="success">Thank you! Your {overview.currentPlan?.name ?? ''} plan is active.</Notice>;
  } else if (checkout === 'cancelled') {
    notice = <Notice tone="info">Checkout cancelled. Your plan has not changed.</Notice>;
  } else if (done && DONE_NOTICES[done]) {
    notice = <Notice tone="success">{DONE_NOTICES[done]}</Notice>;
  } else if (unknownPlan) {
    notice = (
      <Notice tone="info">
        There is no plan called “{unknownPlan}”. Your plan and the plans you can choose are below.
      </Notice>
    );
  }

  return (
    <BillingScreen
      overview={overview}
      notice={notice}
      errors={{
        plan: actionData?.intent === CHANGE_PLAN_INTENT ? actionData.error : null,
        promo: actionData?.intent === PROMO_INTENT ? actionData.error : null,
      }}
      promoSubmitted={actionData?.intent === PROMO_INTENT ? actionData.code : null}
      promoReplacing={actionData?.intent === PROMO_INTENT && 'replacing' in actionData ? actionData.replacing : null}
    />
  );
}
