import type { PaymentOffer } from '@impromptu/coach/rules';
import { callRelayed } from '~/utils/bff-client';

/** What create-checkout-session takes (spec 2 §7): plan, period, userId, type (default standard), discountIds. */
export interface CheckoutRequest {
  plan: PaymentOffer['plan'];
  period: PaymentOffer['period'];
  userId: string;
  type: PaymentOffer['checkoutType'];
  discountIds: string[];
}

export function checkoutRequestOf(offer: PaymentOffer, userId: string): CheckoutRequest {
  return { plan: offer.plan, period: offer.period, userId, type: offer.checkoutType, discountIds: offer.discountIds };
}

export const CHECKOUT_NOT_STARTED = 'The checkout could not be started. Check your connection and try again.';

/** Where the browser goes next: the checkout page, a reload (no session id came back), or a message to show. */
export type OfferCheckoutAnswer =
  { next: 'checkout'; url: string } | { next: 'reload' } | { next: 'message'; message: string };

/**
 * Starts the checkout of a payment offer through create-checkout-session (spec 2 §7), the offer's discount applied.
 * A cancelled checkout comes back to the Virtual Coach, which resumes on its offers. An answer with no session id
 * reloads the page (spec 2 §7); a refusal (for instance a plan already paid for) is shown in the BFF's words.
 */
export async function startOfferCheckout(request: CheckoutRequest): Promise<OfferCheckoutAnswer> {
  const answer = await callRelayed('offerCheckout', { body: { ...request, returnTo: 'virtual-coach' } });
  if (!answer.ok)
    return {
      next: 'message',
      message: answer.error.statusCode === null ? CHECKOUT_NOT_STARTED : (answer.error.message ?? CHECKOUT_NOT_STARTED),
    };
  if (answer.data.sessionId === '') return { next: 'reload' };
  return { next: 'checkout', url: answer.data.url };
}
