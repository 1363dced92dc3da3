import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { espeakSamples, fakeMicrophoneBrowser, writePcm16Wav } from '../support/fake-microphone.js';
import { demoUsers } from '../support/fixtures.js';
import { openSinglePlayerSetup } from '../support/game-setup.js';

// The round debrief (issue 31): Chromium's fake microphone plays a WAV this spec makes — espeak-ng phrases with a
// held 'uh' (espeak-ng's own vowel, one pitch period repeated for 0.9 s) after each — so the analysis in the page
// hears real speech with filled pauses, and the round is recorded in the browser and replayed from it.

const RATE = 48_000;

/** espeak-ng's 'uh' held for `ms`: one pitch period from the middle of its vowel, repeated. */
function heldUh(ms: number): Int16Array {
  const vowel = espeakSamples('uh', RATE, 120);
  const middle = vowel.subarray(Math.floor(vowel.length * 0.35), Math.floor(vowel.length * 0.65));
  let bestLag = 0;
  let best = -Infinity;
  const scores: number[] = [];
  for (let lag = Math.round(RATE / 400); lag <= Math.round(RATE / 70); lag += 1) {
    let sum = 0;
    for (let i = 0; i + lag < middle.length; i += 1) sum += (middle[i] ?? 0) * (middle[i + lag] ?? 0);
    scores.push(sum);
    if (sum > best) best = sum;
  }
  // The shortest lag within 90 % of the best is the period (not a multiple of it).
  bestLag = Math.round(RATE / 400) + scores.findIndex((score) => score >= best * 0.9);
  const period = middle.subarray(0, bestLag);
  const out = new Int16Array(Math.round((RATE * ms) / 1000));
  const edge = Math.round(RATE * 0.03);
  for (let i = 0; i < out.length; i += 1) {
    const gain = Math.min(1, i / edge, (out.length - 1 - i) / edge);
    out[i] = Math.round((period[i % period.length] ?? 0) * gain);
  }
  return out;
}

const silence = (ms: number) => new Int16Array(Math.round((RATE * ms) / 1000));

/** Phrase, 'uh', phrase, 'uh', a short silence: about six seconds, looped by Chromium; no silence reaches 2 s. */
function speechWithFilledPauses(file: string): void {
  const parts = [
    espeakSamples('I walk along the river', RATE),
    silence(150),
    heldUh(900),
    silence(150),
    espeakSamples('to the old bridge', RATE),
    silence(150),
    heldUh(900),
    silence(600),
  ];
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  writePcm16Wav(file, samples, RATE);
}

const fakeMicrophone = path.join(os.tmpdir(), `impromptu-e2e-voice-debrief-${process.pid}.wav`);
speechWithFilledPauses(fakeMicrophone);

test.use(fakeMicrophoneBrowser(fakeMicrophone, ['--autoplay-policy=no-user-gesture-required']));

const RECORD_SWITCH = 'Record my rounds to replay them — the audio stays on this device';

/** Every request the page sends with a body: none may carry audio. */
function requestsWithBodies(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.postDataBuffer() !== null) sent.push(request);
  });
  return sent;
}

async function keptRecordings(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('impromptu-recordings', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('rounds', 'readonly').objectStore('rounds').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** The length in seconds of the latest round kept on the device, its audio decoded in the page. */
async function latestRecordingSeconds(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const rounds = await new Promise<{ recordedAt: number; audio: Blob }[]>((resolve, reject) => {
      const open = indexedDB.open('impromptu-recordings', 1);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const all = open.result.transaction('rounds', 'readonly').objectStore('rounds').getAll();
        all.onsuccess = () => {
          open.result.close();
          resolve(all.result as { recordedAt: number; audio: Blob }[]);
        };
        all.onerror = () => reject(all.error);
      };
    });
    const latest = rounds.sort((a, b) => a.recordedAt - b.recordedAt).at(-1);
    if (!latest) return 0;
    const context = new OfflineAudioContext(1, 1, 48_000);
    return (await context.decodeAudioData(await latest.audio.arrayBuffer())).duration;
  });
}

/**
 * The microphone answers only once the test lets it (as when a learner's browser asks, or a slow device starts it):
 * getUserMedia waits for `window.releaseMicrophone()`.
 */
async function holdTheMicrophone(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    (window as unknown as { releaseMicrophone: () => void }).releaseMicrophone = release;
    devices.getUserMedia = async (constraints) => {
      await released;
      return open(constraints);
    };
  });
  return () => page.evaluate(() => (window as unknown as { releaseMicrophone: () => void }).releaseMicrophone());
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['microphone']);
});

