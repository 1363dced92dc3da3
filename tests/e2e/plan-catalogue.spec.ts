import {
  formatDollars,
  gamesInWords,
  GAMES_OPEN_TO_ALL,
  lockedGamesOfferLine,
  oneTimeOptionLabel,
  pickerTiers,
  PLAN_CATALOGUE,
  platformPlan,
  tierPricing,
} from '@impromptu/access';
import { GAME_CATALOGUE } from '@impromptu/games';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/billing-fixtures.js';
import { demoUsers } from '../support/fixtures.js';

// Issue 24 item 5 (ADR 0031): one plan catalogue drives every price and count. Billing, the plan picker and the games
// page are read as a buyer reads them and compared with the catalogue and the game gating — the numbers on screen
// are the catalogue's, and the count of games Free opens is the count the games page actually opens.

const BILLING = '/games/user/settings/billing';
const [selfPaced, platformTier, coachLed] = pickerTiers();
const platform = platformPlan();

/** '$35 / month', as Billing's plan list writes a price. */
const slashPrice = (cents: number, unit: 'month' | 'year') => `${formatDollars(cents)} / ${unit}`;

/** The radio of a plan on Billing's plan list, by the plan's name ('Platform' is not 'Platform (Legacy)'). */
const planOption = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}(?! \\()`) });
const planRow = (page: Page, name: string) => page.locator('label').filter({ has: planOption(page, name) });

/** How many of the games the games page lets this user play, and how many it locks. */
async function gamesOnTheGamesPage(page: Page): Promise<{ open: number; locked: number }> {
  await page.goto('/games/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade to play' }).first()).toBeVisible();
  let open = 0;
  for (const game of GAME_CATALOGUE)
    open += await page
      .getByRole('main')
      .getByRole('link', { name: `Play ${game.name}`, exact: true })
      .count();
  const locked = await page.getByRole('main').getByRole('link', { name: 'Upgrade to play' }).count();
  return { open, locked };
}

test('Billing states the catalogue’s prices, and the games Free opens are the games the games page opens @phone', async ({
  page,
  freshAccount,
}) => {
  void freshAccount;
  const games = await gamesOnTheGamesPage(page);
  expect(games).toEqual({ open: GAMES_OPEN_TO_ALL.length, locked: GAME_CATALOGUE.length - GAMES_OPEN_TO_ALL.length });

  await page.goto(BILLING);
  for (const entry of PLAN_CATALOGUE.filter((plan) => ['free', 'trainings', 'legacy_trainings'].includes(plan.code))) {
    const row = planRow(page, entry.name);
    await expect(row).toContainText(entry.description);
    if (entry.priceMonthlyCents === 0) await expect(row).toContainText('$0');
    else {
      await expect(row).toContainText(slashPrice(entry.priceMonthlyCents!, 'month'));
      await expect(row).toContainText(slashPrice(entry.priceYearlyCents!, 'year'));
    }
  }
  // The count Billing gives Free is the count the games page opens, and no screen says 'Access to 2 games'.
  const free = planRow(page, 'Free');
  await expect(free).toContainText(`${games.open} of the ${GAME_CATALOGUE.length} speaking games`);
  await expect(page.getByText(/Access to \d+ games/)).toHaveCount(0);

  // The games page's prompt names the plan Billing sells them with, at Billing's price.
  await page.goto('/games/dashboard');
  await expect(page.getByRole('complementary', { name: 'Upgrade for more games' })).toContainText(
    `${platform.name} at ${formatDollars(platform.priceMonthlyCents)} a month or ${formatDollars(platform.priceYearlyCents)} a year`,
  );
});

test('the plan picker states the catalogue’s games and prices, and the same Platform price as Billing @phone', async ({
  page,
  newcomer,
}) => {
  void newcomer;
  if (!selfPaced || !platformTier || !coachLed) throw new Error('the catalogue has no picker tiers');
  const selfPacedCard = page.getByRole('region', { name: selfPaced.offer.tier });
  await expect(selfPacedCard).toContainText(formatDollars(selfPaced.priceMonthlyCents ?? 0));
  await expect(selfPacedCard).toContainText(gamesInWords(selfPaced.plan, { named: true }));
  // The other games: with Platform at Billing's price, and with Coach-Led — not only Coach-Led at $87.
  await expect(selfPacedCard).toContainText(lockedGamesOfferLine(selfPaced.plan)!);
  await expect(selfPacedCard).toContainText(`The other ${GAME_CATALOGUE.length - GAMES_OPEN_TO_ALL.length} games`);
  await expect(selfPacedCard).toContainText(
    `${platform.name} at ${formatDollars(platform.priceMonthlyCents)} a month or ${formatDollars(platform.priceYearlyCents)} a year`,
  );

  // Platform is a choice here, at the catalogue's prices (issue 44), not a sentence.
  const platformCard = page.getByRole('region', { name: platformTier.offer.tier });
  await expect(platformCard).toContainText(`${formatDollars(platform.priceMonthlyCents)} a month`);
  await platformCard.getByText('Annual', { exact: true }).click();
  await expect(platformCard).toContainText(`${formatDollars(platform.priceYearlyCents)} a year`);
  await expect(platformCard).toContainText(
    `Save ${formatDollars(platform.priceMonthlyCents * 12 - platform.priceYearlyCents)} – get 3.5 months free!`,
  );
  await expect(platformCard.getByRole('button', { name: 'Proceed to payment' })).toBeEnabled();

  const coachLedCard = page.getByRole('region', { name: coachLed.offer.tier });
  const pricing = tierPricing(coachLed);
  await expect(coachLedCard).toContainText(gamesInWords(coachLed.plan));
  await expect(coachLedCard).toContainText(`${formatDollars(pricing.monthly!.cents)} a month`);
  await expect(coachLedCard).toContainText(
    `for ${pricing.monthly!.months} months: ${formatDollars(pricing.monthly!.totalCents!)} in all`,
  );
  // Spec 3's old prices are lower than today's: not shown, neither as 'Previous price' nor struck through.
  await expect(page.getByText(/Previous price/)).toHaveCount(0);
  await expect(page.locator('main s, main del')).toHaveCount(0);
  // The one-time saving is the one the two prices give, in dollars.
  await coachLedCard.getByText(oneTimeOptionLabel(pricing)).click();
  await expect(coachLedCard).toContainText(formatDollars(pricing.oneTime!.cents));
  await expect(coachLedCard).toContainText(
    `${formatDollars(pricing.oneTime!.savingCents!)} less than ${pricing.monthly!.months} monthly payments`,
  );
  await expect(page.getByText(/save \d+%/)).toHaveCount(0);

  // Once on Self-Paced, Billing sells Platform at the price the picker named.
  await selfPacedCard.getByRole('button', { name: `Continue with ${selfPaced.offer.tier}` }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
  await page.goto(BILLING);
  await expect(planRow(page, platform.name)).toContainText(
    `${slashPrice(platform.priceMonthlyCents, 'month')} or ${slashPrice(platform.priceYearlyCents, 'year')}`,
  );
});

test('the Coach plan’s Billing shows the plan as text, with nothing that looks editable @phone', async ({
  page,
  logIn,
}) => {
  await logIn(demoUsers.coach, { to: BILLING });
  const update = page.getByRole('region', { name: 'Update Plan' });
  await expect(update.getByText('Your plan', { exact: true })).toBeVisible();
  await expect(update).toContainText('Coach');
  await expect(update).toContainText('The Coach plan is not changed here: your coach arranges it with you.');
  await expect(update.getByRole('radio')).toHaveCount(0);
  await expect(update.getByRole('switch')).toHaveCount(0);
  await expect(update.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage Billing Details' })).toHaveCount(0);
});

test('after an abandoned checkout a Free learner is offered no billing portal with nothing in it', async ({
  page,
  freshAccount,
}) => {
  void freshAccount;
  await page.goto(BILLING);
  await planOption(page, platform.name).check();
  await page.getByRole('button', { name: 'Change Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Platform' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to Impromptu' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLING}`));
  await page.goto(BILLING);
  await expect(page.getByRole('heading', { name: 'Plan & Billing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Billing Details' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Billing Details' })).toContainText(
    'No billing details yet: they are added when you first pay for a plan.',
  );
  // Nothing on Billing promises invoices the portal does not list.
  await expect(page.getByRole('region', { name: 'Billing Details' })).not.toContainText(/invoices/i);
});

test('the annual offer’s price reads on whole lines on a phone @phone', async ({ page, newcomer }) => {
  void newcomer;
  // Hold the checkout that starts by itself: only the page's words are read here.
  const held: Route[] = [];
  await page.route('**/playbook-offer-checkout-pay*', (route) =>
    route.request().method() === 'POST' ? void held.push(route) : route.continue(),
  );
  await page.clock.install();
  await page.goto('/playbook-offer-checkout-pay');
  await page.clock.fastForward(7000);
  await expect(page.getByRole('heading', { name: 'Platform Plan' })).toBeVisible();
  await expect(page.getByText(`then ${formatDollars(platform.priceYearlyCents)} a year`)).toBeVisible();
  const phrases = page.getByText(/^(for the first year,|then \$\d+ a year)$/);
  await expect(phrases).toHaveCount(2);
  // Each phrase sits on one line: no 'for the first / year'.
  for (const phrase of await phrases.all())
    expect(await phrase.evaluate((element) => element.getClientRects().length)).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
