import { describe, expect, it } from '@jest/globals';
import { authCallbackTarget, isPlanGuardExempt, unknownPathTarget, type AuthCallbackInput } from './routing.js';

const signedIn: AuthCallbackInput = { authenticated: true, plan: 'trainings', isFundamentalsStudent: false };

describe('authCallbackTarget (spec 3 §4.6, in order)', () => {
  it.each<[string, Partial<AuthCallbackInput>, string]>([
    // 1. not authenticated, whatever else is known
    [
      '1. not authenticated → /login',
      { authenticated: false, zoomMeetingId: '123', feedbackSessionId: 'f1', requestedUrl: '/games/class' },
      '/login',
    ],
    // 2. a Zoom meeting id wins over everything after it
    [
      '2. a Zoom meeting id → its meeting page',
      {
        zoomMeetingId: '123',
        isCurrentClassPath: true,
        feedbackSessionId: 'f1',
        specialRoute: { requestedUrl: '/subscribe/paythen/x' },
        plan: null,
      },
      '/zoom/meeting/123',
    ],
    ['2. a Zoom meeting id is path-encoded', { zoomMeetingId: '12/../evil' }, '/zoom/meeting/12%2F..%2Fevil'],
    ["2. the id 'current' is treated as none", { zoomMeetingId: 'current' }, '/games/home'],
    [
      "2. 'current' falls through to the current-class path",
      { zoomMeetingId: 'current', isCurrentClassPath: true },
      '/join/class',
    ],
    ['2. an empty id is none', { zoomMeetingId: '  ', feedbackSessionId: 'f1' }, '/feedback/session/f1'],
    // 3. the current-class path
    [
      '3. the current-class path → /join/class, before a feedback session',
      { isCurrentClassPath: true, feedbackSessionId: 'f1', plan: null },
      '/join/class',
    ],
    // 4. a feedback session id
    [
      '4. a feedback session id → its feedback page, before a stored special route',
      { feedbackSessionId: 'abc', specialRoute: { requestedUrl: '/subscribe/paythen/x' } },
      '/feedback/session/abc',
    ],
    // 5. a stored special route or subscription flow is replayed, even without a plan
    [
      '5. a stored special route is replayed before the plan rules',
      { specialRoute: { requestedUrl: '/subscribe/paythen/trainings' }, plan: null, requestedUrl: '/games/class' },
      '/subscribe/paythen/trainings',
    ],
    [
      '5. an unsafe stored URL is not followed',
      { specialRoute: { requestedUrl: '//evil.example' }, plan: null },
      '/subscriptions',
    ],
    // 6. with a plan
    ['6. with a plan: the requested URL if valid', { requestedUrl: '/games/class?x=1' }, '/games/class?x=1'],
    ['6. an invalid requested URL is ignored', { requestedUrl: 'https://evil.example' }, '/games/home'],
    ['6. a sign-in page is no requested URL', { requestedUrl: '/login' }, '/games/home'],
    ['6. fundamentals students → /games/cohort', { isFundamentalsStudent: true }, '/games/cohort'],
    ['6. arriving from elsewhere → /games/cohort', { arrivedFromElsewhere: true }, '/games/cohort'],
    ['6. otherwise → /games/home', { plan: 'trainings-free' }, '/games/home'],
    // 7. without a plan
    [
      '7. without a plan → /subscriptions',
      { plan: null, requestedUrl: '/games/class', isFundamentalsStudent: true },
      '/subscriptions',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(authCallbackTarget({ ...signedIn, ...overrides })).toBe(expected);
  });
});

describe('unknownPathTarget', () => {
  it('sends active fundamentals students to /games/cohort and everyone else to /games/home', () => {
    expect(unknownPathTarget({ isActiveFundamentalsStudent: true })).toBe('/games/cohort');
    expect(unknownPathTarget({ isActiveFundamentalsStudent: false })).toBe('/games/home');
  });
});

describe('isPlanGuardExempt', () => {
  it.each([
    '/playbook-offer-checkout-pay',
    '/playbook-offer-checkout-pay/',
    '/playbook-offer-checkout-pay?coupon=x',
    '/subscribe/paythen',
    '/subscribe/paythen/trainings',
    '/subscriptions',
    '/login',
    '/auth-callback',
    // Issue 24: the confirmation after a checkout waits for the payment before any plan guard decides.
    '/checkout/confirmation?session_id=cs_test_1&next=home',
  ])('exempts %p', (pathname) => {
    expect(isPlanGuardExempt(pathname)).toBe(true);
  });

  it.each([
    '/games/home',
    '/games/dashboard',
    '/subscribe',
    '/subscribe/paythenx',
    '/games/user/settings/billing',
    '/',
  ])('guards %p', (pathname) => {
    expect(isPlanGuardExempt(pathname)).toBe(false);
  });
});
