import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ButtonLink } from '~/components/button';
import { billingApi } from '~/billing/billing.server';
import { paythenPlan, REFERRAL_PARAM } from '~/billing/paythen';
import { bffRefusal } from '~/utils/bff.server';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Taking you to payment | Impromptu' }];

/**
 * The subscribe-then-pay route's end when no external payment page is configured (issue 24): the plan's checkout
 * on the payments port (the embedded server offline), returning to the payment's confirmation.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const planId = params.plan ?? '';
  const sold = paythenPlan(planId);
  if (!sold) throw redirect(`/subscriptions?unknownPlan=${encodeURIComponent(planId.slice(0, 60))}`);
  const referral = new URL(request.url).searchParams.get(REFERRAL_PARAM)?.trim().slice(0, 200) || undefined;
  const api = billingApi(request);
  try {
    const session = await api.checkout({
      plan: sold.plan,
      period: sold.period,
      userId: user.user.id,
      returnTo: 'home',
      ...(referral ? { referral } : {}),
    });
    throw redirect(session.url);
  } catch (caught) {
    const error = bffRefusal(caught);
    return { problem: error.message };
  }
}

export default function PaythenCheckout() {
  const { problem } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <section
        aria-labelledby="paythen-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="paythen-title" className="text-3xl font-extrabold tracking-tight text-ink">
          The payment could not start
        </h1>
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {problem}
        </p>
        <ButtonLink
          to="/games/user/settings/billing"
          variant="accent"
          className="mt-8 w-full px-6 py-3 font-semibold sm:w-auto"
        >
          Go to Plan &amp; Billing
        </ButtonLink>
      </section>
    </div>
  );
}
