import type { PlanCode } from './plan.js';
import { isSafeRedirect } from './redirect.js';

/** Routes whose unauthenticated visit starts the special-route flow (spec 1 §4). */
export type SpecialRouteType = 'zoom' | 'feedback' | 'subscribe' | 'playbook-offer';

export const SPECIAL_ROUTE_TYPES: readonly SpecialRouteType[] = ['zoom', 'feedback', 'subscribe', 'playbook-offer'];

export const CURRENT_CLASS_PATH = '/join/class';

export interface AuthCallbackInput {
  authenticated: boolean;
  zoomMeetingId?: string | null;
  /** The visitor came through the current-class route. */
  isCurrentClassPath?: boolean;
  feedbackSessionId?: string | null;
  /** A stored special route or subscription flow. */
  specialRoute?: { requestedUrl: string } | null;
  plan: PlanCode | null;
  requestedUrl?: string | null;
  isFundamentalsStudent: boolean;
  /** The visitor arrived from another site. */
  arrivedFromElsewhere?: boolean;
}

/** Pages that would only bring the visitor back to sign-in: never a place to land after it. */
const SIGN_IN_PATHS = ['/login', '/signup', '/auth-callback', '/logout', '/unauthorized'];

/** Where /auth-callback sends the visitor, in the order of spec 3 §4.6 (step 1's error and loading are the page's). */
export function authCallbackTarget(input: AuthCallbackInput): string {
  if (!input.authenticated) return '/login';
  const zoomMeetingId = present(input.zoomMeetingId);
  if (zoomMeetingId !== null && zoomMeetingId !== 'current') {
    return `/zoom/meeting/${encodeURIComponent(zoomMeetingId)}`;
  }
  if (input.isCurrentClassPath) return CURRENT_CLASS_PATH;
  const feedbackSessionId = present(input.feedbackSessionId);
  if (feedbackSessionId !== null) return `/feedback/session/${encodeURIComponent(feedbackSessionId)}`;
  if (input.specialRoute && isLandingPath(input.specialRoute.requestedUrl)) return input.specialRoute.requestedUrl;
  if (input.plan !== null) {
    if (isLandingPath(input.requestedUrl)) return input.requestedUrl;
    return input.isFundamentalsStudent || input.arrivedFromElsewhere ? '/games/cohort' : '/games/home';
  }
  return '/subscriptions';
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function isLandingPath(target: unknown): target is string {
  if (!isSafeRedirect(target)) return false;
  const pathname = target.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return !SIGN_IN_PATHS.includes(pathname);
}

/** Where an unknown path goes (spec 3 §2.2). */
export function unknownPathTarget(flags: { isActiveFundamentalsStudent: boolean }): '/games/cohort' | '/games/home' {
  return flags.isActiveFundamentalsStudent ? '/games/cohort' : '/games/home';
}

/**
 * Paths where a signed-in user with no plan is not sent to /subscriptions (spec 3 §2.1): the
 * playbook-offer checkout-pay and subscribe-then-pay routes; also /subscriptions itself (the guard's
 * target), /playbook-offer-checkout (it moves on to checkout-pay) and the sign-in pages, so the
 * guard never loops or blocks signing in and out; and the confirmation after a checkout, which waits for the payment.
 */
export function isPlanGuardExempt(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (path === '/subscribe/paythen' || path.startsWith('/subscribe/paythen/')) return true;
  return [...PLAN_GUARD_EXEMPT_PATHS, ...SIGN_IN_PATHS].includes(path);
}

/** The confirmation after a checkout waits for the payment itself before any plan guard decides (issue 24). */
export const CHECKOUT_CONFIRMATION_PATH = '/checkout/confirmation';

const PLAN_GUARD_EXEMPT_PATHS = [
  '/playbook-offer-checkout-pay',
  '/playbook-offer-checkout',
  '/subscriptions',
  CHECKOUT_CONFIRMATION_PATH,
];