test('after a round the debrief replays it from the device, marks its moments, gives a tip from its figures, and deletes it @phone', async ({
  page,
  logIn,
  checkAccessibility,
}) => {
  test.setTimeout(150_000);
  await logIn(demoUsers.learner);
  const releaseMicrophone = await holdTheMicrophone(page);
  const sent = requestsWithBodies(page);
  const modal = await openSinglePlayerSetup(page, 'autocomplete', 'Rapid Fire Autocomplete');
  // Three rounds of six seconds.
  await modal.getByRole('slider', { name: 'Round duration' }).focus();
  await page.keyboard.press('End');
  await modal.getByRole('slider', { name: 'Rounds' }).focus();
  await page.keyboard.press('Home');

  // The switch says where the audio stays; voice metrics are offered beside it with what they give.
  const record = modal.getByRole('switch', { name: RECORD_SWITCH });
  await expect(record).not.toBeChecked();
  await expect(modal.getByText('Measure your pace, pauses, filled pauses and energy as you play.')).toBeVisible();
  await record.check();
  await expect(record).toBeChecked();
  await expect(modal.getByText('Your last 10 rounds are kept in this browser.', { exact: false })).toBeVisible();
  await checkAccessibility('a game setup with recording on');

  await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'START TRAINING' }).click();
  await modal.getByRole('button', { name: 'START', exact: true }).click({ timeout: 20_000 });

  // The round's clock waits for the microphone: while it starts the game says so, and the round has not begun.
  const starting = modal.locator('[data-microphone-starting]');
  await expect(starting.getByRole('status')).toHaveText('Starting the microphone…');
  await expect(starting.getByRole('button', { name: 'Play without waiting' })).toBeVisible();
  await expect(modal.getByRole('timer', { name: /Round timer/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`microphone-starting-${test.info().project.name}.png`) });
  await checkAccessibility('the round waiting for the microphone');
  await releaseMicrophone();
  await expect(modal.getByRole('timer', { name: /Round timer/ })).toBeVisible({ timeout: 40_000 });
  await expect(starting).toHaveCount(0);

  // With the rounds recorded, Rapid Fire pauses on each round's start card, where the last round's compact debrief
  // shows: its replay, one line of figures and its tip; the timeline one button away; START (Enter) skips it.
  for (const round of [1, 2]) {
    const between = modal.locator('section[data-debrief]');
    await expect(between).toHaveAttribute('data-debrief', 'done', { timeout: 40_000 });
    await expect(between.getByLabel('Replay your round')).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
    await expect(between.getByRole('list', { name: 'Moments in your round' })).toHaveCount(0);
    // Every round, the first too, is heard from its start: its figures and tip, no word of a late microphone, and
    // a recording as long as the six-second round.
    await expect(between.locator('[data-debrief-compact]')).toHaveText(
      /^Pace: (\d+\.\d syllables\/s ±\d+ %.*|.+ to measure) · .+ · filled pauses: (\d+ ±\d+ \(.+\)|.+ to measure)$/,
    );
    await expect(between.locator('[data-debrief-tip]')).toHaveCount(1);
    await expect(between.locator('[data-debrief-note="heard-late"], [data-debrief-note="started-late"]')).toHaveCount(
      0,
    );
    await expect(between.getByText('into this round', { exact: false })).toHaveCount(0);
    await expect.poll(() => keptRecordings(page), { timeout: 20_000 }).toBe(round);
    const seconds = await latestRecordingSeconds(page);
    test.info().annotations.push({ type: 'recording', description: `round ${round}: ${seconds.toFixed(2)} s` });
    expect(seconds).toBeGreaterThan(5);
    expect(seconds).toBeLessThan(7);
    if (round === 1) {
      await page.screenshot({ path: test.info().outputPath(`debrief-first-${test.info().project.name}.png`) });
    } else {
      await page.screenshot({ path: test.info().outputPath(`debrief-between-${test.info().project.name}.png`) });
      await checkAccessibility('the compact debrief between rounds');
      const whole = between.getByRole('button', { name: 'Show the timeline and all figures' });
      await whole.focus();
      await page.keyboard.press('Enter');
      await expect(between.getByRole('list', { name: 'Moments in your round' })).toBeVisible();
      await expect(between.getByRole('region', { name: 'Voice metrics' })).toBeVisible();
      await between.getByRole('button', { name: 'Show less' }).click();
    }
    const startNext = modal.getByRole('button', { name: 'START', exact: true });
    await startNext.focus();
    await page.keyboard.press('Enter');
    await expect(startNext).toHaveCount(0);
  }

  // At the game's end: the whole game in one table with one tip, then a debrief per round, the last one open.
  await expect(modal.getByRole('heading', { name: 'Well done!' })).toBeVisible({ timeout: 60_000 });
  await expect(modal.getByRole('region', { name: /^Round \d debrief$/ })).toHaveCount(3, { timeout: 20_000 });
  const summary = modal.getByRole('region', { name: 'Your game' });
  await expect(summary.locator('[data-game-summary-round]')).toHaveCount(3);
  await expect(summary.locator('[data-game-summary-figures]')).toContainText('Over the game: Pace', {
    timeout: 20_000,
  });
  await expect(summary.locator('[data-debrief-tip]')).toHaveCount(1);
  // Clean speech with held 'uh's is not a loud room: the held vowels are pitched, not the room's noise.
  await expect(modal.locator('[data-debrief-note="loud-room"]')).toHaveCount(0);
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`debrief-game-${test.info().project.name}.png`) });
  const debrief = modal.getByRole('region', { name: 'Round 3 debrief' });
  await expect(debrief).toHaveAttribute('data-debrief', 'done', { timeout: 20_000 });
  await expect(
    modal.getByRole('region', { name: 'Round 1 debrief' }).getByRole('button', { name: 'Show debrief' }),
  ).toBeVisible();
  const replay = debrief.getByLabel('Replay your round');
  await expect(replay).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
  await expect(debrief.getByRole('img', { name: /^Your round: / })).toBeVisible();

  // The marks: the round's prompt, and a filled pause for each one counted.
  const marks = debrief.getByRole('list', { name: 'Moments in your round' });
  await expect(marks.locator('[data-debrief-mark="prompt"]').first()).toBeAttached();
  const fillerFigure = debrief.locator('[data-debrief-figure="filled-pauses"]');
  const fillerCount = Number((await fillerFigure.textContent())?.match(/^(\d+)/)?.[1]);
  await expect(marks.locator('[data-debrief-mark="filled-pause"]')).toHaveCount(fillerCount);
  const perMinute = Number(await fillerFigure.getAttribute('data-value'));
  const pace = await debrief.locator('[data-debrief-figure="pace"]').getAttribute('data-value');
  const hesitations = await marks.locator('[data-debrief-mark="hesitation"]').count();

  // One tip, and it follows from the figures shown (the order of debrief-tips.ts).
  const tip = debrief.locator('[data-debrief-tip]');
  await expect(tip).toHaveCount(1);
  const tipId = await tip.getAttribute('data-debrief-tip');
  if (hesitations > 0) expect(tipId).toBe('hesitations');
  else if (perMinute > 4) expect(tipId).toBe('filled-pauses');
  else if (pace !== '' && Number(pace) > 6) expect(tipId).toBe('rushed');
  else expect(tipId).not.toMatch(/^(hesitations|filled-pauses|rushed)$/);
  // The speech heard here has a held 'uh' every three seconds: the filled pauses are found and are the tip.
  expect(fillerCount).toBeGreaterThanOrEqual(1);
  expect(tipId).toBe('filled-pauses');

  // The tip's research, Skip debrief from the keyboard, the summary's headers, and each mark as the figures say are
  // component tests too (remix/app/games/voice/voice-debrief.dom.test.tsx); here a mark plays the real recording.
  // Tapping a mark plays that moment.
  await marks.locator('[data-debrief-mark="filled-pause"]').first().click();
  await expect
    .poll(() => replay.evaluate((audio: HTMLAudioElement) => !audio.paused || audio.currentTime > 0))
    .toBe(true);
  await replay.evaluate((audio: HTMLAudioElement) => audio.pause());
  await checkAccessibility('the round debrief');

  // Kept on the device with its size, and deleted by 'Delete recordings'.
  const usage = debrief.getByText(/^Kept on this device: \d+ rounds?, \d+(\.\d)? (kB|MB)$/);
  await expect(usage).toBeVisible({ timeout: 20_000 });
  expect(await keptRecordings(page)).toBeGreaterThanOrEqual(1);
  await debrief.getByRole('button', { name: 'Delete recordings' }).click();
  await expect(debrief.getByText('Recordings deleted from this device.')).toBeVisible();
  expect(await keptRecordings(page)).toBe(0);
  await expect(debrief.getByText('No recording of this round to play', { exact: false })).toBeVisible();

  // Nothing sent carried audio: only small JSON bodies, none with an audio type.
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    const type = (await request.headerValue('content-type')) ?? '';
    expect(type).not.toMatch(/audio|multipart|octet-stream/);
    expect(request.postDataBuffer()?.length ?? 0).toBeLessThan(20_000);
  }
});

