import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { espeakSamples, fakeMicrophoneBrowser, writePcm16Wav } from '../support/fake-microphone.js';
import { openSinglePlayerSetup } from '../support/game-setup.js';
import { demoUsers } from '../support/fixtures.js';

// Voice metrics in the games (issue 18): Chromium's fake microphone plays a WAV this spec makes from
// synthesized speech (espeak-ng) with silences of known length, so the analysis in the page hears real speech.

const RATE = 48_000;
const PHRASES = [
  'Every morning I walk along the river to the old bridge',
  'and I count the boats that sail past the harbour',
];
/** Speech, then a short pause, then speech, then a silence longer than a hesitation: about nine seconds, looped by Chromium. */
const SILENCES_MS = [1_200, 2_600];

function speechWithPauses(file: string): void {
  const parts: Int16Array[] = [];
  PHRASES.forEach((phrase, index) => {
    parts.push(espeakSamples(phrase, RATE));
    parts.push(new Int16Array(Math.round((RATE * (SILENCES_MS[index] ?? 1_000)) / 1000)));
  });
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const samples = new Int16Array(length);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  writePcm16Wav(file, samples, RATE);
}

const fakeMicrophone = path.join(os.tmpdir(), `impromptu-e2e-voice-metrics-${process.pid}.wav`);
speechWithPauses(fakeMicrophone);

function gameModal(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** Sets a slider from the keyboard: Home, then `steps` steps up. */
async function setSlider(page: Page, modal: ReturnType<typeof gameModal>, name: string, steps: number) {
  const slider = modal.getByRole('slider', { name });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowRight');
}

/** Turns the 'Voice metrics' switch on: off by default, it says the audio stays on the device. */
async function turnVoiceMetricsOn(modal: ReturnType<typeof gameModal>) {
  const voice = modal.getByRole('switch', { name: 'Voice metrics' });
  await expect(voice).not.toBeChecked();
  await expect(modal.getByText('Analysed on this device. No audio leaves it.', { exact: false })).toBeVisible();
  await voice.check();
  await expect(voice).toBeChecked();
  await expect(modal.getByText('Your microphone is asked for when the game starts.', { exact: false })).toBeVisible();
}

/** START TRAINING, the ready countdown, then START on the round card. */
async function startFirstRound(page: Page, modal: ReturnType<typeof gameModal>) {
  await modal.getByRole('button', { name: 'START TRAINING' }).click();
  await modal.getByRole('button', { name: 'START', exact: true }).click({ timeout: 20_000 });
}

/** Skips slide after slide (or turn after turn) to the end of the game; the controls show again on a mouse move. */
async function skipToTheEnd(page: Page, modal: ReturnType<typeof gameModal>) {
  const end = modal.getByRole('heading', { name: 'Well done!' });
  for (let step = 0; step < 40; step += 1) {
    if (await end.isVisible()) break;
    await page.mouse.move(10 + step, 10);
    // Podcast names its skip after what comes next.
    const skip = modal.getByRole('button', { name: /^(Skip|Next speaker|\(End the podcast\))$/ });
    if (await skip.isVisible()) await skip.click();
  }
  await expect(end).toBeVisible();
}

/**
 * With the page clock installed, jumps it on until the end view: the rounds of a game whose microphone is blocked
 * need no real time (nothing is heard), so they are not waited out.
 */
async function jumpToTheEnd(page: Page, modal: ReturnType<typeof gameModal>) {
  const end = modal.getByRole('heading', { name: 'Well done!' });
  for (let step = 0; step < 60; step += 1) {
    if (await end.isVisible()) break;
    await page.clock.fastForward(2_000);
  }
  await expect(end).toBeVisible();
}

/** The round POSTs of the page, with their bodies. */
function roundPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/resources\/game-sessions\/[^/]+\/rounds/.test(request.url()))
      posts.push(request);
  });
  return posts;
}

// The fake microphone plays the WAV; the browser refuses the microphone to a page that was not granted it,
// as when a learner blocks it (Chromium answers the permission prompt with a refusal).
test.use(fakeMicrophoneBrowser(fakeMicrophone, ['--deny-permission-prompts']));

