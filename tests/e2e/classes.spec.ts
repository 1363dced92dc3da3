import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { DEMO_PASSWORD, demoUsers, seedUser } from '../support/fixtures.js';
import { adminToken, bffUrl } from '../support/inbox.js';
import { expectNoSidewaysScroll, expectNothingCoversAControl } from '../support/layout.js';

// Live classes and cohorts (issue 13, spec 3 §2.9, §2.10, §2.12, §4.4, §4.9) on the seeded schedule,
// which `npm start` places relative to the moment it starts.

const classCard = (page: Page, name: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) })
    .first();

test.describe('live classes', () => {
  test('registering for a class from the list, then JOIN CLASS once it goes live', async ({
    page,
    logIn,
    checkAccessibility,
  }) => {
    // Two accessibility passes, a registration and a jump of the clock: more than one page's worth of time.
    test.slow();
    await page.clock.install();
    await logIn(demoUsers.admin, { to: '/games/class' });
    await expect(page.getByRole('heading', { level: 1, name: 'Live Zoom Classes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await checkAccessibility('the class list');

    const card = classCard(page, 'The Confident Pause');
    await expect(card).toContainText(/Starts in 1 day/);
    const seatsLeft = async () => Number(/(\d+) of \d+ seats left/.exec(await card.innerText())?.[1]);
    const before = await seatsLeft();
    expect(before, 'the card says how many seats are left').toBeGreaterThan(0);
    await card.getByRole('button', { name: 'COUNT ME IN' }).click();
    await expect(card.getByRole('button', { name: 'REGISTERED' })).toBeVisible();
    // The list reads itself again: the card counts the seat taken (other tests may take seats of this class too).
    await expect.poll(seatsLeft).toBeLessThan(before);

    // The detail modal shows the registration among those coming, and its button knows it too.
    await card.getByRole('button', { name: 'The Confident Pause' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Confident Pause' });
    await expect(dialog.getByRole('list', { name: 'Registered' })).toContainText('Ada Admin');
    await expect(dialog.getByRole('button', { name: 'REGISTERED' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'COUNT ME IN' })).toHaveCount(0);
    await checkAccessibility('the class detail modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A minute after its start, without a reload, the class is live.
    const start = Date.parse((await card.locator('time').getAttribute('datetime')) ?? '');
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(start - now + 60_000);
    await expect(card.getByRole('button', { name: 'JOIN CLASS' })).toBeVisible();
    // Only this page's clock moved: the BFF, still a day before the class, gives no join link yet (issue 29 §10).
    await card.getByRole('button', { name: 'JOIN CLASS' }).click();
    await expect(card.getByRole('alert')).toHaveText('You can join this class from 15 minutes before it starts.');
  });

  test('a second browser sees the attendee list change without reloading', async ({
    page,
    logIn,
    browser,
    baseURL,
  }) => {
    await logIn(demoUsers.admin, { to: '/games/class' });
    await classCard(page, 'Handling Tough Questions').getByRole('button', { name: 'Handling Tough Questions' }).click();
    await page.getByRole('link', { name: /Open the event page/ }).click();
    await expect(page).toHaveURL(/\/games\/event\/[0-9a-f-]{36}$/);
    await expect(page.getByText('You are viewing the event:')).toBeVisible();
    const attendees = page.getByRole('region', { name: 'Who’s coming' });
    // Opening the socket (ticket, upgrade, first list) is not what this test measures: a loaded machine may need a retry.
    await expect(attendees.getByText('Updates live.')).toBeVisible({ timeout: 30_000 });
    await expect(attendees).not.toContainText('Lena Learner');

    const other = await browser.newContext({ baseURL });
    const learnerPage = await other.newPage();
    await logIn(demoUsers.learner, { page: learnerPage });
    await learnerPage.goto(page.url());
    await learnerPage.getByRole('button', { name: 'REGISTER', exact: true }).click();
    // Two days ahead: joining opens 15 minutes before the start (issue 29 §10).
    await expect(learnerPage.getByRole('button', { name: /^Opens / })).toBeDisabled();

    await expect(attendees).toContainText('Lena Learner');
    await other.close();
  });

  test('the free plan sees paid classes dimmed, and one leads to where a plan that opens it is had', async ({
    page,
    logIn,
  }) => {
    await logIn(demoUsers.freeLearner, { to: '/games/class' });
    const dimmed = page.getByRole('link', { name: /Pitch Practice Lab/ }).first();
    // A pointer resting on the card would show its hover state (90 %), not the dimmed one.
    await page.mouse.move(0, 0);
    await expect(dimmed).toHaveCSS('opacity', '0.7');
    await expect(dimmed).toContainText('Upgrade to join this class');
    // Free classes stay open to the free plan.
    await expect(classCard(page, 'Open Mic Warm-Up')).toBeVisible();
    const href = (await dimmed.getAttribute('href')) ?? '';
    if (href.startsWith('/')) {
      // Billing is built: the card goes there (spec 3 §2.9).
      await dimmed.click();
      await expect(page).toHaveURL(/\/games\/user\/settings\/billing$/);
    } else {
      // Until billing is built (ADR 0011) the card opens the page where the paid tier is booked, in a new tab.
      await expect(dimmed).toHaveAttribute('target', '_blank');
      expect(href).toMatch(/^https?:\/\//);
    }
  });
});

test.describe('the cohort dashboard', () => {
  test('the onboarding form opens once; closing it counts, and it stays closed @phone', async ({
    page,
    logIn,
    request,
    checkAccessibility,
    isMobile,
  }) => {
    // A student of the spring cohort of this test's own, with the onboarding form to fill in (as the demo learner
    // has, whose form the week-tabs test closes — and the phone project may run that one first): the admin's Users
    // upload puts the new account in the cohort, straight through the BFF.
    const student = { email: `onboarding-${randomUUID()}@example.com`, name: 'Olive Onboard' };
    await seedUser({
      ...student,
      password: DEMO_PASSWORD,
      firstName: 'Olive',
      lastName: 'Onboard',
      plan: 'free',
      features: ['TEMPORARY_ONBOARDING'],
    });
    const uploaded = await request.post(`${bffUrl}/user_group/batch`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: {
        idempotencyKey: `onboarding-${randomUUID()}`,
        data: [
          {
            fullName: student.name,
            email: student.email,
            plan: 'free',
            groupName: 'Fundamentals Cohort — Spring',
            groupType: 'FUNDAMENTALS_CLASS',
            userGroupType: 'MEMBER',
          },
        ],
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    // An active fundamentals student lands on the cohort page after signing in (spec 3 §4.6), linked as Cohorts.
    await logIn(student);
    await expect(page).toHaveURL(/\/games\/cohort$/);
    // (On a phone the main navigation sits behind the menu button, under the dialog.)
    if (!isMobile)
      await expect(
        page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Cohorts' }),
      ).toHaveAttribute('aria-current', 'page');
    const onboarding = page.getByRole('dialog', { name: 'Welcome to your cohort' });
    await expect(onboarding).toBeVisible();
    await checkAccessibility('the onboarding form');
    // Issue 29: on a phone the AI coach badge sat over this dialog's Close; nothing fixed may cover its controls.
    await expectNothingCoversAControl(page, 'the onboarding form');
    await expectNoSidewaysScroll(page, 'the onboarding form');
    // The dialog goes at once and counts the close in the background: the reload waits for that answer (a reload
    // sent before it would cancel the request, as CI saw once on a busy machine).
    const closeCounted = page.waitForResponse(
      (response) => response.url().endsWith('/resources/cohorts/onboarding') && response.request().method() === 'POST',
    );
    await onboarding.getByRole('button', { name: 'Close' }).click();
    await expect(onboarding).toBeHidden();
    expect((await closeCounted).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Fundamentals Cohort — Spring' })).toBeVisible();
    await expect(onboarding).toHaveCount(0);
  });

  test('week tabs and the leaderboard toggle @phone', async ({ page, logIn, checkAccessibility, isMobile }) => {
    await logIn(demoUsers.learner, { to: '/games/cohort' });
    await expect(page.getByRole('heading', { level: 1, name: 'Fundamentals Cohort — Spring' })).toBeVisible();
    // The onboarding form opens until it was closed once (the test above); out of the way here.
    const onboarding = page.getByRole('dialog', { name: 'Welcome to your cohort' });
    if (await onboarding.isVisible()) await onboarding.getByRole('button', { name: 'Close' }).click();
    await expect(onboarding).toHaveCount(0);

    if (isMobile) {
      const weeks = page.getByLabel('Week', { exact: true });
      await expect(weeks.locator('option', { hasText: 'Week 3' })).toBeDisabled();
      await weeks.selectOption({ label: 'Week 1' });
    } else {
      await expect(page.getByRole('tab', { name: 'Week 2' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: /Week 3/ })).toBeDisabled();
      await page.getByRole('tab', { name: 'Week 1' }).click();
    }
    await expect(page.getByRole('tabpanel')).toContainText('Say yes to the first idea');
    await expect(page.getByRole('heading', { name: 'Homework' })).toBeVisible();

    const board = page.getByRole('region', { name: 'Weekly leaderboard' });
    await expect(board.getByRole('listitem')).toHaveCount(3);
    await board.getByRole('button', { name: 'View all' }).click();
    await expect(board.getByRole('listitem')).toHaveCount(6);
    await expect(board).not.toContainText('Cory Coach');
    // The learner's own row is marked; the exact points are the API suite's (other specs may play games first).
    await expect(board.getByRole('listitem').filter({ hasText: 'Lena Learner' })).toContainText('You');
    await board.getByRole('button', { name: 'View less' }).click();
    await expect(board.getByRole('listitem')).toHaveCount(3);

    await expect(page.getByRole('region', { name: 'Upcoming sessions' }).getByRole('link')).toHaveCount(5);
    await checkAccessibility('the cohort dashboard');
  });

  test('a user without an active cohort is sent home', async ({ page, logIn }) => {
    await logIn(demoUsers.freeLearner, { to: '/games/cohort' });
    await expect(page).toHaveURL(/\/games\/home$/);
  });
});

test.describe('bulk upload (admin)', () => {
  test('a Users CSV with one bad row shows the row’s error; fixed, it uploads', async ({
    page,
    logIn,
    checkAccessibility,
  }) => {
    await logIn(demoUsers.admin, { to: '/games/admin' });
    await page.getByRole('link', { name: /Fundamentals/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fundamentals' })).toBeVisible();
    await expect(page.getByText('One upload may hold only one group')).toBeVisible();
    const stamp = Date.now().toString(36);
    const csv = (secondEmail: string) =>
      [
        'fullName,email,plan,groupName,groupType,userGroupType',
        `Jordan Rivers,jordan-${stamp}@example.com,trainings,Evening Cohort ${stamp},FUNDAMENTALS_CLASS,STUDENT`,
        `Sam Okoye,${secondEmail},trainings,Evening Cohort ${stamp},FUNDAMENTALS_CLASS,STUDENT`,
      ].join('\n');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv('sam-at-example')) });
    const table = page.getByRole('table', { name: 'Preview of the Users rows' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row', { name: /^2 / })).toContainText('email: is not an e-mail address');
    await expect(page.getByRole('alert').filter({ hasText: '1 row needs attention' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload 1 row without problems' })).toBeEnabled();
    await checkAccessibility('the bulk upload preview');

    await input.setInputFiles({
      name: 'users.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv(`sam-${stamp}@example.com`)),
    });
    await expect(page.getByText('email: is not an e-mail address')).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload 2 rows' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Uploaded 2 rows: 2 created, 0 updated' })).toBeVisible();
  });
});
