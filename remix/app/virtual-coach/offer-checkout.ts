import type { PaymentOffer } from '@impromptu/coach/rules';
import { AREA_PATHS } from '@impromptu/access';

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

/**
 * Starts the checkout of a payment offer: where the browser goes next, or null to reload the page (spec 2 §8: a
 * missing checkout session id reloads). The ONE place the discounts display meets billing. Billing's
 * create-checkout-session sells the Platform plan without these offers' discounts yet, so the offer leads to the
 * Plan & Billing screen, where a plan change starts its checkout (issue 16 says so until the two are wired).
 */
export async function startOfferCheckout(_request: CheckoutRequest): Promise<string | null> {
  return AREA_PATHS.billing;
}
