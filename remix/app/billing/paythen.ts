/** Spec 3 §2.6 / §9: how long the subscribe-then-pay route waits for the affiliate script's referral code. */
export const AFFILIATE_WAIT_MS = 2000;

/**
 * The plan ids the subscribe-then-pay route knows (issue 24: an unknown one is not passed on): the plan and period
 * its checkout sells.
 */
export const PAYTHEN_PLANS = {
  trainings: { plan: 'trainings', period: 'monthly' },
  'trainings-monthly': { plan: 'trainings', period: 'monthly' },
  'trainings-annually': { plan: 'trainings', period: 'annually' },
} as const;
export type PaythenPlanId = keyof typeof PAYTHEN_PLANS;

export function paythenPlan(id: string): (typeof PAYTHEN_PLANS)[PaythenPlanId] | null {
  return Object.hasOwn(PAYTHEN_PLANS, id) ? PAYTHEN_PLANS[id as PaythenPlanId] : null;
}

/** Where the route starts the product's own checkout when no external payment page is configured. */
export function paythenCheckoutPath(planId: string, query: URLSearchParams): string {
  const kept = new URLSearchParams([...query].filter(([key]) => key !== 'email' && key !== 'freeze'));
  const search = kept.toString();
  return `/subscribe/paythen/${encodeURIComponent(planId)}/checkout${search ? `?${search}` : ''}`;
}

/** The query parameter that carries the referral code to the external payment page. */
export const REFERRAL_PARAM = 'referral';

/**
 * The external payment page of a plan (spec 3 §2.6): the configured base followed by /{plan}, with the original
 * query, the user's e-mail and freeze=email (the page then does not let the e-mail be changed).
 */
export function paythenTarget(base: string, plan: string, query: URLSearchParams, email: string): string {
  const target = new URL(`${base.replace(/\/+$/, '')}/${encodeURIComponent(plan)}`);
  for (const [key, value] of query) {
    if (key !== 'email' && key !== 'freeze') target.searchParams.append(key, value);
  }
  target.searchParams.set('email', email);
  target.searchParams.set('freeze', 'email');
  return target.toString();
}

/** The target with the referral code added, when there is one. */
export function withReferral(target: string, code: string | null): string {
  if (!code) return target;
  // A path of this app (the embedded checkout start) or an external address.
  const url = new URL(target, 'http://app.invalid');
  url.searchParams.set(REFERRAL_PARAM, code);
  return url.origin === 'http://app.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/** The referral code the affiliate script put at a dotted path of the page's globals ('affiliateReferral', 'Vendor.referral'). */
export function readReferral(root: unknown, path: string): string | null {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}

/** Looks for the referral code now and then every `everyMs`, giving up after `waitMs`: the code, or null. */
export function waitForReferral(
  read: () => string | null,
  waitMs = AFFILIATE_WAIT_MS,
  everyMs = 50,
): Promise<string | null> {
  return new Promise((resolve) => {
    const found = read();
    if (found) return resolve(found);
    const poll = setInterval(() => {
      const code = read();
      if (code) finish(code);
    }, everyMs);
    const giveUp = setTimeout(() => finish(read()), waitMs);
    function finish(code: string | null) {
      clearInterval(poll);
      clearTimeout(giveUp);
      resolve(code);
    }
  });
}
