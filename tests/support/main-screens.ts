import { expect, type Page } from '@playwright/test';
import { practiceScreen } from './practice-play.js';

/**
 * The main screens of the signed-in app (issue 29), each opened the way a learner reaches it. The layout
 * spec checks each for overlaps and sideways scroll at both viewports; the screenshot script photographs
 * each. The page clock must be installed before the first navigation (game timers run in virtual time).
 */
export interface MainScreen {
  name: string;
  open: (page: Page) => Promise<void>;
}

/** Waits for the page's main heading: the screen has rendered. */
async function heading(page: Page, name?: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first()).toBeVisible();
}

/** Opens a game from the games list, past its tutorial (WATCH LATER), to its setup. */
export async function openGameSetup(page: Page, shortCode: string): Promise<void> {
  await page.goto(`/games/dashboard/${shortCode}`);
  const watchLater = page.getByRole('button', { name: 'WATCH LATER' });
  const start = page.getByRole('button', { name: /^(START TRAINING|NEXT|LOADING CONTENT)$/ });
  await expect(watchLater.or(start)).toBeVisible();
  if (await watchLater.isVisible()) await watchLater.click();
  await expect(start).toBeVisible();
}

/** From a game's setup, through Ready? Set. Go!, to the first round's start, then into the round. */
export async function startRound(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: 'START TRAINING' });
  await expect(start).toBeEnabled({ timeout: 20_000 });
  await start.click();
  await expect(page.getByText('Ready?', { exact: true })).toBeVisible();
  for (const word of ['Set.', 'Go!']) {
    await page.clock.fastForward(1000);
    await expect(page.getByText(word, { exact: true })).toBeVisible();
  }
  await page.clock.fastForward(1000);
  await page.getByRole('button', { name: 'START', exact: true }).click();
}

/** A practice session's first game step, with the game running (the learner speaking). */
export async function openPracticeGameRound(page: Page, slug: string): Promise<void> {
  await page.goto(`/games/practice/${slug}`);
  const screen = practiceScreen(page);
  for (let step = 0; step < 12; step += 1) {
    await expect(screen).toHaveAttribute('data-practice-mode', /^(ELEMENTS|RETRY)$/);
    const kind = await screen.getAttribute('data-element-kind');
    if (kind === 'GAME') break;
    if (kind === 'INTRODUCTION') await page.getByRole('button', { name: 'Start practice' }).click();
    else await page.getByRole('button', { name: 'Next step' }).click();
    await expect(screen).not.toHaveAttribute('data-element-kind', kind ?? '');
  }
  await expect(screen).toHaveAttribute('data-element-kind', 'GAME');
  await page.getByRole('button', { name: 'Start game' }).click();
  // The embedded game's own start, when it has one, then into the round.
  const start = page.getByRole('button', { name: 'START', exact: true });
  for (let tick = 0; tick < 6 && !(await start.isVisible()); tick += 1) await page.clock.fastForward(1000);
  if (await start.isVisible()) await start.click();
  await page.clock.fastForward(3000);
}

/** The cohort page, its one-time onboarding dialog open when the user has not closed it yet. */
async function openCohort(page: Page): Promise<void> {
  await page.goto('/games/cohort');
  await heading(page);
}

export const mainScreens: MainScreen[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/games/home');
      await heading(page);
    },
  },
  {
    name: 'games',
    open: async (page) => {
      await page.goto('/games/dashboard');
      await heading(page);
    },
  },
  { name: 'conductor-setup', open: (page) => openGameSetup(page, 'conductor') },
  {
    name: 'conductor-round',
    open: async (page) => {
      await openGameSetup(page, 'conductor');
      await startRound(page);
      await expect(page.getByRole('img', { name: /^Energy level \d+ of 10$/ })).toBeVisible();
    },
  },
  {
    name: 'triple-step-round',
    open: async (page) => {
      await openGameSetup(page, 'triple-step');
      await startRound(page);
      await page.clock.fastForward(4500);
      await expect(page.getByText(/^Topic 1 of \d$/)).toBeVisible();
    },
  },
  {
    name: 'triple-step-multiplayer-setup',
    open: async (page) => {
      await openGameSetup(page, 'triple-step');
      await page.getByText('Multiplayer', { exact: true }).click();
      await expect(page.getByRole('button', { name: 'NEXT' })).toBeVisible();
    },
  },
  { name: 'podcast-setup', open: (page) => openGameSetup(page, 'podcast') },
  {
    name: 'podcast-round',
    open: async (page) => {
      await openGameSetup(page, 'podcast');
      // Podcast is multiplayer: its speakers' names come after NEXT.
      await page.getByRole('button', { name: 'NEXT' }).click();
      await startRound(page);
    },
  },
  {
    name: 'practice-snow-globe-round',
    open: (page) => openPracticeGameRound(page, 'the-power-of-the-pause'),
  },
  {
    name: 'course-lesson',
    open: async (page) => {
      await page.goto('/games/course/the-basics');
      await heading(page);
    },
  },
  { name: 'cohort', open: openCohort },
  {
    name: 'shape-history',
    open: async (page) => {
      await page.goto('/games/shape-history');
      await heading(page);
      await expect(page.locator('.recharts-radar').first()).toBeVisible();
    },
  },
  {
    name: 'leaderboard',
    open: async (page) => {
      await page.goto('/games/leaderboard');
      await heading(page);
    },
  },
];
