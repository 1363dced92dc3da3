import type {
  ApplyPromotionBodySchema,
  CreateCheckoutSessionBodySchema,
  PlanChangePreviewQuerySchema,
  UpdateSubscriptionBodySchema,
} from '@impromptu/bff/contracts';
import { subscriptions } from '@impromptu/bff/routes';
import type { z } from 'zod';
import { bffFor } from '~/utils/bff-session.server';

/** The BFF calls of the billing screens, each as the signed-in user; a write is not cancelled with the request. */
export function billingApi(request: Request) {
  const bff = bffFor(request);
  return {
    overview: () => bff.call(subscriptions.overview, {}),
    offer: () => bff.call(subscriptions.offer, {}),
    invoices: () => bff.call(subscriptions.invoices, {}),
    previewPlanChange: (userId: string, query: z.input<typeof PlanChangePreviewQuerySchema>) =>
      bff.call(subscriptions.previewPlanChange, {
        params: { id: userId },
        query: { plan: query.plan, period: query.period ?? 'monthly' },
      }),
    confirmCheckout: (sessionId: string) => bff.call(subscriptions.confirmCheckout, { params: { sessionId } }),
    changePlan: (userId: string, body: z.input<typeof UpdateSubscriptionBodySchema>) =>
      bff.call(subscriptions.changePlan, { params: { id: userId }, body, signal: null }),
    checkout: (body: z.input<typeof CreateCheckoutSessionBodySchema>) =>
      bff.call(subscriptions.createCheckoutSession, { body, signal: null }),
    portal: (userId: string) => bff.call(subscriptions.createPortalSession, { body: { userId }, signal: null }),
    coupon: (code: string) => bff.call(subscriptions.coupon, { params: { code } }),
    applyPromotion: (userId: string, body: z.input<typeof ApplyPromotionBodySchema>) =>
      bff.call(subscriptions.applyPromotion, { params: { id: userId }, body, signal: null }),
  };
}
