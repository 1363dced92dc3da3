import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  AFFILIATE_WAIT_MS,
  paythenCheckoutPath,
  paythenPlan,
  paythenTarget,
  readReferral,
  waitForReferral,
  withReferral,
} from './paythen';

describe('the subscribe-then-pay target (spec 3 §2.6)', () => {
  it('keeps the original query and adds the e-mail and freeze=email, which the query cannot override', () => {
    const query = new URLSearchParams('utm_source=newsletter&coupon=SPRING&email=someone@else.example&freeze=none');
    const target = new URL(paythenTarget('https://pay.example/p/', 'trainings', query, 'sam@example.com'));
    expect(target.origin + target.pathname).toBe('https://pay.example/p/trainings');
    expect([...target.searchParams]).toEqual([
      ['utm_source', 'newsletter'],
      ['coupon', 'SPRING'],
      ['email', 'sam@example.com'],
      ['freeze', 'email'],
    ]);
  });

  it('adds the referral code only when there is one', () => {
    const target = 'https://pay.example/trainings?email=sam%40example.com&freeze=email';
    expect(withReferral(target, null)).toBe(target);
    expect(new URL(withReferral(target, 'FRIEND42')).searchParams.get('referral')).toBe('FRIEND42');
  });

  it('knows its plan ids and passes no unknown one on (issue 24)', () => {
    expect(paythenPlan('trainings')).toEqual({ plan: 'trainings', period: 'monthly' });
    expect(paythenPlan('trainings-annually')).toEqual({ plan: 'trainings', period: 'annually' });
    expect(paythenPlan('platinum')).toBeNull();
    expect(paythenPlan('constructor')).toBeNull();
  });

  it("without an external page, goes to the product's own checkout start, with the query and the referral", () => {
    const path = paythenCheckoutPath('trainings', new URLSearchParams('utm_source=newsletter&email=x@y.z&freeze=x'));
    expect(path).toBe('/subscribe/paythen/trainings/checkout?utm_source=newsletter');
    expect(withReferral(path, 'FRIEND42')).toBe(
      '/subscribe/paythen/trainings/checkout?utm_source=newsletter&referral=FRIEND42',
    );
  });

  it("reads the affiliate script's code at a dotted path, and nothing that is not a code", () => {
    expect(readReferral({ affiliateReferral: 'FRIEND42' }, 'affiliateReferral')).toBe('FRIEND42');
    expect(readReferral({ Vendor: { referral: ' abc ' } }, 'Vendor.referral')).toBe('abc');
    expect(readReferral({ Vendor: null }, 'Vendor.referral')).toBeNull();
    expect(readReferral({ affiliateReferral: 42 }, 'affiliateReferral')).toBeNull();
    expect(readReferral({ affiliateReferral: '  ' }, 'affiliateReferral')).toBeNull();
  });
});

describe('waiting for the referral code', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers the code as soon as the affiliate script provides it within the wait', async () => {
    let code: string | null = null;
    const answer = waitForReferral(() => code);
    jest.advanceTimersByTime(300);
    code = 'FRIEND42';
    jest.advanceTimersByTime(50);
    await expect(answer).resolves.toBe('FRIEND42');
  });

  it('gives up with no code when none comes within the wait', async () => {
    let settled = false;
    const answer = waitForReferral(() => null).then((value) => {
      settled = true;
      return value;
    });
    await jest.advanceTimersByTimeAsync(AFFILIATE_WAIT_MS - 100);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toBeNull();
  });
});
