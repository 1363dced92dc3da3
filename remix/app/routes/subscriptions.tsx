import { CheckIcon } from '@heroicons/react/20/solid';
import {
  formatDollars,
  gamesInWords,
  lockedGamesOfferLine,
  oneTimeOptionLabel,
  pickerTiers,
  planPickerServes,
  tierPricing,
  type CataloguePlan,
  type PlanCode,
  type TierPricing,
} from '@impromptu/access';
import { subscriptions } from '@impromptu/bff/routes';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useId, useState } from 'react';
import { buttonClass } from '~/components/button';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { env } from '~/utils/env.server';
import { requireUser } from '~/utils/session.server';
import { StatusButton } from '~/components/status-button';

export const meta: MetaFunction = () => [{ title: 'Choose your plan | Impromptu' }];

/** /subscriptions, the plan picker (spec 3 §2.5); a user who has a plan already goes to /. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!planPickerServes(user.plan)) throw redirect('/');
  // The subscribe-then-pay route sends an unknown plan id here, to choose among the plans that exist (issue 24).
  const unknownPlan = new URL(request.url).searchParams.get('unknownPlan')?.trim().slice(0, 60) || null;
  return { cohortPageUrl: env.cohortPageUrl, unknownPlan };
}

export const CHOOSE_PLATFORM_INTENT = 'platform';

/**
 * 'Continue with Self-Paced': the free plan (spec 3 §7 PUT /user/{id}/subscription), then on to the app.
 * 'Proceed to payment' on Platform: the same call for Platform and the chosen period opens its checkout (issue 44).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const platform = form.get('intent') === CHOOSE_PLATFORM_INTENT;
  const period = form.get('period') === 'annually' ? 'annually' : 'monthly';
  try {
    // Someone who has just paid may still see this page: the free plan must never end the plan just bought.
    const billing = await bffFor(request).call(subscriptions.overview, { signal: null });
    if (billing.paymentSubscription) return redirect('/games/home');
    const change = await bffFor(request).call(subscriptions.changePlan, {
      params: { id: user.user.id },
      body: platform ? { plan: 'trainings', period, returnTo: 'home' } : { plan: 'free' },
      signal: null,
    });
    if (platform && 'url' in change && change.url) return redirect(change.url);
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ error: error.message, tier: platform ? 'platform' : 'free' }, { status: error.statusCode });
  }
  return redirect('/games/home');
}

// Spec 3 §2.5: what the Coach-Led programme itself includes.
const COACH_LED_PROGRAMME = [
  '15 live classes over 5 weeks, 3 days a week',
  '3-person breakout rooms',
  '4 bonus masterclasses',
  '100% money-back guarantee if 13 of 15 sessions are attended',
] as const;

type Period = 'monthly' | 'oneTime';

export default function Subscriptions() {
  const { cohortPageUrl, unknownPlan } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData !== undefined;
  const [period, setPeriod] = useState<Period>('monthly');
  const periodName = useId();
  const [selfPaced, platform, coachLed] = pickerTiers();
  if (!selfPaced || !platform || !coachLed)
    throw new Error('The plan catalogue has no Self-Paced, Platform or Coach-Led tier');
  const pricing = tierPricing(coachLed);
  const oneTimeLabel = oneTimeOptionLabel(pricing);
  const otherGames = lockedGamesOfferLine(selfPaced.plan);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Choose your plan</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Start practising on your own for free, open every game and course with Platform, or train with a coach and a
          small group.
        </p>
      </header>
      {unknownPlan ? (
        <p role="alert" className="mx-auto mt-6 max-w-2xl rounded-xl bg-amber-50 px-4 py-3 text-center text-amber-900">
          There is no plan called “{unknownPlan}”. Choose one of the plans below.
        </p>
      ) : null}

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="tier-self-paced"
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="tier-self-paced" className="text-xl font-extrabold text-ink">
            {selfPaced.offer.tier}
          </h2>
          <p className="mt-1 text-ink-muted">{selfPaced.name}</p>
          <p className="mt-6 text-4xl font-extrabold text-ink">{formatDollars(selfPaced.priceMonthlyCents ?? 0)}</p>
          <ul className="mt-6 flex-1 space-y-2 text-ink">
            <Benefit>{gamesInWords(selfPaced.plan, { named: true })}</Benefit>
            {otherGames ? <Benefit>{otherGames}</Benefit> : null}
          </ul>
          <Form method="post" className="mt-8">
            <StatusButton
              pending={pending}
              variant="outline"
              className="w-full gap-2 px-6 py-3 font-semibold disabled:cursor-wait"
            >
              Continue with {selfPaced.offer.tier}
            </StatusButton>
          </Form>
          {actionData?.error && actionData.tier === 'free' ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {actionData.error}
            </p>
          ) : null}
        </section>

        <PlatformTier
          platform={platform}
          pending={pending}
          error={actionData?.error && actionData.tier === 'platform' ? actionData.error : null}
        />

        <section
          aria-labelledby="tier-coach-led"
          className="flex flex-col rounded-2xl border-2 border-brand-pink bg-white p-6 shadow-md sm:p-8"
        >
          <h2 id="tier-coach-led" className="text-xl font-extrabold text-ink">
            {coachLed.offer.tier}
          </h2>
          <PeriodSwitch
            options={[
              ['monthly', 'Monthly'],
              ['oneTime', oneTimeLabel],
            ]}
            value={period}
            onChange={setPeriod}
            name={periodName}
          />
          <CoachLedPrice pricing={pricing} period={period} />
          <ul className="mt-6 flex-1 space-y-2 text-ink">
            <Benefit>{gamesInWords(coachLed.plan, { named: true })}</Benefit>
            {COACH_LED_PROGRAMME.map((benefit) => (
              <Benefit key={benefit}>{benefit}</Benefit>
            ))}
          </ul>
          {/* The product's About page when no external cohort page is configured: then the same tab. */}
          <a
            href={cohortPageUrl}
            {...(cohortPageUrl.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            className={buttonClass('accent', 'mt-8 w-full px-6 py-3 font-semibold shadow-sm')}
          >
            Explore {coachLed.offer.tier}
            {cohortPageUrl.startsWith('/') ? null : <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </section>
      </div>
    </div>
  );
}

/**
 * Platform, bought here (issue 44): its monthly and yearly prices are the catalogue's, and 'Proceed to payment' opens
 * the checkout of the chosen period, which returns to the confirmation and then the home page.
 */
function PlatformTier({
  platform,
  pending,
  error,
}: {
  platform: CataloguePlan & { plan: PlanCode };
  pending: boolean;
  error: string | null;
}) {
  const [period, setPeriod] = useState<'monthly' | 'annually'>('monthly');
  const periodName = useId();
  const monthly = platform.priceMonthlyCents ?? 0;
  const annual = platform.priceYearlyCents ?? 0;
  const saving = monthly * 12 - annual;
  const monthsFree = monthly > 0 ? Math.floor((saving / monthly) * 2) / 2 : 0;
  return (
    <section
      aria-labelledby="tier-platform"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="tier-platform" className="text-xl font-extrabold text-ink">
        {platform.offer?.tier ?? platform.name}
      </h2>
      <Form method="post" className="flex flex-1 flex-col">
        <input type="hidden" name="intent" value={CHOOSE_PLATFORM_INTENT} />
        <PeriodSwitch
          options={[
            ['monthly', 'Monthly'],
            ['annually', 'Annual'],
          ]}
          value={period}
          onChange={setPeriod}
          name="period"
          idPrefix={periodName}
        />
        <div className="mt-6">
          <p className="text-4xl font-extrabold text-ink">
            {formatDollars(period === 'monthly' ? monthly : annual)}
            <span className="text-lg font-semibold text-ink-muted"> a {period === 'monthly' ? 'month' : 'year'}</span>
          </p>
          <p className="text-ink-muted">
            {period === 'monthly' ? (
              'Billed monthly'
            ) : saving > 0 ? (
              <>
                Billed yearly.{' '}
                <span className="font-semibold text-emerald-800">
                  Save {formatDollars(saving)} – get {monthsFree} months free!
                </span>
              </>
            ) : (
              'Billed yearly'
            )}
          </p>
        </div>
        <ul className="mt-6 flex-1 space-y-2 text-ink">
          <Benefit>{gamesInWords(platform.plan, { named: false })}</Benefit>
          <Benefit>Every self-paced course and live class, free and paid</Benefit>
          <Benefit>Pause or cancel any time in Manage Billing Details</Benefit>
        </ul>
        <StatusButton
          pending={pending}
          variant="accent"
          className="mt-8 w-full gap-2 px-6 py-3 font-semibold disabled:cursor-wait"
        >
          Proceed to payment
        </StatusButton>
      </Form>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The Coach-Led price for the chosen way to pay. The saving of paying once is the difference between the two
 * prices of today; a former price is struck through only when it was higher (ADR 0031).
 */
function CoachLedPrice({ pricing, period }: { pricing: TierPricing; period: Period }) {
  const { monthly, oneTime, was } = pricing;
  const wasCents = period === 'monthly' ? was.monthlyCents : was.oneTimeCents;
  const struck =
    wasCents === null ? null : (
      <>
        <span className="sr-only">Was </span>
        <s className="mr-2 text-2xl font-semibold text-ink-muted">{formatDollars(wasCents)}</s>
        <span className="sr-only">now </span>
      </>
    );
  return (
    <div className="mt-6">
      {period === 'monthly' && monthly ? (
        <>
          <p className="text-4xl font-extrabold text-ink">
            {struck}
            {formatDollars(monthly.cents)}
            <span className="text-lg font-semibold text-ink-muted"> a month</span>
          </p>
          <p className="text-ink-muted">
            {monthly.months === null
              ? 'Billed monthly'
              : `for ${monthly.months} months: ${formatDollars(monthly.totalCents ?? 0)} in all`}
          </p>
        </>
      ) : oneTime ? (
        <>
          <p className="text-4xl font-extrabold text-ink">
            {struck}
            {formatDollars(oneTime.cents)}
          </p>
          <p className="text-ink-muted">
            one-time payment
            {oneTime.savingCents && monthly?.totalCents
              ? `: ${formatDollars(oneTime.savingCents)} less than ${monthly.months} monthly payments (${formatDollars(monthly.totalCents)})`
              : ''}
          </p>
        </>
      ) : null}
    </div>
  );
}

function Benefit({ children }: { children: string }) {
  return (
    <li className="flex gap-2">
      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-pink" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

/** The billing period, as radio buttons drawn as a segmented pill; `idPrefix` gives each radio an id. */
function PeriodSwitch<P extends string>({
  options,
  value,
  onChange,
  name,
  idPrefix,
}: {
  options: readonly (readonly [P, string])[];
  value: P;
  onChange: (period: P) => void;
  name: string;
  idPrefix?: string;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full bg-slate-100 p-1">
        {options.map(([option, label]) => (
          <label
            key={option}
            className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold focus-within:ring-2 focus-within:ring-brand-pink ${value === option ? 'bg-white text-ink shadow-sm' : 'text-ink-muted'}`}
          >
            <input
              type="radio"
              name={name}
              id={idPrefix === undefined ? undefined : `${idPrefix}-${option}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
