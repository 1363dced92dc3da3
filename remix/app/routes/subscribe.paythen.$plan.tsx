import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import {
  AFFILIATE_WAIT_MS,
  paythenCheckoutPath,
  paythenPlan,
  paythenTarget,
  readReferral,
  waitForReferral,
  withReferral,
} from '~/billing/paythen';
import { FullPageSpinner } from '~/components/spinner';
import { env } from '~/utils/env.server';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Taking you to payment | Impromptu' }];

/**
 * Spec 3 §2.6: the subscribe-then-pay route sends the browser to the external payment page of the plan with the
 * original query, the user's e-mail and freeze=email (or, with no external page configured, to the product's own
 * checkout of that plan). With an affiliate script configured, the page loads it and
 * waits up to 2,000 ms for its referral code, which then goes along; without one there is nothing to wait for.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const planId = params.plan ?? '';
  // Issue 24: an unknown plan id is not passed on; the person chooses among the plans that exist.
  if (!paythenPlan(planId)) {
    const unknown = `unknownPlan=${encodeURIComponent(planId.slice(0, 60))}`;
    throw redirect(user.plan === null ? `/subscriptions?${unknown}` : `/games/user/settings/billing?${unknown}`);
  }
  const query = new URL(request.url).searchParams;
  // Without an external payment page configured, the route ends in the checkout of the payments port.
  const target = env.paythenUrl
    ? paythenTarget(env.paythenUrl, planId, query, user.user.email)
    : paythenCheckoutPath(planId, query);
  if (!env.affiliate) return redirect(target);
  return { target, affiliate: env.affiliate };
}

export default function SubscribeThenPay() {
  const { target, affiliate } = useLoaderData<typeof loader>();

  useEffect(() => {
    let left = false;
    const script = document.createElement('script');
    script.src = affiliate.scriptUrl;
    script.async = true;
    document.head.appendChild(script);
    void waitForReferral(() => readReferral(window, affiliate.referralPath), AFFILIATE_WAIT_MS).then((code) => {
      if (left) return;
      window.location.replace(withReferral(target, code));
    });
    return () => {
      left = true;
      script.remove();
    };
  }, [target, affiliate]);

  return (
    <FullPageSpinner label="Taking you to the payment page…">
      <noscript>
        <a className="font-semibold text-brand-blue underline" href={target}>
          Continue to the payment page
        </a>
      </noscript>
    </FullPageSpinner>
  );
}
