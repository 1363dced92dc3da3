import { Body, Controller, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { UserIdParamsSchema, type UserIdParams } from '../../identity/users/users.dto.js';
import {
  ALREADY_SUBSCRIBED,
  ApplyPromotionBodySchema,
  BillingOverviewSchema,
  BILLING_NOT_MANAGED_HERE,
  CHECKOUT_NOT_FOUND,
  CheckoutConfirmationSchema,
  CheckoutSessionParamsSchema,
  CheckoutSessionSchema,
  CouponCodeParamsSchema,
  CreateCheckoutSessionBodySchema,
  CreatePortalSessionBodySchema,
  InvoiceListSchema,
  NO_BILLING_DETAILS,
  NO_PAYMENT_SUBSCRIPTION,
  NOT_YOUR_BILLING,
  NOT_YOUR_CHECKOUT,
  NOT_YOUR_SUBSCRIPTION,
  OfferSchema,
  PAUSED_PLAN_CANNOT_CHANGE,
  PAYMENTS_UNAVAILABLE,
  PLAN_NOT_SOLD_HERE,
  PlanChangePreviewQuerySchema,
  PlanChangePreviewSchema,
  PortalSessionSchema,
  PREVIEW_EXPIRED,
  PREVIEW_OUT_OF_DATE,
  PROMO_CODE_NOT_FOUND,
  PromotionCodeSchema,
  SubscriptionChangeSchema,
  SUBSCRIPTION_NOT_FOUND,
  UpdateSubscriptionBodySchema,
  type ApplyPromotionBody,
  type BillingOverviewDto,
  type CheckoutConfirmationDto,
  type CheckoutSessionParams,
  type CheckoutSessionDto,
  type CouponCodeParams,
  type CreateCheckoutSessionBody,
  type CreatePortalSessionBody,
  type InvoiceListDto,
  type OfferDto,
  type PlanChangePreviewDto,
  type PlanChangePreviewQuery,
  type PortalSessionDto,
  type PromotionCodeDto,
  type SubscriptionChangeDto,
  type UpdateSubscriptionBody,
} from './subscriptions.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ZodTags('billing')
@Controller()
export class SubscriptionsController {
  constructor(@Inject(SubscriptionsService) private readonly service: SubscriptionsService) {}

  @Get('billing')
  @ZodRoute({
    summary: "The signed-in user's plan and billing (spec 3 §2.4)",
    response: BillingOverviewSchema,
  })
  overview(@CurrentUser() user: AuthenticatedUser): Promise<BillingOverviewDto> {
    return this.service.overview(user.id);
  }

  @Get('billing/invoices')
  @ZodRoute({
    summary: "The signed-in user's invoices, newest first, each with its page at the payment provider (issue 24)",
    response: InvoiceListSchema,
    errors: { 502: PAYMENTS_UNAVAILABLE },
  })
  invoices(@CurrentUser() user: AuthenticatedUser): Promise<InvoiceListDto> {
    return this.service.invoices(user.id);
  }

  @Get('billing/offer')
  @ZodRoute({
    summary: 'The annual-plan offer page: its state and price (spec 3 §2.6)',
    response: OfferSchema,
    errors: { 502: PAYMENTS_UNAVAILABLE },
  })
  offer(@CurrentUser() user: AuthenticatedUser): Promise<OfferDto> {
    return this.service.offer(user.id);
  }

  @Get('billing/checkout/:sessionId')
  @ZodRoute({
    summary:
      'The confirmation after a checkout page: confirmed once the payment reached the billing view (bounded wait), else confirming, unpaid or expired',
    params: CheckoutSessionParamsSchema,
    response: CheckoutConfirmationSchema,
    errors: { 403: NOT_YOUR_CHECKOUT, 404: CHECKOUT_NOT_FOUND, 502: PAYMENTS_UNAVAILABLE },
  })
  confirmCheckout(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: CheckoutSessionParams,
  ): Promise<CheckoutConfirmationDto> {
    return this.service.confirmCheckout(user, params.sessionId);
  }

  @Get('user/:id/subscription/preview')
  @ZodRoute({
    summary:
      'What Change Plan would do, before it does it: amount due today with proration, the new recurring price, the next renewal and the discount (issue 24)',
    params: UserIdParamsSchema,
    query: PlanChangePreviewQuerySchema,
    response: PlanChangePreviewSchema,
    errors: {
      400: PLAN_NOT_SOLD_HERE,
      403: NOT_YOUR_SUBSCRIPTION,
      409: `${PAUSED_PLAN_CANNOT_CHANGE} / ${BILLING_NOT_MANAGED_HERE}`,
      502: PAYMENTS_UNAVAILABLE,
    },
  })
  previewPlanChange(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: UserIdParams,
    @Query() query: PlanChangePreviewQuery,
  ): Promise<PlanChangePreviewDto> {
    return this.service.previewPlanChange(user, params.id, query);
  }

  @Put('user/:id/subscription')
  @ZodRoute({
    summary:
      'Change plan (spec 3 §7): the free plan, a prorated change of the payment subscription, or a checkout to open',
    params: UserIdParamsSchema,
    body: UpdateSubscriptionBodySchema,
    response: SubscriptionChangeSchema,
    errors: {
      400: PLAN_NOT_SOLD_HERE,
      403: NOT_YOUR_SUBSCRIPTION,
      404: SUBSCRIPTION_NOT_FOUND,
      409: `${PAUSED_PLAN_CANNOT_CHANGE} / ${PREVIEW_EXPIRED} / ${PREVIEW_OUT_OF_DATE}`,
      502: PAYMENTS_UNAVAILABLE,
    },
  })
  changePlan(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: UserIdParams,
    @Body() body: UpdateSubscriptionBody,
  ): Promise<SubscriptionChangeDto> {
    return this.service.changePlan(user, params.id, body);
  }

  @Put('user/:id/subscription/promotion')
  @ZodRoute({
    summary: 'Apply a promotion code to the payment subscription (spec 3 §7)',
    params: UserIdParamsSchema,
    body: ApplyPromotionBodySchema,
    response: SubscriptionChangeSchema,
    errors: {
      400: PROMO_CODE_NOT_FOUND,
      403: NOT_YOUR_SUBSCRIPTION,
      404: SUBSCRIPTION_NOT_FOUND,
      409: NO_PAYMENT_SUBSCRIPTION,
    },
  })
  applyPromotion(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: UserIdParams,
    @Body() body: ApplyPromotionBody,
  ): Promise<SubscriptionChangeDto> {
    return this.service.applyPromotion(user, params.id, body);
  }

  @Post('create-checkout-session')
  @ZodRoute({
    summary: 'Start a checkout for Platform (spec 2 §7); answers the session id and its checkout page',
    body: CreateCheckoutSessionBodySchema,
    response: CheckoutSessionSchema,
    status: 201,
    errors: { 403: NOT_YOUR_SUBSCRIPTION, 409: ALREADY_SUBSCRIBED, 502: PAYMENTS_UNAVAILABLE },
  })
  createCheckoutSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateCheckoutSessionBody,
  ): Promise<CheckoutSessionDto> {
    return this.service.createCheckoutSession(user, body);
  }

  @Post('create-customer-portal-session')
  @ZodRoute({
    summary: 'Open the billing portal (spec 3 §7); answers the address to send the browser to',
    body: CreatePortalSessionBodySchema,
    response: PortalSessionSchema,
    status: 201,
    errors: {
      403: `${NOT_YOUR_BILLING} / ${BILLING_NOT_MANAGED_HERE}`,
      404: NO_BILLING_DETAILS,
      502: PAYMENTS_UNAVAILABLE,
    },
  })
  createPortalSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreatePortalSessionBody,
  ): Promise<PortalSessionDto> {
    return this.service.createPortalSession(user, body.userId);
  }

  @Get('coupons/:code')
  @ZodRoute({
    summary: 'Look up a promotion code and its coupon (spec 3 §7)',
    params: CouponCodeParamsSchema,
    response: PromotionCodeSchema,
    errors: { 404: PROMO_CODE_NOT_FOUND, 502: PAYMENTS_UNAVAILABLE },
  })
  coupon(@Param() params: CouponCodeParams): Promise<PromotionCodeDto> {
    return this.service.findPromotionCode(params.code);
  }
}
