import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Spinner } from '~/components/spinner';
import { BffError, bff } from '~/utils/bff.server';
import { getSessionToken, requireUser } from '~/utils/session.server';
import { subscriptionsConfig } from '~/utils/subscriptions.server';

export const meta: MetaFunction = () => [{ title: 'Choose your plan | Impromptu' }];

/** /subscriptions, the plan picker (spec 3 §2.5); a user who has a plan already goes to /. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (user.plan !== null) throw redirect('/');
  return { cohortPageUrl: subscriptionsConfig.COHORT_PAGE_URL };
}

/** 'Continue with Self-Paced': the free plan (spec 3 §7 PUT /user/{id}/subscription), then on to the app. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const token = await getSessionToken(request);
  try {
    await bff.request(`/user/${encodeURIComponent(user.user.id)}/subscription`, {
      method: 'PUT',
      schema: z.unknown(),
      body: { plan: 'free' },
      token: token ?? undefined,
    });
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    return data({ error: error.message }, { status: error.statusCode });
  }
  return redirect('/games/home');
}

const coachLed = {
  monthly: { price: 87, oldPrice: 67, note: 'per month for 12 months' },
  oneTime: { price: 995, oldPrice: 795, note: 'one-time payment' },
  annualDiscount: 30,
  benefits: [
    '15 live classes over 5 weeks, 3 days a week',
    '3-person breakout rooms',
    '4 bonus masterclasses',
    '100% money-back guarantee if 13 of 15 sessions are attended',
  ],
} as const;

const selfPacedBenefits = ['All speaking games', 'Daily practice at your own pace', 'Free live classes'] as const;

export default function Subscriptions() {
  const { cohortPageUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData !== undefined;
  const [period, setPeriod] = useState<'monthly' | 'oneTime'>('monthly');
  const periodName = useId();
  const price = coachLed[period];

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Choose your plan</h1>
        <p className="mt-3 text-lg text-ink-muted">Start practising on your own for free, or train with a coach and a small group.</p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="tier-self-paced" className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="tier-self-paced" className="text-xl font-extrabold text-ink">
            Self-Paced
          </h2>
          <p className="mt-1 text-ink-muted">Free</p>
          <p className="mt-6 text-4xl font-extrabold text-ink">$0</p>
          <ul className="mt-6 flex-1 space-y-2 text-ink">
            {selfPacedBenefits.map((benefit) => (
              <Benefit key={benefit}>{benefit}</Benefit>
            ))}
          </ul>
          <Form method="post" className="mt-8">
            <button
              type="submit"
              disabled={pending}
              className="inline-flex w-full items-center justify-center gap-2 rounded-full border-2 border-brand-pink px-6 py-3 font-semibold text-brand-pink-dark hover:bg-brand-pink-light focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink disabled:cursor-wait"
            >
              {pending ? <Spinner className="h-5 w-5" /> : null}
              Continue with Self-Paced
            </button>
          </Form>
          {actionData?.error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {actionData.error}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="tier-coach-led" className="flex flex-col rounded-2xl border-2 border-brand-pink bg-white p-6 shadow-md sm:p-8">
          <h2 id="tier-coach-led" className="text-xl font-extrabold text-ink">
            Coach-Led
          </h2>
          <fieldset className="mt-4">
            <legend className="sr-only">Billing period</legend>
            <div className="inline-flex rounded-full bg-slate-100 p-1">
              {(
                [
                  ['monthly', 'Monthly'],
                  ['oneTime', `One-time (save ${coachLed.annualDiscount}%)`],
                ] as const
              ).map(([value, label]) => (
                <label
                  key={value}
                  className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold focus-within:ring-2 focus-within:ring-brand-pink ${period === value ? 'bg-white text-ink shadow-sm' : 'text-ink-muted'}`}
                >
                  <input
                    type="radio"
                    name={periodName}
                    value={value}
                    checked={period === value}
                    onChange={() => setPeriod(value)}
                    className="sr-only"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-6 flex items-baseline gap-3">
            <span className="text-4xl font-extrabold text-ink">${price.price}</span>
            <del className="text-lg text-ink-muted" aria-label={`Old price $${price.oldPrice}`}>
              ${price.oldPrice}
            </del>
          </p>
          <p className="text-ink-muted">{price.note}</p>
          <ul className="mt-6 flex-1 space-y-2 text-ink">
            {coachLed.benefits.map((benefit) => (
              <Benefit key={benefit}>{benefit}</Benefit>
            ))}
          </ul>
          <a
            href={cohortPageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex w-full items-center justify-center rounded-full bg-brand-pink px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-pink-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-pink"
          >
            Explore Coach-Led<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </section>
      </div>
    </div>
  );
}

function Benefit({ children }: { children: string }) {
  return (
    <li className="flex gap-2">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-brand-pink" fill="currentColor">
        <path d="M8.1 13.6 4.5 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
      </svg>
      <span>{children}</span>
    </li>
  );
}
