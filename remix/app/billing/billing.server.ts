import {
  type ApplyPromotionBodySchema,
  BillingOverviewSchema,
  CheckoutConfirmationSchema,
  CheckoutSessionSchema,
  InvoiceListSchema,
  OfferSchema,
  PlanChangePreviewSchema,
  PortalSessionSchema,
  PromotionCodeSchema,
  SubscriptionChangeSchema,
  type CreateCheckoutSessionBodySchema,
  type PlanChangePreviewQuerySchema,
  type UpdateSubscriptionBodySchema,
} from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { bff } from '~/utils/bff.server';
import { getSessionToken } from '~/utils/session.server';

/** The BFF calls of the billing screens, each with the signed-in user's token. */
export async function billingApi(request: Request) {
  const token = (await getSessionToken(request)) ?? undefined;
  const signal = request.signal;
  return {
    overview: () => bff.request('/billing', { schema: BillingOverviewSchema, token, signal }),
    offer: () => bff.request('/billing/offer', { schema: OfferSchema, token, signal }),
    invoices: () => bff.request('/billing/invoices', { schema: InvoiceListSchema, token, signal }),
    previewPlanChange: (userId: string, query: z.input<typeof PlanChangePreviewQuerySchema>) =>
      bff.request(
        `/user/${encodeURIComponent(userId)}/subscription/preview?${new URLSearchParams({ plan: query.plan, period: query.period ?? 'monthly' })}`,
        { schema: PlanChangePreviewSchema, token, signal },
      ),
    confirmCheckout: (sessionId: string) =>
      bff.request(`/billing/checkout/${encodeURIComponent(sessionId)}`, {
        schema: CheckoutConfirmationSchema,
        token,
        signal,
      }),
    changePlan: (userId: string, body: z.input<typeof UpdateSubscriptionBodySchema>) =>
      bff.request(`/user/${encodeURIComponent(userId)}/subscription`, {
        method: 'PUT',
        schema: SubscriptionChangeSchema,
        body,
        token,
      }),
    checkout: (body: z.input<typeof CreateCheckoutSessionBodySchema>) =>
      bff.request('/create-checkout-session', { method: 'POST', schema: CheckoutSessionSchema, body, token }),
    portal: (userId: string) =>
      bff.request('/create-customer-portal-session', {
        method: 'POST',
        schema: PortalSessionSchema,
        body: { userId },
        token,
      }),
    coupon: (code: string) =>
      bff.request(`/coupons/${encodeURIComponent(code)}`, { schema: PromotionCodeSchema, token, signal }),
    applyPromotion: (userId: string, body: z.input<typeof ApplyPromotionBodySchema>) =>
      bff.request(`/user/${encodeURIComponent(userId)}/subscription/promotion`, {
        method: 'PUT',
        schema: SubscriptionChangeSchema,
        body,
        token,
      }),
  };
}