test.describe('with a microphone', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['microphone']);
  });

  test("Snow Globe shows the pause taken on cue, then the round's metrics card, and the round carries the figures", async ({
    page,
    logIn,
    checkAccessibility,
  }) => {
    test.setTimeout(180_000);
    await logIn(demoUsers.learner);
    const modal = await openSinglePlayerSetup(page, 'snow-globe', 'Snow Globe');
    // 60 s with the shortest pause (3 s): the globe is shaken at least once, 7 to 19 s in.
    await setSlider(page, modal, 'Total duration', 1);
    await setSlider(page, modal, 'Pause', 0);
    await turnVoiceMetricsOn(modal);
    await checkAccessibility('a game setup with voice metrics on');
    const posts = roundPosts(page);
    await startFirstRound(page, modal);

    // The round starts once the microphone is live (ADR 0042, "The microphone before the round"). Starting it (the
    // worklet, the analysis worker and its VAD model) took 20–30 s and more at load 18–21 (ADR 0059): this test's
    // failures under full load were this wait, so it waits for the round as long as the page may take to start one.
    await expect(modal.getByRole('heading', { name: 'Keep talking' })).toBeVisible({ timeout: 60_000 });
    const feedback = modal.locator('[data-voice-feedback="pause-cues"]');
    await expect(feedback).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByRole('heading', { name: 'Breathe' })).toBeVisible({ timeout: 30_000 });
    // While the pie asks, the feedback says whether the speaker is pausing.
    await expect(feedback.getByRole('status')).toHaveText(/Pausing: \d+\.\d s|Pause asked: still talking/);
    await expect(modal.getByRole('heading', { name: 'Keep talking' })).toBeVisible({ timeout: 15_000 });
    // The fake microphone's speech never runs longer than 2.6 s without a silence of 1.2 s or more: the cue is taken.
    const firstCue = feedback.getByRole('list', { name: 'Pauses on cue' }).getByRole('listitem').first();
    await expect(firstCue).toHaveText(/^Pause 1: taken, \d+\.\d s$/);
    await expect(firstCue).toHaveAttribute('data-pause-on-cue', 'taken');
    await checkAccessibility('Snow Globe with its live voice feedback');

    await modal.getByRole('button', { name: 'Skip' }).click();
    await expect(modal.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    const card = modal.getByRole('region', { name: 'Voice metrics' });
    await expect(card.getByRole('definition').first()).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('term')).toContainText([
      'Speaking time',
      'Pauses',
      'Longest silence',
      'Hesitations (over 2 s)',
      'Energy range',
      'Pitch range',
      'Pauses on cue',
    ]);
    await expect(card.getByText(/^\d+ of \d+$/)).toBeVisible();
    // The demo learner has measured Snow Globe sessions: the round is read against their own usual.
    await expect(card.getByText(/^Your usual: the middle of your last \d+ sessions? of this game\.$/)).toBeVisible();
    await expect(card.getByText(/^(Above|Within|Below) your usual \(\d+ %\)$/)).toBeVisible();
    await checkAccessibility('the end of a game with its voice metrics card');

    // The round went to the BFF with its figures, and was saved.
    await expect.poll(() => posts.length).toBe(1);
    const body = posts[0]!.postDataJSON() as {
      voiceMetrics?: { speakingMs: number; pausesOnCue?: { asked: number; taken: number } };
    };
    expect(body.voiceMetrics?.speakingMs).toBeGreaterThan(0);
    expect(body.voiceMetrics?.pausesOnCue?.asked).toBeGreaterThanOrEqual(1);
    expect((await posts[0]!.response())?.status()).toBe(201);
    await expect(page.getByText('Your progress could not be saved', { exact: false })).toHaveCount(0);
  });

  test("Conductor draws the learner's energy along the slide timeline @phone", async ({ page, logIn }) => {
    test.setTimeout(150_000);
    await logIn(demoUsers.learner);
    const modal = await openSinglePlayerSetup(page, 'conductor', 'Conductor');
    await setSlider(page, modal, 'Total duration', 0);
    // Remembered from the last test: the switch is this browser's choice, so a new context starts off.
    await turnVoiceMetricsOn(modal);
    await modal.getByRole('button', { name: 'START TRAINING' }).click();
    await modal.getByRole('button', { name: 'START', exact: true }).click({ timeout: 20_000 });

    const trace = modal.locator('[data-voice-slot="conductor"] svg[role="img"]');
    await expect(trace).toBeVisible({ timeout: 20_000 });
    await expect(trace).toHaveAttribute(
      'aria-label',
      /^Your energy now \d+ %, (this slide asks for \d+ %|finish strong)$/,
    );
    // One point every 100 ms: after a few seconds the measured line is drawn across the first slide.
    await expect
      .poll(async () => Number(await modal.locator('[data-voice-trace]').getAttribute('data-voice-trace')), {
        timeout: 20_000,
      })
      .toBeGreaterThan(20);
    await expect(trace.locator('polyline')).toHaveAttribute('points', /^(\S+ ){20,}/);
    // The slides' asked levels are drawn as the dashed steps.
    await expect(trace.locator('path')).toHaveAttribute('d', /^M[\d.]+ [\d.]+H[\d.]+(M[\d.]+ [\d.]+H[\d.]+)+$/);
    // The round is still playable to its end.
    await skipToTheEnd(page, modal);
    await expect(modal.getByRole('region', { name: 'Voice metrics' }).getByRole('term').first()).toHaveText(
      'Speaking time',
      { timeout: 20_000 },
    );
  });

  test("Podcast shows each speaker's share of the talk as the turns pass, then the podcast's card", async ({
    page,
    logIn,
    checkAccessibility,
  }) => {
    test.setTimeout(150_000);
    await logIn(demoUsers.learner, { to: '/games/dashboard/podcast' });
    const modal = gameModal(page, 'Podcast Game');
    const watchLater = modal.getByRole('button', { name: 'WATCH LATER' });
    const next = modal.getByRole('button', { name: 'NEXT' });
    await expect(watchLater.or(next)).toBeVisible();
    if (await watchLater.isVisible()) await watchLater.click();
    await setSlider(page, modal, 'Total duration', 0);
    await turnVoiceMetricsOn(modal);
    await next.click();
    await modal.getByLabel('Player 1', { exact: true }).fill('Ana');
    await modal.getByLabel('Player 2', { exact: true }).fill('Ben');
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled({ timeout: 20_000 });
    await startFirstRound(page, modal);

    await expect(modal.getByRole('heading', { name: 'Ana' })).toBeVisible({ timeout: 30_000 });
    const share = modal.locator('[data-voice-feedback="talk-share"]');
    const speakers = share.getByRole('listitem');
    await expect(speakers).toHaveCount(1, { timeout: 20_000 });
    // Ana talks (the fake microphone's speech) until her share is measured, then hands over.
    await expect(speakers.first()).toHaveText(/^Ana\s*100 %$/, { timeout: 20_000 });
    await checkAccessibility('Podcast with its share of talk');
    await page.mouse.move(20, 20);
    await modal.getByRole('button', { name: 'Next speaker' }).click();
    await expect(modal.getByRole('heading', { name: 'Ben' })).toBeVisible();
    await expect(speakers).toHaveCount(2);
    await expect(speakers).toHaveText([/^Ana\s*\d+ %$/, /^Ben\s*\d+ %$/]);
    // Ben's talk takes a share from Ana's.
    await expect(speakers.last()).not.toHaveText(/^Ben\s*0 %$/, { timeout: 20_000 });

    await skipToTheEnd(page, modal);
    await expect(modal.getByRole('region', { name: 'Voice metrics' }).getByRole('term').first()).toHaveText(
      'Speaking time',
      { timeout: 20_000 },
    );
  });

  test('The Blindfolded Slideshow shows the speaking time on its slides @phone', async ({ page, logIn }) => {
    test.setTimeout(150_000);
    await logIn(demoUsers.learner);
    const modal = await openSinglePlayerSetup(page, 'slideshow', 'The Blindfolded Slideshow');
    await setSlider(page, modal, 'Total duration', 0);
    await turnVoiceMetricsOn(modal);
    await modal.getByRole('button', { name: 'START TRAINING' }).click();

    await expect(modal.getByText('Your presentation')).toBeVisible({ timeout: 30_000 });
    const speaking = modal.locator('[data-voice-slot="speaking"] [data-voice-feedback="speaking-time"]');
    await expect(speaking).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByText(/^Slide 1 of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expect(speaking).toContainText(/\d+:\d\d speaking \(\d+ %\)/);
    await expect(speaking).not.toContainText('0:00 speaking', { timeout: 20_000 });
    await skipToTheEnd(page, modal);
    await expect(modal.getByRole('region', { name: 'Voice metrics' }).getByRole('term').first()).toHaveText(
      'Speaking time',
      { timeout: 20_000 },
    );
  });
});

