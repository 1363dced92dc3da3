import { discountedPrice, planIncludes } from '@impromptu/access';
/** Spec 2 §9 offer types. */
export type OfferType = 'calendly' | 'email-signup' | 'payment';

interface OfferBase {
  id: string;
  type: OfferType;
  title: string;
  description: string;
  /** The button's text. */
  cta: string;
}

export interface PaymentOffer extends OfferBase {
  type: 'payment';
  /** The checkout of spec 2 §7: plan, period, type (default standard) and discount ids. */
  plan: 'trainings' | 'coach';
  period: 'monthly';
  checkoutType: 'standard';
  discountIds: string[];
  monthlyPriceCents: number;
  usualMonthlyPriceCents: number;
  /** e.g. 'pass' in '$16 per month pass'. */
  unit: string;
}

export interface LinkOffer extends OfferBase {
  type: 'calendly';
  url: string;
}

export interface EmailSignupOffer extends OfferBase {
  type: 'email-signup';
}

export type Offer = PaymentOffer | LinkOffer | EmailSignupOffer;

/** Where a coach's free call is booked: the same page as the cohort booking (the embedded default of the scheduling offer). */
export const COACH_CALL_URL = 'https://impromptu.example/book-a-call';

const DAILY_TRAININGS = discountedPrice('virtual-coach-daily-trainings');
const COACH = discountedPrice('virtual-coach-coach-72');

/**
 * 'More ways to train' (spec 2 §2, §9; spec 3 §9): Daily Trainings $16 per month pass (usually the Platform's $35);
 * Coach $70 (was $250, 72 % off); a free call with a coach; the weekly tips by e-mail. The prices are the plan
 * catalogue's less the discount the checkout applies (@impromptu/access), so the tile shows what the checkout charges.
 */
export const VIRTUAL_COACH_OFFERS: readonly Offer[] = [
  {
    id: 'daily-trainings',
    type: 'payment',
    title: 'Daily Trainings',
    // The pass is the Platform plan at a discount: say what it includes as Billing will show it afterwards.
    description: `The Platform plan: ${planIncludes('trainings').replace(/^A/, 'a')}.`,
    cta: 'Get the pass',
    plan: 'trainings',
    period: 'monthly',
    checkoutType: 'standard',
    discountIds: ['virtual-coach-daily-trainings'],
    monthlyPriceCents: DAILY_TRAININGS.cents,
    usualMonthlyPriceCents: DAILY_TRAININGS.usualCents,
    unit: 'pass',
  },
  {
    id: 'coach',
    type: 'payment',
    title: 'Coach',
    description: 'Live coaching from a professional, with feedback on every exercise you record.',
    cta: 'Start coaching',
    plan: 'coach',
    period: 'monthly',
    checkoutType: 'standard',
    discountIds: ['virtual-coach-coach-72'],
    monthlyPriceCents: COACH.cents,
    usualMonthlyPriceCents: COACH.usualCents,
    unit: '',
  },
  {
    id: 'coach-call',
    type: 'calendly',
    title: 'Talk to a coach',
    description: 'Book a free 15-minute call to plan your next steps with one of our coaches.',
    cta: 'Book a free call',
    url: COACH_CALL_URL,
  },
  {
    id: 'weekly-tips',
    type: 'email-signup',
    title: 'Weekly tips',
    description: 'One short exercise in your inbox every week, free.',
    cta: 'Send me the tips',
  },
];

/** Whole percent saved against the usual price, rounded down: $70 instead of $250 is 72 % off. */
export function percentOff(offer: PaymentOffer): number {
  return Math.floor(
    ((offer.usualMonthlyPriceCents - offer.monthlyPriceCents) / offer.usualMonthlyPriceCents) * 100 + 1e-9,
  );
}

/** What the offers are decided from (issue 44): the customer's whole state, never the screen they are on. */
export interface CustomerState {
  /** The plan the customer holds now, as every screen resolves it (null: none yet). */
  plan: string | null;
  /** Their live payment subscription, if any: its plan, period, and whether it is paused. */
  payment: { plan: string | null; period: string | null; isPaused: boolean } | null;
}

/** The refusal of a payment offer's checkout for a customer it is not offered to. */
export const OFFER_NOT_FOR_YOU = 'This offer is not for your plan: see Plan & Billing for what you can change.';

/** Plans that already include what the Daily Trainings pass sells (the Platform plan's games, courses and classes). */
const HOLDS_PLATFORM = ['trainings', 'legacy_trainings', 'free_trainings', 'coach'];

/**
 * The Virtual Coach offers this customer may see (issue 44, 9). A payment offer starts a new subscription at a price
 * the catalogue has only for new customers, so it is never shown to someone with a live payment subscription (paused
 * or not: they change plan on Plan & Billing) nor for a plan they already hold; the pass is for those on no plan or
 * the free plan. The call and the tips are for everyone.
 */
export function offersFor(state: CustomerState): Offer[] {
  return VIRTUAL_COACH_OFFERS.filter((offer) => {
    if (offer.type !== 'payment') return true;
    if (state.payment !== null) return false;
    if (offer.plan === 'coach') return state.plan !== 'coach';
    return state.plan === null || !HOLDS_PLATFORM.includes(state.plan);
  });
}

/** The ids of the offers a payment offer's checkout may be started for, by the discount it applies. */
export function offerOfDiscount(discountId: string): PaymentOffer | null {
  return (
    VIRTUAL_COACH_OFFERS.find(
      (offer): offer is PaymentOffer => offer.type === 'payment' && offer.discountIds.includes(discountId),
    ) ?? null
  );
}
