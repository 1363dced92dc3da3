import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { applyCoupon } from '@impromptu/access';
import { z } from 'zod';
import { billingApi } from '~/billing/billing.server';
import { discountLabel, formatDay, formatDollars } from '~/billing/format';
import { BillingScreen, CHANGE_PLAN_INTENT, PREVIEW_PLAN_INTENT, PROMO_INTENT } from '~/billing/billing-screen';
import { Spinner } from '~/components/spinner';
import { bffRefusal } from '~/utils/bff.server';
import { formNumber, formText, formTrimmed, parseForm } from '~/utils/form-data.server';
import { requireUserWithPlan } from '~/utils/session.server';
import { SupportLine } from '~/utils/support';

export const meta: MetaFunction = () => [{ title: 'Plan & Billing | Settings | Impromptu' }];

const BILLING_PATH = '/games/user/settings/billing';
/** How long the page waits for a payment's webhook to show, checking every second, before saying so. */
const CONFIRM_ATTEMPTS = 20;

/** /games/user/settings/billing (spec 3 §2.4). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithPlan(request);
  const api = billingApi(request);
  const overview = await api.overview();
  // Issue 24: the invoices of every payment; the page still works when the payment service does not answer.
  const invoices = overview.hasBillingDetails
    ? await api.invoices().then(
        (list) => list.invoices,
        (error: unknown) => {
          bffRefusal(error);
          return null;
        },
      )
    : [];
  const url = new URL(request.url);
  return {
    overview,
    invoices,
    checkout: url.searchParams.get('checkout'),
    done: url.searchParams.get('done'),
    unknownPlan: url.searchParams.get('unknownPlan')?.trim().slice(0, 60) || null,
  };
}

/** A whole number of 0 or more, or none (a proration date or an expected amount the page was shown). */
const formWhole = formNumber.transform((value) => (Number.isInteger(value) && value >= 0 ? value : undefined));

/** The billing page's three forms, told apart by their intent; every field reads as the form sent it. */
const BillingFormSchema = z.object({
  intent: z.string().nullable().catch(null),
  plan: formText.transform((plan) => (plan === 'free' ? ('free' as const) : ('trainings' as const))),
  annual: formText.transform((annual) => (annual === 'on' ? ('annually' as const) : ('monthly' as const))),
  prorationDate: formWhole,
  expectedAmountDueCents: formWhole,
  code: formTrimmed,
  confirmedCode: formText,
});

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUserWithPlan(request);
  const submission = parseForm(await request.formData(), BillingFormSchema);
  if (submission.status !== 'success')
    return data({ intent: null, error: 'Unknown action', code: null }, { status: 400 });
  const form = submission.value;
  const api = billingApi(request);
  const { intent, plan, annual: period } = form;
  if (intent === PREVIEW_PLAN_INTENT) {
    try {
      // Issue 24: Change Plan shows what will happen first; only a paid plan without a payment subscription goes
      // straight on, to the checkout page, which shows the amount before anything is paid.
      const preview = await api.previewPlanChange(user.user.id, { plan, period });
      if (preview.change !== 'checkout') return data({ intent, error: null, code: null, preview });
      const change = await api.changePlan(user.user.id, { plan, period });
      if (change.url) return redirect(change.url);
      return redirect(`${BILLING_PATH}?done=changed`);
    } catch (caught) {
      const error = bffRefusal(caught);
      return data({ intent, error: error.message, code: null }, { status: error.statusCode });
    }
  }
  if (intent === CHANGE_PLAN_INTENT) {
    const { prorationDate, expectedAmountDueCents } = form;
    try {
      const change = await api.changePlan(user.user.id, {
        plan,
        period,
        ...(prorationDate ? { prorationDate } : {}),
        ...(expectedAmountDueCents !== undefined ? { expectedAmountDueCents } : {}),
      });
      if (change.url) return redirect(change.url);
      const done = change.unchanged
        ? 'unchanged'
        : plan === 'free'
          ? 'free'
          : change.amountChargedCents
            ? 'charged'
            : 'changed';
      return redirect(`${BILLING_PATH}?done=${done}`);
    } catch (caught) {
      const error = bffRefusal(caught);
      return data({ intent, error: error.message, code: null }, { status: error.statusCode });
    }
  }
  if (intent === PROMO_INTENT) {
    const { code } = form;
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
      const next = found.coupon;
      if (
        current &&
        current.name === next.name &&
        current.percentOff === next.percentOff &&
        current.amountOffCents === next.amountOffCents
      )
        return data({ intent, error: `${current.name} is already applied to your plan.`, code }, { status: 409 });
      // Issue 24: what the code does is shown before it is applied (and a code never silently replaces a discount):
      // the modal asks, and only a confirmation of this same code applies it.
      if (form.confirmedCode.toUpperCase() !== code.toUpperCase()) {
        const { currentPlan } = await api.overview();
        return data({
          intent,
          error: null,
          code,
          confirming: {
            replacing: current ? `${current.name} (${discountLabel(current)})` : null,
            next: `${next.name} (${discountLabel(next)})`,
            effect: promoEffect(next, currentPlan?.amountCents ?? null, currentPlan?.endDate ?? null),
          },
        });
      }
      await api.applyPromotion(user.user.id, {
        subscriptionId: paymentSubscription.id,
        promotionCodeId: found.promotionCodeId,
      });
      return redirect(`${BILLING_PATH}?done=promo`);
    } catch (caught) {
      const error = bffRefusal(caught);
      return data({ intent, error: error.message, code }, { status: error.statusCode });
    }
  }
  return data({ intent, error: 'Unknown action', code: null }, { status: 400 });
}

/** What a coupon does to the next payment: 'Your next payment, on Dec 27 2026, is $28 instead of $35.' */
function promoEffect(
  coupon: { percentOff: number | null; amountOffCents: number | null },
  amountCents: number | null,
  renewsAt: string | null,
): string | null {
  if (amountCents === null || amountCents <= 0) return null;
  const discounted = applyCoupon(amountCents, coupon);
  const when = renewsAt ? `, on ${formatDay(renewsAt)},` : '';
  return `Your next payment${when} is ${formatDollars(discounted)} instead of ${formatDollars(amountCents)}.`;
}

const DONE_NOTICES: Record<string, string> = {
  changed: 'Your plan has been changed.',
  charged:
    "Your plan has been changed. Today's payment is listed under Invoices, and a receipt is on its way by e-mail.",
  unchanged: 'You already have this plan: nothing was changed and nothing was charged.',
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
  const { overview, invoices, checkout, done, unknownPlan } = useLoaderData<typeof loader>();
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
    <div className="space-y-6">
      <BillingScreen
        overview={overview}
        invoices={invoices}
        notice={notice}
        preview={actionData && 'preview' in actionData ? actionData.preview : null}
        errors={{
          plan:
            actionData?.intent === CHANGE_PLAN_INTENT || actionData?.intent === PREVIEW_PLAN_INTENT
              ? actionData.error
              : null,
          promo: actionData?.intent === PROMO_INTENT ? actionData.error : null,
        }}
        promoSubmitted={actionData?.intent === PROMO_INTENT ? actionData.code : null}
        promoConfirming={
          actionData?.intent === PROMO_INTENT && 'confirming' in actionData ? actionData.confirming : null
        }
      />
      <SupportLine topic="A question about a charge, a refund or your plan?" />
    </div>
  );
}
