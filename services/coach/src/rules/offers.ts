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

/**
 * 'More ways to train' (spec 2 §2, §9; spec 3 §9): Daily Trainings $16 per month pass (usually the Platform's $35);
 * Coach $70 (was $250, 72 % off); a free call with a coach; the weekly tips by e-mail.
 */
export const VIRTUAL_COACH_OFFERS: readonly Offer[] = [
  {
    id: 'daily-trainings',
    type: 'payment',
    title: 'Daily Trainings',
    description: 'A new guided practice every day, every game, and your streak to keep you going.',
    cta: 'Get the pass',
    plan: 'trainings',
    period: 'monthly',
    checkoutType: 'standard',
    discountIds: ['virtual-coach-daily-trainings'],
    monthlyPriceCents: 1600,
    usualMonthlyPriceCents: 3500,
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
    monthlyPriceCents: 7000,
    usualMonthlyPriceCents: 25000,
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

/** Whole percent saved against the usual price: $70 instead of $250 is 72 % off. */
export function percentOff(offer: PaymentOffer): number {
  return Math.round((1 - offer.monthlyPriceCents / offer.usualMonthlyPriceCents) * 100);
}

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
