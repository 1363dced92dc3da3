import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { demoUsers } from '../support/fixtures.js';

// The progress page /games/progress (issue 18): per-game stats, voice metric trends against the learner's own
// baseline, and the daily streak calendar; reached from the user menu and the games list.

const PROGRESS = '/games/progress';

/** The page fits the viewport: nothing but a named scrolling region may be wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('the demo learner', () => {
  test('reaches the page from the user menu and sees the charts, the stats and the streak calendar @phone', async ({
    page,
    logIn,
    checkAccessibility,
  }) => {
    await logIn(demoUsers.learner);
    // Away from the landing page (the cohort's, whose onboarding dialog may open over it).
    await page.goto('/games/dashboard');
    await page.getByRole('banner').getByRole('button', { name: demoUsers.learner.name }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Your progress' }).click();
    await expect(page).toHaveURL(new RegExp(`${PROGRESS}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();

    // The calendar of the seeded rounds (five weeks of them, up to yesterday or the day before), today outlined.
    const streak = page.getByRole('region', { name: 'Daily streak' });
    const today = streak.locator('td[data-today]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText('(today)');
    const days = (
      await streak.locator('td[data-day]').evaluateAll((cells) =>
        cells.map((cell) => ({
          day: cell.getAttribute('data-day') ?? '',
          active: cell.getAttribute('data-active') === 'true',
        })),
      )
    ).sort((a, b) => a.day.localeCompare(b.day));
    expect(days.filter((day) => day.active).length).toBeGreaterThanOrEqual(15);
    await expect(streak).toContainText(`${days.filter((day) => day.active).length} active days in the last 12 weeks`);
    // The current streak is the run of active days up to today, or up to yesterday while today is still to play.
    const run = days.slice(0, days[days.length - 1]?.active ? days.length : days.length - 1);
    const expected = run.length - 1 - run.map((day) => day.active).lastIndexOf(false);
    await expect(streak.getByTestId('current-streak').locator('span').first()).toHaveText(String(expected));
    if (expected === 0)
      await expect(streak).toContainText('Your streak has ended. Play a game today to start a new one.');
    // 12 weeks of 7 days up to today.
    await expect(streak.locator('tbody tr')).toHaveCount(7);
    await expect(streak.locator('thead th[scope=col]')).toHaveCount(1 + 12);

    // The games the learner played, as tabs; the selected game's stats and its voice trends.
    const tabs = page.getByRole('tablist', { name: 'Your games' });
    for (const game of ['Triple Step', 'Snow Globe', 'Conductor', 'Rapid Fire Autocomplete'])
      await expect(tabs.getByRole('tab', { name: game })).toBeVisible();
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Snow Globe' }).click();
    await expect(tabs.getByRole('tab', { name: 'Snow Globe' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Snow Globe' });
    await expect(panel.getByRole('heading', { level: 2, name: 'Snow Globe' })).toBeVisible();
    const stats = panel.getByRole('group', { name: 'Snow Globe stats' });
    for (const label of ['Sessions played', 'Rounds played', 'Time played', 'Rounds survived'])
      await expect(stats.locator(`[data-stat="${label}"] dd`)).toHaveText(/^\d/);
    expect(Number(await stats.locator('[data-stat="Rounds played"] dd').textContent())).toBeGreaterThanOrEqual(2);

    // The seeded voice rounds: a chart of speaking time with the learner's baseline and a summary in words.
    const chart = panel.getByRole('img', { name: 'Speaking time' });
    await expect(chart.locator('.recharts-line-curve')).toBeVisible();
    expect(await chart.locator('.recharts-line-dot').count()).toBeGreaterThanOrEqual(2);
    await expect(chart.locator('.recharts-reference-line')).toHaveCount(1);
    await expect(panel.locator('[data-trend=speakingRatio]')).toContainText(
      /Latest \d+%, (above|below|level with) your baseline of \d+%/,
    );
    await expect(panel.locator('[data-trend=speakingRatio]')).toContainText('Your baseline (');
    // Snow Globe's own trend: the pauses taken on cue.
    await expect(panel.getByRole('img', { name: 'Pauses on cue' })).toBeVisible();
    await expect(panel.locator('[data-trend=followEnergy]')).toHaveCount(0);

    // The figures behind a chart, as a table, newest first.
    const pauses = panel.locator('[data-trend=pausesOnCue]');
    await pauses.getByText('Figures of each round').click();
    await expect(pauses.getByRole('table').locator('tbody tr').first()).toContainText(/\d+ of \d+ \(\d+%\)/);
    await checkAccessibility('the progress page of the demo learner');
    await expectNoSidewaysScroll(page);
  });

  test('moves between games with the keyboard; Conductor’s mean pause chart draws the confident-pause band', async ({
    page,
    logIn,
  }) => {
    await logIn(demoUsers.learner);
    // ?game= opens on that game's tab.
    await page.goto(`${PROGRESS}?game=conductor`);
    const tabs = page.getByRole('tablist', { name: 'Your games' }).getByRole('tab');
    const conductor = page.getByRole('tab', { name: 'Conductor' });
    await expect(conductor).toHaveAttribute('aria-selected', 'true');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(4);

    // One tab stop: the selected tab; arrows, Home and End move the selection.
    await conductor.focus();
    await page.keyboard.press('End');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
      (await tabs.nth(1).textContent()) ?? '',
    );
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    while (!(await conductor.evaluate((tab) => tab === document.activeElement)))
      await page.keyboard.press('ArrowRight');
    await expect(conductor).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel', { name: 'Conductor' });
    await expect(panel).toBeFocused();

    const meanPause = panel.locator('[data-trend=meanPause]');
    await expect(meanPause).toContainText('Confident pauses (0.4 s–1.2 s)');
    await expect(meanPause).toContainText('Hesitation (over 2.0 s)');
    await expect(meanPause.locator('.recharts-reference-area')).toHaveCount(1);
    await expect(meanPause).toContainText(/\d+ of \d+ in the confident pauses band/);
    await expect(panel.getByRole('img', { name: 'Follow the energy' }).locator('.recharts-line-curve')).toBeVisible();
  });
});

test.describe('a new learner', () => {
  test('sees the empty states, then the first round with voice metrics as a new data point @phone', async ({
    page,
    freshAccount,
    checkAccessibility,
  }) => {
    void freshAccount;
    await page.goto('/games/dashboard');
    await page.getByRole('link', { name: 'Your progress' }).click();
    await expect(page).toHaveURL(new RegExp(`${PROGRESS}$`));

    await expect(page.getByRole('heading', { name: 'Your progress starts with your first round' })).toBeVisible();
    await expect(page.getByText('Turn on Voice metrics on a game’s setup screen and play a round.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a game' })).toHaveAttribute('href', '/games/dashboard');
    const streak = page.getByRole('region', { name: 'Daily streak' });
    await expect(streak).toContainText('No streak yet. Play a game today to start one.');
    await expect(streak.getByTestId('current-streak')).toContainText('0');
    await expect(streak.locator('td[data-active=true]')).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await checkAccessibility('the progress page of a new learner');
    await expectNoSidewaysScroll(page);

    // A round of Conductor with voice metrics, sent as the game sends it: from the page, through the web app's resource routes.
    const voiceMetrics = {
      analysedMs: 60_000,
      speakingMs: 42_000,
      speakingRatio: 0.7,
      pauseCount: 6,
      meanPauseMs: 900,
      hesitationCount: 1,
      longestSilenceMs: 2_400,
      energyRangeDb: 17.5,
      pitchRangeSemitones: 6.2,
      followEnergyScore: 64,
    };
    const statuses = await page.evaluate(
      async ({ voiceMetrics, roundKey, finishKey }) => {
        const post = (path: string, body: unknown) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const started = await post('/resources/game-sessions', {
          shortCode: 'conductor',
          settings: {},
          isMultiplayer: false,
          players: [],
        });
        const { sessionId } = (await started.json()) as { sessionId: string };
        const round = await post(`/resources/game-sessions/${sessionId}/rounds?consistent=1`, {
          idempotencyKey: roundKey,
          round: 1,
          playerIndex: 0,
          playerName: 'Nova Speaker',
          settings: {},
          roundDuration: 60,
          speechDuration: 42,
          pauseDuration: 18,
          survived: true,
          voiceMetrics,
        });
        const finished = await post(`/resources/game-sessions/${sessionId}/finish`, {
          idempotencyKey: finishKey,
          totalRounds: 1,
          totalDuration: 60,
          survivalRounds: 1,
        });
        return [started.status, round.status, finished.status];
      },
      { voiceMetrics, roundKey: randomUUID(), finishKey: randomUUID() },
    );
    expect(statuses).toEqual([201, 201, 200]);

    // The projections catch up: the page shows Conductor with its one measured round and its finished session.
    const panel = page.getByRole('tabpanel');
    const stats = panel.getByRole('group', { name: 'Conductor stats' });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Conductor' })).toBeVisible({ timeout: 1_000 });
      await expect(panel.locator('[data-trend=followEnergy]')).toBeVisible({ timeout: 1_000 });
      await expect(stats.locator('[data-stat="Time played"] dd')).toHaveText('1 min', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(panel.getByRole('heading', { level: 2, name: 'Conductor' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Speaking time' })).toBeVisible();
    await expect(panel.locator('[data-trend=speakingRatio]')).toContainText('Speaking time: 1 round, on');
    await expect(panel.locator('[data-trend=speakingRatio]')).toContainText('Latest 70%');
    await expect(panel.locator('[data-trend=followEnergy]')).toContainText('Latest 64 points');
    await expect(panel.locator('[data-trend=meanPause]')).toContainText('1 of 1 in the confident pauses band');
    // One point drawn on the line.
    await expect(panel.getByRole('img', { name: 'Speaking time' }).locator('.recharts-line-dot')).toHaveCount(1);
    await expect(stats.locator('[data-stat="Sessions played"] dd')).toHaveText('1');
    await expect(stats.locator('[data-stat="Rounds played"] dd')).toHaveText('1');
    await expect(stats.locator('[data-stat="Rounds survived"] dd')).toHaveText('1');

    // Today's round starts the streak.
    await expect(streak.getByTestId('current-streak')).toContainText('1');
    await expect(streak.locator('td[data-today]')).toHaveAttribute('data-active', 'true');
    await checkAccessibility('the progress page after the first round');
  });
});

test('the progress page’s charts load on that page only', async ({ page, logIn }) => {
  await logIn(demoUsers.learner);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${PROGRESS}?game=conductor`);
  await expect(page.getByRole('tabpanel').locator('.recharts-line-curve').first()).toBeVisible();
  // The route's own module, and what it loads after the page is shown: the charts (Remix's manifest lists the static imports).
  const { route, statics } = await page.evaluate(() => {
    type Route = { module: string; imports?: string[] };
    const manifest = (
      window as unknown as {
        __remixManifest: { url: string; entry: Route; routes: Record<string, Route | undefined> };
      }
    ).__remixManifest;
    const files = (entry: Route | undefined) => (entry ? [entry.module, ...(entry.imports ?? [])] : []);
    const progress = manifest.routes['routes/games.progress'];
    return {
      route: progress?.module ?? '',
      statics: [
        // The route manifest itself, one script every page imports (ADR 0045).
        manifest.url,
        ...files(manifest.entry),
        ...files(manifest.routes.root),
        ...files(manifest.routes['routes/games']),
        ...files(progress),
      ],
    };
  });
  const charts = [...new Set(scripts)].filter((path) => !statics.includes(path));
  expect(charts.length, 'the chart modules load after the page').toBeGreaterThan(0);
  const own = [route, ...charts];

  scripts.length = 0;
  await page.goto('/games/dashboard');
  await expect(page.getByRole('link', { name: 'Your progress' })).toBeVisible();
  await page.goto('/games/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length, 'the pages loaded their own scripts').toBeGreaterThan(0);
  expect(scripts.filter((path) => own.includes(path))).toEqual([]);
});
