import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { demoUsers } from '../support/fixtures.js';

// Plans and billing (spec 3 §2.4, §2.6): the checkout and portal pages of the embedded Stripe-compatible server
// that `npm start` runs, paid with the test card; the webhook it sends changes the plan.

const BILLING = '/games/user/settings/billing';

async function payWithTestCard(page: Page, card = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** From the billing page, a learner without a payment subscription changes to Platform and pays on the checkout page. */
async function upgradeToPlatform(page: Page, options: { annual?: boolean } = {}) {
  await page.goto(BILLING);
  await page.getByRole('radio', { name: /^Platform\b(?! \(Legacy\))/ }).check();
  if (options.annual) await page.getByRole('switch', { name: 'Annual billing' }).check();
  await page.getByRole('button', { name: 'Change Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Platform' })).toBeVisible();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/games\/user\/settings\/billing\?checkout=success/);
  await expect(page.getByText('Thank you! Your Platform plan is active.')).toBeVisible({ timeout: 20_000 });
}

test('a free learner upgrades to Platform monthly through the checkout page, then plays Snow Globe @phone', async ({
  page,
  freshUser,
  checkAccessibility,
}) => {
  void freshUser;
  await page.goto('/games/dashboard');
  await page
    .getByRole('article')
    .filter({ hasText: 'Snow Globe' })
    .getByRole('link', { name: 'Upgrade to play' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${BILLING}$`));
  await expect(page.getByRole('heading', { name: 'Plan & Billing' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Platform \(Legacy\)/ })).toBeDisabled();
  await expect(page.getByText('Save $125 – get 3.5 months free!')).toBeVisible();
  // No payment subscription: no promo code link, no portal.
  await expect(page.getByRole('button', { name: 'Click here to use it' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage Billing Details' })).toHaveCount(0);
  await checkAccessibility('the billing page of a free learner');

  await page.getByRole('radio', { name: /^Platform\b(?! \(Legacy\))/ }).check();
  await page.getByRole('button', { name: 'Change Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Platform' })).toBeVisible();
  await expect(page.getByText('$35 per month')).toBeVisible();
  await checkAccessibility('the checkout page');
  await payWithTestCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await payWithTestCard(page);
  await expect(page.getByText('Thank you! Your Platform plan is active.')).toBeVisible({ timeout: 20_000 });
  const timeline = page.getByRole('list', { name: 'Plan timeline' });
  await expect(timeline).toContainText('Platform');
  await expect(timeline).toContainText('$35 / month');

  await page.goto('/games/dashboard');
  await page.getByRole('link', { name: 'Play Snow Globe' }).click();
  await expect(page.getByRole('dialog', { name: /Snow Globe/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Snow Globe is locked' })).toHaveCount(0);
});

test('a subscriber applies a promo code and sees the discount badge; an unknown code is refused', async ({
  page,
  freshUser,
}) => {
  void freshUser;
  await upgradeToPlatform(page);
  await page.getByRole('button', { name: 'Click here to use it' }).click();
  const modal = page.getByRole('dialog', { name: 'Promo Code' });
  await expect(modal).toBeVisible();
  // The code is required: an empty one is not sent.
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal).toBeVisible();
  await modal.getByLabel('Coupon code').fill('NOT-A-CODE');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Promo Code' }).getByText('This promo code does not exist or has expired.'),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Promo Code' }).getByLabel('Coupon code').fill('SPEAKUP20');
  await page.getByRole('dialog', { name: 'Promo Code' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your promo code has been applied.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plan timeline' }).getByText('Speak Up 20% Off')).toBeVisible();
});

test('Manage Billing Details opens the billing portal, which returns to the billing page', async ({
  page,
  logIn,
  checkAccessibility,
}) => {
  await logIn(demoUsers.learner);
  await page.goto(BILLING);
  await page.getByRole('link', { name: 'Manage Billing Details' }).click();
  await expect(page.getByRole('heading', { name: 'Manage billing' })).toBeVisible();
  await expect(page.getByText('VISA ending in 4242')).toBeVisible();
  await checkAccessibility('the billing portal');
  await page.getByRole('link', { name: '← Return to Impromptu' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLING}$`));
});

