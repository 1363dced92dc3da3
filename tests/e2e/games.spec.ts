import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/accessibility.js';
import { demoUsers } from '../support/fixtures.js';

// Each of the ten games played from its card to the end view with the shortest settings. The page clock is
// installed so the game timers (performance.now() read on timers) run in virtual time: fastForward jumps it.
// Every view a game shows on the way is checked with axe-core once, and every pie timer for a readable mm:ss.

test.beforeEach(async ({ page, logIn }) => {
  await page.clock.install();
  // The demo learner is on the trainings plan, which opens every game; the landing page has settled once the signed-in header shows.
  await logIn(demoUsers.learner);
});

/** Opens a game from its card on the games page and moves every slider of the setup to its minimum. */
async function openGame(page: Page, name: string) {
  await page.goto('/games/dashboard');
  await page.getByRole('link', { name: `Play ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/games\/dashboard\/[a-z-]+$/);
  const watchLater = page.getByRole('button', { name: 'WATCH LATER' });
  const start = page.getByRole('button', { name: /^(START TRAINING|NEXT|LOADING CONTENT)$/ });
  // Every game has its tutorial, shown first while the learner has not completed it (WATCH LATER does not mark it):
  // the first view, so nothing to go back to.
  await expect(page.getByRole('heading', { name: 'How to Play (with Examples)' })).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /^\/tutorials\/[a-z-]+\.mp4$/);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectAccessible(page, `${name}: tutorial`);
  await watchLater.click();
  await expect(start).toBeVisible();
  await expectAccessible(page, `${name}: setup`);
}

/** Each view of a game met while playing (its data-view and the section on screen), checked with axe-core once. */
async function checkNewView(page: Page, checked: Set<string>) {
  const key = await page.evaluate(() => {
    const player = document.querySelector('[data-view]');
    const section = player?.querySelector('section[aria-label]');
    return `${player?.getAttribute('data-game') ?? 'setup'}/${player?.getAttribute('data-view') ?? 'setup'}/${section?.getAttribute('aria-label') ?? ''}`;
  });
  if (checked.has(key)) return;
  checked.add(key);
  await expectAccessible(page, key);
}

/** Every pie on screen keeps its mm:ss inside the hole of its ring (a clock wider than the hole ran onto the ring). */
async function expectPiesReadable(page: Page) {
  // Measured until it holds: a pie caught in the frame it mounts or the view changes has no size yet.
  await expect(async () => readablePies(page)).toPass({ timeout: 5_000 });
}

async function readablePies(page: Page) {
  const pies = await page.locator('svg[data-pie]').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const hole = svg.querySelector('[data-pie-hole]')!.getBoundingClientRect();
      const clock = svg.querySelector('[data-pie-clock]')!.getBoundingClientRect();
      const radius = hole.width / 2;
      const cx = hole.left + radius;
      const cy = hole.top + radius;
      // The clock's farthest corner from the centre of the hole, as a share of the hole's radius.
      const reach =
        Math.hypot(Math.max(cx - clock.left, clock.right - cx), Math.max(cy - clock.top, clock.bottom - cy)) / radius;
      return { text: svg.querySelector('[data-pie-clock]')!.textContent, reach, clockWidth: clock.width };
    }),
  );
  for (const pie of pies) {
    expect(pie.clockWidth, `the clock ${pie.text} is drawn`).toBeGreaterThan(0);
    expect(pie.reach, `the clock ${pie.text} stays inside the hole`).toBeLessThan(0.95);
  }
}

async function minimiseSliders(page: Page) {
  const sliders = page.getByRole('slider');
  const count = await sliders.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await sliders.nth(index).focus();
    await page.keyboard.press('Home');
  }
}

async function startTraining(page: Page) {
  const start = page.getByRole('button', { name: 'START TRAINING' });
  await expect(start).toBeEnabled({ timeout: 20_000 });
  await start.click();
  await expect(page.getByText('Ready?', { exact: true })).toBeVisible();
  await advance(page, 1000);
  await expect(page.getByText('Set.', { exact: true })).toBeVisible();
  await advance(page, 1000);
  await expect(page.getByText('Go!', { exact: true })).toBeVisible();
  await advance(page, 1000);
}

async function advance(page: Page, ms: number) {
  await page.clock.fastForward(ms);
}

function endHeading(page: Page) {
  return page.getByRole('heading', { name: 'Well done!' });
}

function roundStart(page: Page) {
  return page.getByRole('button', { name: 'START', exact: true });
}

/**
 * Plays on until the end view: presses START before each round, answers a survival question with `vote`,
 * and otherwise jumps the clock so the timer on screen runs out.
 */
async function playToEnd(
  page: Page,
  { stepMs = 5000, vote = false, seen }: { stepMs?: number; vote?: boolean; seen?: (page: Page) => Promise<void> } = {},
) {
  const end = endHeading(page);
  const checked = new Set<string>();
  for (let step = 0; step < 400; step += 1) {
    if (await end.isVisible()) break;
    if (seen) await seen(page);
    await checkNewView(page, checked);
    await expectPiesReadable(page);
    const start = roundStart(page);
    if (await start.isVisible()) {
      await start.click();
      continue;
    }
    const answer = page.getByRole('button', { name: vote ? 'Yes' : 'No', exact: true });
    if (await answer.isVisible()) {
      await answer.click();
      continue;
    }
    await advance(page, stepMs);
  }
  await expect(end).toBeVisible();
  // The play-again button says what it does, in text on screen.
  await expect(page.getByRole('button', { name: 'Play again' })).toHaveText('Play again');
  await expect(page.getByRole('link', { name: 'Back to games' })).toBeVisible();
  await checkNewView(page, checked);
}

/** A game of one round says nothing about rounds at its end. */
async function expectNoRoundCount(page: Page) {
  await expect(page.getByRole('term')).toHaveText(['Time']);
}

/** The end view's summary: the first term is 'Rounds', its definition the count. */
async function expectRoundsPlayed(page: Page, count: number) {
  await expect(page.getByRole('term').first()).toHaveText('Rounds');
  await expect(page.getByRole('definition').first()).toHaveText(String(count));
}

test.describe('games played to the end view', () => {
  test('Triple Step: title, topic words, survival question and counter', async ({ page }) => {
    await openGame(page, 'Triple Step');
    await minimiseSliders(page);
    await page.getByRole('switch', { name: 'survival mode' }).check();
    await startTraining(page);

    await expect(page.getByText('Your title')).toBeVisible();
    await expect(page.getByText('0 rounds survived')).toBeVisible();
    await roundStart(page).click();
    await expect(page.getByRole('region', { name: 'Triple Step round' })).toBeVisible();
    await advance(page, 4500);
    await expect(page.getByText('Topic 1 of 3')).toBeVisible();
    // The title is the anchor: the surprise word is short, smaller than the title, and on one line.
    const sizes = await page.evaluate(() => {
      const title = document.querySelector('[data-triple-step-title]')!;
      const word = document.querySelector('[data-triple-step-word]')!;
      const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
      const lineHeight = Number.parseFloat(getComputedStyle(word).lineHeight) || size(word) * 1.25;
      return {
        title: size(title),
        word: size(word),
        wordHeight: word.getBoundingClientRect().height,
        lineHeight,
        text: word.textContent ?? '',
      };
    });
    expect(sizes.word).toBeLessThan(sizes.title);
    expect(sizes.text.length).toBeLessThanOrEqual(16);
    expect(sizes.wordHeight).toBeLessThan(sizes.lineHeight * 2);
    await advance(page, 30_000);
    await expect(page.getByRole('heading', { name: 'Did you survive?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByText('1 round survived')).toBeVisible();

    // The next round is shorter and has more topics; this time the speaker does not survive.
    await roundStart(page).click();
    await advance(page, 4500);
    await expect(page.getByText('Topic 1 of 4')).toBeVisible();
    await playToEnd(page, { stepMs: 30_000, vote: false });
    await expect(page.getByText('1 round survived')).toBeVisible();
    await expectRoundsPlayed(page, 2);
  });

  test('Conductor: the energy slides and the timeline', async ({ page }) => {
    await openGame(page, 'Conductor');
    await minimiseSliders(page);
    await startTraining(page);
    const title = (await page.getByRole('region', { name: 'Round start' }).getByRole('heading').textContent()) ?? '';
    expect(title).not.toBe('');
    await roundStart(page).click();
    await expect(page.getByRole('img', { name: /^Energy level \d+ of 10$/ })).toBeVisible();
    // The speech's title stays on screen through the slides.
    await expect(page.getByRole('region', { name: 'Conductor' })).toContainText(`Your title: ${title}`);
    await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
    let sawFinal = false;
    await playToEnd(page, {
      stepMs: 6000,
      seen: async (p) => {
        sawFinal ||= await p.getByRole('img', { name: 'Final slide' }).isVisible();
      },
    });
    expect(sawFinal).toBe(true);
  });

  test('Rapid Fire Autocomplete: a fresh prompt every round', async ({ page }) => {
    await openGame(page, 'Rapid Fire Autocomplete');
    await minimiseSliders(page);
    await startTraining(page);
    await roundStart(page).click();
    const prompts: string[] = [];
    for (let round = 1; round <= 3; round += 1) {
      await expect(page.getByText(`Round ${round} of 3`)).toBeVisible();
      await expect(page.getByText(new RegExp(`^Round ${round}$`, 'i'))).toHaveCount(0);
      const prompt = page.getByRole('region', { name: 'Round' }).getByRole('heading');
      await expect(prompt).toHaveText(/ (is|are)…$/);
      prompts.push((await prompt.textContent()) ?? '');
      await advance(page, 2500);
    }
    expect(new Set(prompts).size).toBe(3);
    await playToEnd(page);
    await expectRoundsPlayed(page, 3);
  });

  test('Rapid Fire Analogies in multiplayer: the speaker, and feedback rounds between players', async ({ page }) => {
    // Six rounds with feedback between players and a second setup: more than a minute on a loaded machine.
    test.slow();
    await openGame(page, 'Rapid Fire Analogies');
    await page.getByText('Multiplayer', { exact: true }).click();
    await minimiseSliders(page);
    await page.getByRole('switch', { name: 'leave time for feedback' }).check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    // A click into a name selects it, like focus from the keyboard: typing replaces 'Player 1' (spec 2 §2).
    await page.getByLabel('Player 1', { exact: true }).click();
    await page.keyboard.type('Ana');
    await expect(page.getByLabel('Player 1', { exact: true })).toHaveValue('Ana');
    await page.getByLabel('Player 2', { exact: true }).click();
    await page.keyboard.type('Ben');
    await expect(page.getByLabel('Player 2', { exact: true })).toHaveValue('Ben');
    await startTraining(page);

    await expect(page.getByText("Ana, you're up")).toBeVisible();
    await roundStart(page).click();
    await expect(page.getByText('Speaker: Ana')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Round' }).getByRole('heading')).toHaveText(/^As .+ as…$/);
    await advance(page, 2500);
    await expect(page.getByRole('heading', { name: 'Ben, give Ana feedback' })).toBeVisible();
    await expect(page.getByRole('timer', { name: /^Feedback timer: 00:1[45]/ })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText('Speaker: Ben')).toBeVisible();
    await advance(page, 2500);
    await expect(page.getByRole('heading', { name: 'Ana, give Ben feedback' })).toBeVisible();
    await playToEnd(page, { stepMs: 15_000 });
    // Three rounds as the header counted them, each a speech by Ana and one by Ben (issue 29 §8).
    await expectRoundsPlayed(page, 3);
    await expect(page.getByText('6 speeches', { exact: true })).toBeVisible();

    // The names come back in the next game's setup as they were typed, and a click still replaces them.
    await page.getByRole('link', { name: 'Back to games' }).click();
    await expect(page.getByRole('link', { name: 'Play Rapid Fire Analogies' })).toBeFocused();
    await openGame(page, 'Rapid Fire Analogies');
    await page.getByRole('button', { name: 'NEXT' }).click();
    const first = page.getByLabel('Player 1', { exact: true });
    await expect(first).toHaveValue('Ana');
    await first.click();
    await page.keyboard.type('Ana');
    await expect(first).toHaveValue('Ana');
  });

  for (const name of ['Autocomplete with Breath', 'Analogies with Breath']) {
    test(`${name}: rushed round, BREATHE IN / BREATHE OUT, then the speech`, async ({ page }) => {
      await openGame(page, name);
      await minimiseSliders(page);
      await startTraining(page);
      await roundStart(page).click();
      await expect(page.getByRole('region', { name: 'Round' }).getByRole('heading')).toBeVisible();
      await advance(page, 3500);
      await expect(page.getByRole('heading', { name: 'BREATHE IN' })).toBeVisible();
      await advance(page, 2500);
      await expect(page.getByRole('heading', { name: 'BREATHE OUT' })).toBeVisible();
      await advance(page, 1500);
      await expect(page.getByText('Clean it up')).toBeVisible();
      await playToEnd(page, { stepMs: 3000 });
    });
  }

  test('The Blindfolded Slideshow: title, photos with attribution, wrap-up, and the replay', async ({ page }) => {
    await openGame(page, 'The Blindfolded Slideshow');
    await minimiseSliders(page);
    await startTraining(page);
    await expect(page.getByText('Your presentation')).toBeVisible();
    await advance(page, 5500);
    await expect(page.getByText(/^Photo by /)).toBeVisible();
    await expect(page.getByText(/^Slide 1 of \d+$/)).toBeVisible();
    let sawWrapUp = false;
    await playToEnd(page, {
      stepMs: 5000,
      seen: async (p) => {
        sawWrapUp ||= await p.getByRole('heading', { name: 'Wrap it up!' }).isVisible();
      },
    });
    expect(sawWrapUp).toBe(true);
    await page.getByRole('button', { name: 'OR replay last round (same images, new title)' }).click();
    await expect(page.getByText('Your presentation')).toBeVisible();
  });

  test('Snow Globe: the talk timer with pause prompts', async ({ page }) => {
    await openGame(page, 'Snow Globe');
    await minimiseSliders(page);
    // A 30 s talk with 3 s pauses holds no shake when its first segment draws 18 or 19 s (at least 10 s must remain
    // after a pause); one step up (60 s) always holds one, so the breathe prompt below never depends on the draw.
    await page.getByRole('slider', { name: 'Total duration' }).focus();
    await page.keyboard.press('ArrowRight');
    await startTraining(page);
    await roundStart(page).click();
    await expect(page.getByRole('heading', { name: 'Keep talking' })).toBeVisible();
    await expect(page.getByRole('timer', { name: /^Talk timer: 01:00/ })).toBeVisible();
    const talkTimer = page.getByRole('timer', { name: /^Talk timer/ });
    const before = (await talkTimer.boundingBox())!.y;
    // On to the first breathe prompt: the talk timer stays where it was, and no word echoes the Pause button.
    for (let step = 0; step < 30 && !(await page.getByRole('heading', { name: 'Breathe' }).isVisible()); step += 1)
      await advance(page, 1000);
    await expect(page.getByRole('heading', { name: 'Breathe' })).toBeVisible();
    expect(Math.abs((await talkTimer.boundingBox())!.y - before)).toBeLessThan(2);
    await expect(page.getByText('PAUSE', { exact: true })).toHaveCount(0);
    await playToEnd(page, { stepMs: 3000 });
  });

  test('Podcast Game: turns in the players’ colours up to (End the podcast)', async ({ page }) => {
    await openGame(page, 'Podcast Game');
    await minimiseSliders(page);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByLabel('Player 1', { exact: true }).fill('Ana');
    await page.getByLabel('Player 2', { exact: true }).fill('Ben');
    await startTraining(page);
    await roundStart(page).click();
    await expect(page.getByRole('heading', { name: 'Ana' })).toBeVisible();
    await expect(page.getByText('Up next: Ben')).toBeVisible();
    let sawEnd = false;
    await playToEnd(page, {
      stepMs: 10_000,
      seen: async (p) => {
        sawEnd ||= await p.getByText('Up next: (End the podcast)').isVisible();
      },
    });
    expect(sawEnd).toBe(true);
  });

  // Space's pause and resume, and the pie's redraw each tenth from a timer (ADR 0048), are component tests now
  // (remix/app/games/frame/game-frame.dom.test.tsx).
  test('Timer: one pie countdown to the end view', async ({ page }) => {
    await openGame(page, 'Timer');
    await minimiseSliders(page);
    await startTraining(page);
    await expect(page.getByRole('timer', { name: /^Timer: 00:15/ })).toBeVisible();
    await playToEnd(page, { stepMs: 16_000 });
    await expectNoRoundCount(page);
  });
});