test('a learner who plays without waiting for the microphone is told, between rounds, that the round was not heard', async ({
  page,
  logIn,
  checkAccessibility,
}) => {
  test.setTimeout(90_000);
  await logIn(demoUsers.learner);
  // The browser never answers for the microphone here (a permission prompt left open).
  await holdTheMicrophone(page);
  const modal = await openSinglePlayerSetup(page, 'autocomplete', 'Rapid Fire Autocomplete');
  await modal.getByRole('switch', { name: RECORD_SWITCH }).check();
  await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'START TRAINING' }).click();
  await modal.getByRole('button', { name: 'START', exact: true }).click({ timeout: 20_000 });

  // From the keyboard: the message has the focus, "Play without waiting" is the next stop.
  const starting = modal.locator('[data-microphone-starting]');
  await expect(starting).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(starting.getByRole('button', { name: 'Play without waiting' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(starting).toHaveCount(0);
  await expect(modal.getByRole('timer', { name: /Round timer/ })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();

  // The next start card says, in the summary's words, that the round was not heard (it used to show nothing).
  await expect(modal.locator('[data-debrief-unheard]')).toHaveText(
    'Round 1 — not heard: the microphone was still starting',
  );
  await expect(modal.getByRole('button', { name: 'START', exact: true })).toBeVisible();
  await checkAccessibility('a round the microphone never heard, between rounds');
});
