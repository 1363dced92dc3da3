import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/accessibility.js';
import { signInSeededUser } from '../support/fixtures.js';
import { elementKind, playGame } from '../support/practice-play.js';

// Guided practice (spec 2 §2-§5): Today's Practice played from its card through every element kind,
// the RETRY flow, input validation and End Practice (a timed step's overtime is a component test). The page
// clock is installed so timers and games run in virtual time.

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.install();
  // A learner of the test's own on the trainings plan, which has the DAILY_PRACTICE feature: the demo learner's
  // practice of the day is shared with the specs that run beside this one.
  await signInSeededUser(context, baseURL, {
    email: `e2e-${randomUUID()}@example.com`,
    password: 'speak-up-every-day',
    firstName: 'Pat',
    lastName: 'Practiser',
    plan: 'trainings',
  });
  await page.goto('/games/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Pat Practiser' })).toBeVisible();
});

test("Today's Practice from its card through every element kind to the conclusion, with one retry", async ({
  page,
  checkAccessibility,
}) => {
  // Every element kind with an axe pass each, a retry, a run back over the game and the done card: over a minute.
  test.slow();
  await page.goto('/games/dashboard');
  await expect(page.getByRole('heading', { name: "Today's Practice" })).toBeVisible();
  await expect(page.getByText('3 - 5 min')).toBeVisible();
  await page.getByRole('link', { name: "Start Today's Practice" }).click();
  await expect(page).toHaveURL(/\/games\/practice\/daily$/);

  const seen = new Set<string>();
  let retried = false;
  let ranBack = false;
  for (let step = 0; step < 30; step += 1) {
    const current = await elementKind(page);
    // Each kind of step passes axe-core (WCAG AA contrast, landmarks, labels) the first time it shows.
    if (!seen.has(current)) await checkAccessibility(`the practice screen: ${current}`);
    seen.add(current);
    if (current === 'CONCLUSION') break;
    switch (current) {
      case 'INTRODUCTION':
        await expect(page.getByRole('button', { name: 'Previous step' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Start practice' }).click();
        break;
      case 'INSTRUCTION':
      case 'DISCUSSION':
        await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
        await page.getByRole('button', { name: 'Skip' }).click();
        break;
      case 'INSTRUCTION_UNTIMED':
        await page.getByRole('button', { name: 'Next step' }).click();
        break;
      case 'DECISION':
        // The reflection follows the game: the goal's recap says what it was for (issue 29 §7).
        await expect(page.getByRole('region', { name: 'Game recap' })).toBeVisible();
        await expect(
          page
            .getByRole('button', { name: 'Run it back' })
            .or(page.getByRole('button', { name: 'Start over from the top' })),
        ).toBeVisible();
        if (!ranBack && (await page.getByRole('button', { name: 'Run it back' }).count()) > 0) {
          // Run it back lands on the game it promises, not on the warm-up before it (issue 29 §7).
          ranBack = true;
          await page.getByRole('button', { name: 'Run it back' }).click();
          await expect.poll(() => elementKind(page)).toBe('GAME');
          break;
        }
        await page.getByRole('button', { name: 'Keep going' }).click();
        break;
      case 'GAME':
        await expect(page.getByRole('button', { name: 'Next step' })).toBeVisible();
        await playGame(page);
        break;
      case 'RETRY':
        await expect(page.getByText('1 try remaining')).toBeVisible();
        // The retry screen is headed by the goal's authored recap, not a generic line.
        await expect(page.getByRole('heading', { name: 'Game complete!' })).toHaveCount(0);
        if (!retried) {
          retried = true;
          await page.getByRole('button', { name: 'Try again' }).click();
          // The game starts again from its instructions; with no try left, its end moves on.
          await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
        } else {
          await page.getByRole('button', { name: 'Continue' }).click();
        }
        break;
      case 'INPUT': {
        const save = page.locator('form').getByRole('button');
        const fields = page.getByRole('textbox');
        await expect(fields.first()).toBeVisible();
        // Ten words: within the bounds of every input of the daily sessions Today's Practice cycles through
        // (a title's 2 to 12 words, a story's 8 to 60), whichever one today brings.
        for (let index = 0; index < (await fields.count()); index += 1)
          await fields.nth(index).fill('Practise a little every single day and speak with confidence');
        await expect(save).toBeEnabled();
        await save.click();
        break;
      }
      default:
        throw new Error(`unexpected element ${current}`);
    }
  }
  expect([...seen].sort()).toEqual([
    'CONCLUSION',
    'DECISION',
    'DISCUSSION',
    'GAME',
    'INPUT',
    'INSTRUCTION',
    'INSTRUCTION_UNTIMED',
    'INTRODUCTION',
    'RETRY',
  ]);
  expect(retried).toBe(true);
  // The conclusion: its milestones done, the countdown to the user's midnight, the way home; no forward arrow.
  await expect(page.getByRole('heading', { name: 'Practice complete' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Milestones' }).getByText('(done)')).toHaveCount(1);
  for (const unit of ['days', 'hours', 'minutes', 'seconds'])
    await expect(page.getByText(unit, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next step' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
  // The card says today's is done instead of offering Start again (issue 29 §7); the view may take a moment.
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('region', { name: "Today's Practice" }).getByText('Done for today').count();
    })
    .toBe(1);
  await expect(page.getByRole('link', { name: "Start Today's Practice" })).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Practise again: Today's Practice" })).toBeVisible();
  await checkAccessibility("home with Today's Practice done");
  await page.screenshot({ path: test.info().outputPath('home-practice-done.png') });
});

// A timed step's pause, overtime and strong recommendation are a component test now
// (remix/app/practice/steps/timed-step.dom.test.tsx, ADR 0067's addendum).

test('an input step enables its button only when every field is valid, with the spec’s messages', async ({ page }) => {
  // build-your-talk-outline: element 1 asks for a Title (2-12 words) and an Arrow (4-30 words).
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/user-sessions')) starts.push(request.url());
  });
  await page.goto('/games/practice/build-your-talk-outline');
  await page.getByRole('button', { name: 'Start practice' }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  const arrow = page.getByRole('textbox', { name: 'Arrow' });
  const save = page.getByRole('button', { name: 'Save and continue' });
  await expect(save).toBeDisabled();
  await title.focus();
  await title.blur();
  await expect(page.getByText('Field cannot be empty.')).toBeVisible();
  await title.fill('Hello');
  await expect(page.getByText('Title must be over 2 words long.')).toBeVisible();
  await title.fill('One Month, One Rota');
  await arrow.fill(Array.from({ length: 31 }, () => 'word').join(' '));
  await expect(page.getByText('Arrow must be under 30 words long.')).toBeVisible();
  await expect(save).toBeDisabled();
  await arrow.fill('My team agrees to try the new rota');
  await expect(save).toBeEnabled();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/progress'),
  );
  await save.click();
  await expect(page.getByRole('heading', { name: 'Key Messages' })).toBeVisible();
  // What was written shows again in the outline.
  const outline = page.getByRole('complementary', { name: 'Your outline' });
  await expect(outline.getByText('My team agrees to try the new rota')).toBeVisible();
  expect((await saved).status()).toBe(200);

  // A reload goes on from this step, with what was written, rather than from the introduction.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Key Messages' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start practice' })).toHaveCount(0);
  await expect(outline.getByText('My team agrees to try the new rota')).toBeVisible();
  // One practice session for the visit, resumed rather than started again.
  expect(starts).toHaveLength(1);
});

test("End Practice leaves Today's Practice for /games/home, and an unknown session is not found", async ({ page }) => {
  await page.goto('/games/practice/daily');
  await expect(page.getByRole('button', { name: 'Start practice' })).toBeVisible();
  await page.getByRole('link', { name: 'End Practice' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
  await expect(page.getByRole('heading', { name: 'Daily practice' })).toBeVisible();
  await page.goto('/games/practice/no-such-session');
  await expect(page.getByRole('heading', { name: 'Practice not found' })).toBeVisible();
});