test.describe('with the microphone blocked', () => {
  test('the game still plays and says why there are no metrics', async ({ page, logIn, checkAccessibility }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await logIn(demoUsers.learner);
    const modal = await openSinglePlayerSetup(page, 'autocomplete', 'Rapid Fire Autocomplete');
    // Three rounds of six seconds.
    await modal.getByRole('slider', { name: 'Round duration' }).focus();
    await page.keyboard.press('End');
    await setSlider(page, modal, 'Rounds', 0);
    await turnVoiceMetricsOn(modal);
    const posts = roundPosts(page);
    await startFirstRound(page, modal);

    const line = modal.getByRole('status').filter({ hasText: 'No voice metrics' });
    await expect(line).toHaveText(
      'No voice metrics: the microphone was blocked. Allow it for this site to measure your voice.',
    );
    // The round runs as before: its prompt and its timer.
    await expect(modal.getByRole('timer', { name: /Round timer/ })).toBeVisible();
    await checkAccessibility('a round with the microphone blocked');
    await jumpToTheEnd(page, modal);
    await expect(line).toBeVisible();
    await expect.poll(() => posts.length).toBe(3);
    for (const post of posts) {
      expect(post.postDataJSON()).not.toHaveProperty('voiceMetrics');
      expect((await post.response())?.status()).toBe(201);
    }
    await expect(page.getByText('Your progress could not be saved', { exact: false })).toHaveCount(0);

    // The switch is this browser's choice: the next visit to a game's setup finds it on.
    const again = await openSinglePlayerSetup(page, 'analogies', 'Rapid Fire Analogies');
    await expect(again.getByRole('switch', { name: 'Voice metrics' })).toBeChecked();
  });

  test('with recordings asked for, the game still plays and says the rounds are not recorded either', async ({
    page,
    logIn,
  }) => {
    // The walk of issue 31: a learner who chose only 'Record my rounds' was told 'No voice metrics' alone.
    test.setTimeout(120_000);
    await page.clock.install();
    await logIn(demoUsers.learner);
    const modal = await openSinglePlayerSetup(page, 'autocomplete', 'Rapid Fire Autocomplete');
    await modal.getByRole('slider', { name: 'Round duration' }).focus();
    await page.keyboard.press('End');
    await setSlider(page, modal, 'Rounds', 0);
    await modal
      .getByRole('switch', { name: 'Record my rounds to replay them — the audio stays on this device' })
      .check();
    await startFirstRound(page, modal);

    const line = modal.getByRole('status').filter({ hasText: 'No recording or voice metrics' });
    await expect(line).toHaveText(
      'No recording or voice metrics: the microphone was blocked. Allow it for this site to hear yourself after each round.',
    );
    await expect(modal.getByRole('timer', { name: /Round timer/ })).toBeVisible();
    // The game keeps its own rhythm and ends as before, with no debrief to show.
    await jumpToTheEnd(page, modal);
    await expect(line).toBeVisible();
    await expect(modal.locator('section[data-debrief]')).toHaveCount(0);
  });
});