test.describe('the annual-plan offer page', () => {
  test('a learner with no subscription is offered the Platform Plan at the promo price, and its checkout starts by itself', async ({
    page,
    freshUser,
  }) => {
    void freshUser;
    // The checkout starts as soon as the offer shows: its request is held until the offer has been read.
    let releaseCheckout = (): void => undefined;
    const checkoutHeld = new Promise<void>((resolve) => (releaseCheckout = resolve));
    await page.route('**/playbook-offer-checkout-pay*', async (route) => {
      if (route.request().method() === 'POST') await checkoutHeld;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/playbook-offer-checkout');
    await expect(page).toHaveURL(/\/playbook-offer-checkout-pay$/);
    await expect(page.getByText('Preparing your offer…')).toBeVisible();
    await page.clock.fastForward(7000);
    await expect(page.getByRole('heading', { name: 'Platform Plan' })).toBeVisible();
    await expect(page.getByText('$195')).toBeVisible();
    releaseCheckout();
    await expect(page.getByRole('heading', { name: 'Subscribe to Platform' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Playbook Reader Offer')).toBeVisible();
    await expect(page.getByText('$295 per year')).toBeVisible();
  });

  test('a monthly subscriber is offered the upgrade to the annual plan, and then goes to Continue to App', async ({
    page,
    freshUser,
  }) => {
    void freshUser;
    await upgradeToPlatform(page);
    await page.clock.install();
    await page.goto('/playbook-offer-checkout-pay');
    await page.clock.fastForward(7000);
    await expect(page.getByRole('heading', { name: 'On a monthly plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade to annual plan' }).click();
    await expect(page).toHaveURL(/\/games\/home$/);
    await page.goto('/playbook-offer-checkout-pay');
    await page.clock.fastForward(7000);
    await page.getByRole('link', { name: 'Continue to App' }).click();
    await expect(page).toHaveURL(/\/games\/home$/);
  });

  test('a visitor who is not signed in signs in first, then reaches the offer', async ({ page, submitLogIn }) => {
    await page.goto('/playbook-offer-checkout');
    await expect(page).toHaveURL(/\/login/);
    await submitLogIn(demoUsers.learner);
    await expect(page).toHaveURL(/\/playbook-offer-checkout-pay$/);
  });
});

test.describe('the subscribe-then-pay route', () => {
  // The affiliate script the e2e web server is configured with (playwright.config.ts) and the default payment page.
  const AFFILIATE_SCRIPT = 'https://affiliate.example/referral.js';
  const PAYMENT_PAGE = 'https://impromptu.example/pay/';

  async function fakeThirdParties(page: Page, script: string | null) {
    await page.route(AFFILIATE_SCRIPT, (route) =>
      script === null ? route.abort() : route.fulfill({ contentType: 'text/javascript', body: script }),
    );
    await page.route(`${PAYMENT_PAGE}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Payment</title><h1>Payment</h1></html>',
      }),
    );
  }

  async function landedQuery(page: Page) {
    await page.waitForURL((url) => url.href.startsWith(PAYMENT_PAGE), { timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/pay/trainings');
    return Object.fromEntries(url.searchParams);
  }

  test('adds the referral code the affiliate script provides within 2,000 ms to the original query, the e-mail and freeze=email', async ({
    page,
    freshUser,
  }) => {
    await fakeThirdParties(page, "setTimeout(function () { window.affiliateReferral = 'FRIEND42'; }, 400);");
    await page.goto('/subscribe/paythen/trainings?utm_source=newsletter');
    expect(await landedQuery(page)).toEqual({
      utm_source: 'newsletter',
      email: freshUser.email,
      freeze: 'email',
      referral: 'FRIEND42',
    });
  });

  test('goes on without a referral code when the affiliate script gives none', async ({ page, freshUser }) => {
    await fakeThirdParties(page, null);
    await page.goto('/subscribe/paythen/trainings?utm_source=newsletter');
    await expect(page.getByText('Taking you to the payment page…')).toBeVisible();
    expect(await landedQuery(page)).toEqual({ utm_source: 'newsletter', email: freshUser.email, freeze: 'email' });
  });
});
