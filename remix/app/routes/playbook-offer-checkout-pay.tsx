import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { ButtonLink } from '~/components/button';
import { billingApi } from '~/billing/billing.server';
import { PlanChangePreviewPanel } from '~/billing/billing-screen';
import { formatDollars } from '~/billing/format';
import { offerIncludes, offerPriceCopy } from '~/billing/offer-copy';
import { Spinner } from '~/components/spinner';
import { type BffError, bffRefusal } from '~/utils/bff.server';
import { requireUser } from '~/utils/session.server';
import { StatusButton } from '~/components/status-button';

export const meta: MetaFunction = () => [{ title: 'Annual plan offer | Impromptu' }];

/** Spec 3 §2.6 / §9: the spinner shows this long before the offer. */
export const OFFER_SPINNER_MS = 7000;

/** A failure of the payment provider reads 'Stripe Error:', any other 'Error:' (spec 3 §8). */
function failure(error: BffError): { kind: 'Stripe Error:' | 'Error:'; message: string } {
  return {
    kind: error.statusCode === 502 || error.statusCode === 400 ? 'Stripe Error:' : 'Error:',
    message: error.message,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const api = billingApi(request);
  try {
    return { offer: await api.offer(), problem: null };
  } catch (caught) {
    const error = bffRefusal(caught);
    return { offer: null, problem: failure(error) };
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const api = billingApi(request);
  try {
    const offer = await api.offer();
    // The state is decided again on the server: a plan that already includes the offer is never charged for it.
    if (offer.action === 'REDIRECT_TO_DASHBOARD') return redirect('/games/home');
    if (offer.subscriptionId) {
      // Issue 24: a subscriber sees what the move to the annual plan costs today before anything is charged; the
      // preview's Confirm goes through Plan & Billing, which charges exactly the amount shown and lists the invoice.
      const preview = await api.previewPlanChange(user.user.id, { plan: 'trainings', period: 'annually' });
      return data({ preview, problem: null });
    }
    const promotionCodeId = offer.promotionCode?.promotionCodeId;
    const session = await api.checkout({
      plan: 'trainings',
      period: 'annually',
      userId: user.user.id,
      discountIds: promotionCodeId ? [promotionCodeId] : [],
      returnTo: 'home',
    });
    return redirect(session.url);
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ preview: null, problem: failure(error) }, { status: error.statusCode });
  }
}

const STATES = {
  REDIRECT_TO_DASHBOARD: {
    title: 'You are all set',
    body: 'Your plan already includes everything this offer gives.',
    button: 'Continue to App',
  },
  OFFER_UPGRADE: {
    title: 'On a monthly plan',
    body: 'Switch to the annual plan and pay less for the same access.',
    button: 'Upgrade to annual plan',
  },
  SHOW_UPGRADE_WARNING: {
    title: 'Upgrade your plan',
    body: 'Moving to the annual Platform plan changes how you are billed from today.',
    button: 'Proceed to upgrade',
  },
  NEW_SUBSCRIPTION: {
    title: 'Platform Plan',
    body: offerIncludes(),
    button: 'Proceed to payment',
  },
} as const;

function Problem({ problem }: { problem: { kind: string; message: string } }) {
  return (
    <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-red-800">
      <strong>{problem.kind}</strong> {problem.message}
    </p>
  );
}

export default function OfferPage() {
  const { offer, problem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  const pending = navigation.state !== 'idle';

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), OFFER_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);
  // A new subscriber's annual checkout starts by itself, with the promo code, once the spinner is done.
  useEffect(() => {
    if (ready && offer?.action === 'NEW_SUBSCRIPTION' && !started.current && !actionData && form.current) {
      started.current = true;
      submit(form.current);
    }
  }, [ready, offer, actionData, submit]);

  if (!ready) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4" role="status">
        <Spinner className="h-10 w-10" />
        <p className="text-ink-muted">Preparing your offer…</p>
      </div>
    );
  }
  const state = offer ? STATES[offer.action] : null;
  const price = offer ? offerPriceCopy(offer) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <section
        aria-labelledby="offer-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="offer-title" className="text-3xl font-extrabold tracking-tight text-ink">
          {state?.title ?? 'Annual plan offer'}
        </h1>
        {state ? <p className="mt-2 text-ink-muted">{state.body}</p> : null}
        {price ? (
          <div className="mt-6">
            <p className="text-4xl font-extrabold text-ink">
              {price.wasCents !== null ? (
                <>
                  <span className="sr-only">Was </span>
                  <s className="mr-2 text-2xl font-semibold text-ink-muted">{formatDollars(price.wasCents)}</s>
                  <span className="sr-only">now </span>
                </>
              ) : null}
              {formatDollars(price.cents)}
            </p>
            {/* The terms go on a line of their own, so a phone never wraps them as "for the first / year". */}
            <p className="mt-1 text-lg font-semibold text-ink-muted">
              {price.terms.map((phrase, index) => (
                <Fragment key={phrase}>
                  {index > 0 ? ' ' : null}
                  <span className="whitespace-nowrap">{phrase}</span>
                </Fragment>
              ))}
            </p>
            {price.promotion ? <p className="mt-1 text-sm text-ink-muted">{price.promotion}</p> : null}
          </div>
        ) : null}
        {offer?.action === 'REDIRECT_TO_DASHBOARD' ? (
          <ButtonLink to="/games/home" variant="accent" className="mt-8 w-full px-6 py-3 font-semibold">
            Continue to App
          </ButtonLink>
        ) : actionData?.preview ? (
          <div className="mt-8">
            <PlanChangePreviewPanel preview={actionData.preview} error={null} />
          </div>
        ) : offer && state ? (
          <Form method="post" ref={form} className="mt-8">
            <StatusButton
              pending={pending}
              variant="accent"
              className="w-full gap-2 px-6 py-3 font-semibold disabled:cursor-wait"
            >
              {state.button}
            </StatusButton>
          </Form>
        ) : null}
        {problem ? <Problem problem={problem} /> : null}
        {actionData?.problem ? <Problem problem={actionData.problem} /> : null}
      </section>
    </div>
  );
}
