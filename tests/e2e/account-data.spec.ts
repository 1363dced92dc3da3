import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/accessibility.js';
import { chooseConsent, demoUsers } from '../support/fixtures.js';

// Download my data and Delete my account (issue 25 items 6 and 7; ADR 0029), as a new user would: a round of
// Triple Step played in the page (its clock installed, so the timers run in virtual time), the data downloaded,
// then the account deleted — refused with a wrong password, then gone: sign-in refused, the name off the
// cohort's rankings and the coach's pod, the e-mail free for a new account.

const COHORT = 'Fundamentals Cohort — Spring';

async function playOneRoundOfTripleStep(page: Page) {
  await page.goto('/games/dashboard');
  await page.getByRole('link', { name: 'Play Triple Step', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'How to Play (with Examples)' })).toBeVisible();
  await page.getByRole('button', { name: 'WATCH LATER' }).click();
  const sliders = page.getByRole('slider');
  for (let index = 0; index < (await sliders.count()); index += 1) {
    await sliders.nth(index).focus();
    await page.keyboard.press('Home');
  }
  const start = page.getByRole('button', { name: 'START TRAINING' });
  await expect(start).toBeEnabled({ timeout: 20_000 });
  await start.click();
  const end = page.getByRole('heading', { name: 'Well done!' });
  for (let step = 0; step < 200 && !(await end.isVisible()); step += 1) {
    const roundStart = page.getByRole('button', { name: 'START', exact: true });
    if (await roundStart.isVisible()) await roundStart.click();
    else await page.clock.fastForward(5000);
  }
  await expect(end).toBeVisible();
}

test('download my data holds the round just played; deleting the account signs out, takes the name off the cohort’s rankings and the coach’s pod, and frees the e-mail', async ({
  page,
  freshUser,
  browser,
  baseURL,
  logIn,
  submitLogIn,
}) => {
  test.setTimeout(180_000);
  const lastName = `Erasable ${Date.now().toString(36)}`;
  const fullName = `Erin ${lastName}`;

  // The admin puts the new learner in the spring cohort (the Users upload), whose coach is the demo coach.
  const adminContext = await browser.newContext({ baseURL });
  await chooseConsent(adminContext, baseURL);
  const admin = await adminContext.newPage();
  await logIn(demoUsers.admin, { page: admin, to: '/games/admin/fundamentals' });
  const csv = [
    'fullName,email,plan,groupName,groupType,userGroupType',
    `${freshUser.name},${freshUser.email},free,${COHORT},FUNDAMENTALS_CLASS,MEMBER`,
  ].join('\n');
  await admin
    .locator('input[type="file"]')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await admin.getByRole('button', { name: 'Upload 1 row' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /^Uploaded 1 row:/ })).toBeVisible();
  await adminContext.close();

  // A name of this test's own, so the rankings and the pod can be read for it.
  await page.goto('/games/user/settings/profile');
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.clock.install();
  await playOneRoundOfTripleStep(page);

  // The cohort's rankings (as a classmate sees them) and the coach's pod overview show the new learner.
  const classmateContext = await browser.newContext({ baseURL });
  await chooseConsent(classmateContext, baseURL);
  const classmate = await classmateContext.newPage();
  await logIn(demoUsers.learner, { page: classmate, to: '/games/cohort' });
  // The cohort dashboard links its group's full rankings (the page's onboarding dialog is another test's).
  const rankings = await classmate.getByRole('link', { name: 'Today’s and this week’s rankings' }).getAttribute('href');
  expect(rankings).toMatch(/^\/games\/leaderboard\?group=[0-9a-f-]{36}$/);
  await expect(async () => {
    await classmate.goto(rankings!);
    await expect(classmate.getByText(fullName).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  const coachContext = await browser.newContext({ baseURL });
  await chooseConsent(coachContext, baseURL);
  const coach = await coachContext.newPage();
  await logIn(demoUsers.coach, { page: coach, to: '/games/shape-history' });
  await expect(coach.getByRole('heading', { name: 'Pod overview' })).toBeVisible();
  // A member without a profile yet is named in a cell of the pod's table (a link once they have one).
  await expect(coach.getByRole('cell', { name: fullName })).toBeVisible();

  // Download my data: the JSON file holds the round just played.
  await page.goto('/games/user/settings/profile');
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as JSON' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^impromptu-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    profile: { email: string; lastName: string };
    gameRounds: { game: string; round: number }[];
    groups: { name: string }[];
  };
  expect(exported.profile).toMatchObject({ email: freshUser.email, lastName });
  expect(exported.gameRounds).toContainEqual(expect.objectContaining({ game: 'triple-step', round: 1 }));
  expect(exported.groups.map((group) => group.name)).toContain(COHORT);
  // And the readable summary says the same in words.
  const summaryDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a readable summary' }).click();
  const summary = await readFile((await (await summaryDownload).path())!, 'utf8');
  expect(summary).toContain(`<h2>Game rounds (${exported.gameRounds.length})</h2>`);
  expect(summary).toContain('triple-step');

  // Delete my account: what goes and what stays are listed; a wrong password deletes nothing.
  const deletion = page.getByRole('region', { name: 'Delete my account' });
  await expect(deletion.getByRole('heading', { name: 'What goes' })).toBeVisible();
  await expect(deletion.getByRole('heading', { name: 'What stays' })).toBeVisible();
  await expectAccessible(page, 'Settings → Profile with Download my data and Delete my account');
  await deletion.getByLabel('Your password').fill('not-my-password');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deletion.getByRole('alert')).toHaveText(
    'That password is not right. Your account has not been deleted.',
  );
  await expect(page).toHaveURL(/\/games\/user\/settings\/profile$/);

  await deletion.getByLabel('Your password').fill(freshUser.password);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expectAccessible(page, 'Account deleted');

  // Signed out everywhere: the old session opens nothing, and signing in is refused.
  await page.goto('/games/home');
  await expect(page).toHaveURL(/\/login/);
  await submitLogIn({ email: freshUser.email, password: freshUser.password });
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();

  // Gone from the cohort's rankings and from the coach's pod.
  await classmate.goto(rankings!);
  await expect(classmate.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(classmate.getByText(fullName)).toHaveCount(0);
  await coach.reload();
  await expect(coach.getByRole('heading', { name: 'Pod overview' })).toBeVisible();
  await expect(coach.getByRole('cell', { name: 'Lena Learner' })).toBeVisible();
  await expect(coach.getByRole('cell', { name: fullName })).toHaveCount(0);
  await classmateContext.close();
  await coachContext.close();

  // The e-mail is free for a new account.
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('E-mail').fill(freshUser.email);
  await page.getByLabel('Password').fill(freshUser.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
});
