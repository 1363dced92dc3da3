import { afterEach, describe, expect, it } from '@jest/globals';
import {
  READY_COUNTDOWN_STEPS,
  currentComponent,
  emptyContent,
  gameDefinitions,
  gameReducer,
  marksInTrackOrder,
  sliderValueAt,
  type GameAction,
  type GameState,
  type RoundRecord,
  type ShortCode,
} from '@impromptu/games';
import { GameSessionRecorder, UNSAVED_MESSAGE, VOICE_SUMMARY_WAIT_MS } from './game-session-recorder';
import { isRetryable } from '~/utils/bff-client';
import { fakeRelay, type RelayAnswer, type RelayCall } from '~/utils/fake-relay';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { initialGameState } from './initial-state';
import { releasedAction, startsMeasuredStretch, waitsForMicrophone } from './microphone-gate';
import { GAMES_PAGE, HOME_PAGE, gameHref, gameLinkState, originFromState, returnPathFor } from './return-target';
import { playerNameOrDefault, setupSettingsFrom } from './setup-settings';
import { formatSliderRange, formatSliderValue } from './slider-format';
import { captionsUrlFor, videoEmbedFor } from './video-embed';

const ORIGIN = 'http://localhost:3000';
const noTutorial = {
  isTutorialCompleted: false,
  tutorialVideoUrl: null,
  instructionVideoUrl: null,
  lastSettings: null,
};

describe('closing the game modal (spec 1 §2)', () => {
  it.each([
    [{ from: 'dashboard' }, GAMES_PAGE],
    [{ from: 'home' }, HOME_PAGE],
    [{ from: null, referrer: `${ORIGIN}/games/dashboard`, origin: ORIGIN }, GAMES_PAGE],
    [{ from: null, referrer: `${ORIGIN}/games/dashboard/`, origin: ORIGIN }, GAMES_PAGE],
    [{ from: null, referrer: `${ORIGIN}/games/home`, origin: ORIGIN }, HOME_PAGE],
    [{ from: null, referrer: 'https://elsewhere.example/games/dashboard', origin: ORIGIN }, HOME_PAGE],
    [{ from: null, referrer: '', origin: ORIGIN }, HOME_PAGE],
    [{ from: 'somewhere' }, HOME_PAGE],
  ])('returns from %j to %s', (input, expected) => {
    expect(returnPathFor(input)).toBe(expected);
  });

  it('card links carry where they were opened from in the navigation state', () => {
    expect(gameHref('snow-globe')).toBe('/games/dashboard/snow-globe');
    expect(returnPathFor({ from: originFromState(gameLinkState('dashboard')) })).toBe(GAMES_PAGE);
    expect(returnPathFor({ from: originFromState(gameLinkState('home')) })).toBe(HOME_PAGE);
    expect(originFromState(null)).toBeNull();
    expect(originFromState({ from: 3 })).toBeNull();
  });
});

describe('last settings pre-fill the setup', () => {
  it('keeps the sliders, toggles, players and word sets the user chose', () => {
    const settings = setupSettingsFrom('triple-step', {
      totalDuration: 120,
      totalTopics: 8,
      isSurvivalMode: true,
      isTitleSuggested: false,
      isMultiplayer: true,
      playerNumbers: 4,
      playerNames: ['Ann', 'Bo', '  ', 'Cy'],
      currentWordSets: ['Clean', 'Business'],
      currentRound: 7,
      remainingDuration: 3,
    });
    expect(settings).toEqual({
      totalDuration: 120,
      totalTopics: 8,
      isSurvivalMode: true,
      isTitleSuggested: false,
      isMultiplayer: true,
      playerNumbers: 4,
      playerNames: ['Ann', 'Bo', 'Player 3', 'Cy'],
      currentWordSets: ['Clean', 'Business'],
    });
  });

  it('snaps values that no longer fit a slider to its range and step, and drops wrong types', () => {
    expect(setupSettingsFrom('timer', { totalDuration: 5000, isMultiplayer: 'yes', currentWordSets: [] })).toEqual({
      totalDuration: 1800,
    });
    expect(setupSettingsFrom('snow-globe', { totalDuration: 95, pauseDuration: 2 })).toEqual({
      totalDuration: 90,
      pauseDuration: 3,
    });
    expect(setupSettingsFrom('triple-step', null)).toEqual({});
  });

  it('keeps the slideshow difficulty as its whole range object', () => {
    expect(
      setupSettingsFrom('slideshow', { difficultyRange: { label: 'fast', min: 5, max: 5, value: 5 } }).difficultyRange,
    ).toEqual({
      label: 'fast',
      min: 5,
      max: 5,
      value: 5,
    });
  });

  it('never switches a multiplayer-only game to single player', () => {
    expect(setupSettingsFrom('podcast', { isMultiplayer: false })).not.toHaveProperty('isMultiplayer');
  });

  it('a blank player name reads Player n', () => {
    expect(playerNameOrDefault('', 0)).toBe('Player 1');
    expect(playerNameOrDefault('  Dee ', 3)).toBe('Dee');
  });
});

describe('the first view of the modal (spec 2 §2 tutorial)', () => {
  const video = '/tutorials/conductor.html';

  it('opens the tutorial when it is not completed and a video exists', () => {
    const state = initialGameState('conductor', { ...noTutorial, tutorialVideoUrl: video }, 7);
    expect(state.view).toBe('setup-tutorial');
    expect(gameReducer(state, { type: 'TUTORIAL_DONE' }).view).toBe('setup-single-player');
  });

  it('opens setup when the tutorial is completed or there is no video', () => {
    expect(
      initialGameState('conductor', { ...noTutorial, isTutorialCompleted: true, tutorialVideoUrl: video }, 7).view,
    ).toBe('setup-single-player');
    expect(initialGameState('conductor', noTutorial, 7).view).toBe('setup-single-player');
  });

  it('starts from the last settings, and multiplayer setup for the podcast', () => {
    const state = initialGameState(
      'triple-step',
      { ...noTutorial, lastSettings: { isMultiplayer: true, totalDuration: 90 } },
      7,
    );
    expect(state.view).toBe('setup-multiplayer');
    expect(state.settings.totalDuration).toBe(90);
    expect(initialGameState('podcast', noTutorial, 7).view).toBe('setup-multiplayer');
  });
});

describe('slider values on screen', () => {
  const [duration, topics] = gameDefinitions['triple-step'].sliders;
  it('reads seconds, minutes and counts', () => {
    expect(formatSliderValue(duration!, 60)).toBe('1 min');
    expect(formatSliderValue(duration!, 90)).toBe('1 min 30 s');
    expect(formatSliderValue(duration!, 30)).toBe('30 s');
    expect(formatSliderValue(topics!, 6)).toBe('6 topics');
  });
  it('runs Slideshow and Podcast difficulty the same way: slow, medium, fast, random (issue 29 §8)', () => {
    const slideshow = gameDefinitions.slideshow.sliders.find((slider) => slider.key === 'difficultyRange')!;
    const podcast = gameDefinitions.podcast.sliders.find((slider) => slider.key === 'difficultyRange')!;
    expect(marksInTrackOrder(slideshow).map((label) => label.toLowerCase())).toEqual([
      'slow',
      'medium',
      'fast',
      'random',
    ]);
    expect(marksInTrackOrder(slideshow).map((l) => l.toLowerCase())).toEqual(
      marksInTrackOrder(podcast).map((l) => l.toLowerCase()),
    );
    expect(formatSliderRange(slideshow)).toBe(formatSliderRange(podcast));
    // The track's left end is the slow round length; moving right to its end is random (0).
    expect(sliderValueAt(slideshow, slideshow.min)).toBe(15);
    expect(sliderValueAt(slideshow, slideshow.max)).toBe(0);
  });

  it('names difficulty steps', () => {
    const difficulty = gameDefinitions.podcast.sliders.find((slider) => slider.key === 'difficultyRange')!;
    expect(formatSliderValue(difficulty, 3)).toBe('Random');
  });
});

describe('tutorial video embedding', () => {
  it('plays files in <video> and pages in an iframe', () => {
    expect(videoEmbedFor('/tutorials/intro.mp4')).toEqual({ kind: 'video', src: '/tutorials/intro.mp4' });
    expect(videoEmbedFor('/tutorials/conductor.html')).toEqual({ kind: 'iframe', src: '/tutorials/conductor.html' });
    expect(videoEmbedFor('https://www.youtube.com/watch?v=abc123')).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/abc123',
    });
    expect(videoEmbedFor('https://vimeo.com/12345')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/12345',
    });
  });
});

function round(overrides: Partial<RoundRecord> = {}): RoundRecord {
  const settings = initialGameState('triple-step', noTutorial, 1).settings;
  return {
    round: 1,
    playerIndex: 0,
    playerName: 'Player 1',
    settings,
    roundDuration: 5,
    speechDuration: 30,
    pauseDuration: 6,
    survived: null,
    ...overrides,
  };
}

const relays: Array<{ restore: () => void }> = [];
afterEach(() => relays.splice(0).forEach((relay) => relay.restore()));

/** A recorder whose calls reach a fake relay: each answer in turn, then a recorded round (201). */
function harness(
  answers: Array<(call: RelayCall) => RelayAnswer>,
  wait: (ms: number) => Promise<void> = async () => undefined,
) {
  const events: string[] = [];
  let key = 0;
  const relay = fakeRelay((call) => (answers.shift() ?? (() => ({ status: 201, body: { position: 1 } })))(call));
  relays.push(relay);
  const recorder = new GameSessionRecorder({
    shortCode: 'triple-step',
    newKey: () => `00000000-0000-4000-8000-${String(++key).padStart(12, '0')}`,
    wait,
    onLocked: () => events.push('locked'),
    onUnsaved: (message) => events.push(message),
  });
  const calls = relay.calls as Array<RelayCall & { body: Record<string, unknown> }>;
  return { recorder, calls, events };
}

const SESSION_ID = '5e551011-0000-4000-8000-000000000001';
const started = () => ({ status: 201, body: { sessionId: SESSION_ID } });
const startRecord = () => {
  const settings = round().settings;
  return { settings, isMultiplayer: false, players: [{ id: 0, name: '' }] };
};

describe('recording a game session', () => {
  it('starts the session, then sends each round in order with its own key, then the finish', async () => {
    const { recorder, calls, events } = harness([started]);
    recorder.start(1, startRecord());
    recorder.round(1, 0, round({ round: 1, playerName: 'Ann' }));
    recorder.round(1, 1, round({ round: 1, playerIndex: 1, playerName: 'Bo' }));
    recorder.finish(1, { totalRounds: 2, totalDuration: 60 });
    await recorder.settled(1);
    expect(calls.map((call) => call.path)).toEqual([
      '/resources/game-sessions',
      `/resources/game-sessions/${SESSION_ID}/rounds`,
      `/resources/game-sessions/${SESSION_ID}/rounds`,
      `/resources/game-sessions/${SESSION_ID}/finish`,
    ]);
    expect(calls[0]!.body).toMatchObject({
      shortCode: 'triple-step',
      isMultiplayer: false,
      players: [{ id: 0, name: 'Player 1' }],
    });
    // The BFF numbers a session's rounds from 1 in order, also when players share a game round.
    expect(calls.slice(1, 3).map((call) => [call.body.round, call.body.playerName])).toEqual([
      [1, 'Ann'],
      [2, 'Bo'],
    ]);
    const keys = calls.slice(1).map((call) => call.body.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    expect(events).toEqual([]);
  });

  it('retries a round after a network failure with the same idempotency key', async () => {
    const { recorder, calls, events } = harness([
      started,
      () => 'network-error',
      () => ({ status: 503 }),
      () => ({ status: 201, body: { position: 9 } }),
    ]);
    recorder.start(1, startRecord());
    recorder.round(1, 0, round());
    await recorder.settled(1);
    const roundCalls = calls.filter((call) => call.path.endsWith('/rounds'));
    expect(roundCalls).toHaveLength(3);
    expect(new Set(roundCalls.map((call) => call.body.idempotencyKey)).size).toBe(1);
    expect(roundCalls[0]!.body).toEqual(roundCalls[2]!.body);
    expect(events).toEqual([]);
  });

  it('does not retry a refused round, and says the progress was not saved', async () => {
    const { recorder, calls, events } = harness([
      started,
      () => ({ status: 400, body: { message: 'Validation failed' } }),
    ]);
    recorder.start(1, startRecord());
    recorder.round(1, 0, round());
    await recorder.settled(1);
    expect(calls.filter((call) => call.path.endsWith('/rounds'))).toHaveLength(1);
    expect(events).toEqual([UNSAVED_MESSAGE]);
  });

  it('shows the locked screen when the BFF refuses the session with 403, and sends no rounds', async () => {
    const { recorder, calls, events } = harness([() => ({ status: 403, body: { message: 'Upgrade to play' } })]);
    recorder.start(1, startRecord());
    recorder.round(1, 0, round());
    recorder.finish(1, { totalRounds: 1, totalDuration: 60 });
    await recorder.settled(1);
    expect(calls).toHaveLength(1);
    expect(events).toEqual(['locked']);
  });

  it('gives up after the last attempt', async () => {
    const { recorder, calls, events } = harness([
      started,
      ...Array.from({ length: 6 }, () => () => 'network-error' as const),
    ]);
    recorder.start(1, startRecord());
    recorder.round(1, 0, round());
    await recorder.settled(1);
    expect(calls.filter((call) => call.path.endsWith('/rounds'))).toHaveLength(6);
    expect(events).toEqual([UNSAVED_MESSAGE]);
  });

  it('retries only what another attempt can fix', () => {
    expect([500, 502, 503, 504, 408, 429].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 409].some(isRetryable)).toBe(false);
  });

  it('sends gather and Game Viewed once each, without retries', async () => {
    const { recorder, calls } = harness([() => 'network-error', () => ({ status: 202 })]);
    await recorder.gather(round().settings);
    await recorder.viewed();
    expect(calls.map((call) => call.path)).toEqual([
      '/resources/games/triple-step/gather',
      '/resources/games/triple-step/viewed',
    ]);
  });
});

/** A promise settled from outside, to hold a round's voice summary back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

const metrics: VoiceMetrics = {
  analysedMs: 30_000,
  speakingMs: 21_000,
  speakingRatio: 0.7,
  pauseCount: 4,
  meanPauseMs: 850,
  hesitationCount: 1,
  longestSilenceMs: 2_400,
  energyRangeDb: 14.5,
  pitchRangeSemitones: 6.2,
  pausesOnCue: { asked: 2, taken: 1 },
};

describe('recording a round with voice metrics (issue 18)', () => {
  it("waits for the round's summary and sends its figures with the round, the rounds after it in order", async () => {
    // The ten seconds' limit does not run out in this test.
    const { recorder, calls } = harness([started], (ms) =>
      ms === VOICE_SUMMARY_WAIT_MS ? new Promise(() => undefined) : Promise.resolve(),
    );
    const summary = deferred<VoiceMetrics | null>();
    recorder.start(1, startRecord());
    recorder.round(1, 0, round(), summary.promise);
    recorder.round(1, 1, round({ playerName: 'Bo' }));
    await flush();
    // Nothing goes out for the round until its summary is in.
    expect(calls.map((call) => call.path)).toEqual(['/resources/game-sessions']);
    summary.resolve(metrics);
    await recorder.settled(1);
    const rounds = calls.filter((call) => call.path.endsWith('/rounds'));
    expect(rounds.map((call) => call.body.round)).toEqual([1, 2]);
    expect(rounds[0]!.body.voiceMetrics).toEqual(metrics);
    expect(rounds[1]!.body).not.toHaveProperty('voiceMetrics');
  });

  it('sends the round without figures when the analysis failed or gave none', async () => {
    const { recorder, calls, events } = harness([started], (ms) =>
      ms === VOICE_SUMMARY_WAIT_MS ? new Promise(() => undefined) : Promise.resolve(),
    );
    recorder.start(1, startRecord());
    recorder.round(1, 0, round(), Promise.reject(new Error('the worker stopped')));
    recorder.round(1, 1, round(), Promise.resolve(null));
    await recorder.settled(1);
    const rounds = calls.filter((call) => call.path.endsWith('/rounds'));
    expect(rounds).toHaveLength(2);
    for (const call of rounds) expect(call.body).not.toHaveProperty('voiceMetrics');
    expect(events).toEqual([]);
  });

  it('does not hold a round longer than VOICE_SUMMARY_WAIT_MS for a summary that never comes', async () => {
    const waits: number[] = [];
    const giveUp = deferred<void>();
    const { recorder, calls } = harness([started], (ms) => {
      waits.push(ms);
      return ms === VOICE_SUMMARY_WAIT_MS ? giveUp.promise : Promise.resolve();
    });
    recorder.start(1, startRecord());
    recorder.round(1, 0, round(), new Promise<VoiceMetrics | null>(() => undefined));
    await flush();
    expect(calls.filter((call) => call.path.endsWith('/rounds'))).toHaveLength(0);
    giveUp.resolve();
    await recorder.settled(1);
    expect(waits).toContain(VOICE_SUMMARY_WAIT_MS);
    const rounds = calls.filter((call) => call.path.endsWith('/rounds'));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.body).not.toHaveProperty('voiceMetrics');
  });
});

describe('captions of the bundled tutorial videos', () => {
  it('sit beside the video as WebVTT; other videos have none we know of', () => {
    expect(captionsUrlFor('/tutorials/triple-step.mp4')).toBe('/tutorials/triple-step.vtt');
    expect(captionsUrlFor('/tutorials/timer.mp4?v=2')).toBe('/tutorials/timer.vtt?v=2');
    expect(captionsUrlFor('https://example.com/a.mp4')).toBeNull();
    expect(captionsUrlFor('/tutorials/conductor.html')).toBeNull();
  });
});

describe('the round waits for the microphone (issue 31, ADR 0042)', () => {
  const content = { ...emptyContent(), NOUN: ['garden', 'bridge', 'castle', 'window', 'island', 'forest'] };
  /** START_GAME and Ready-Set-Go: the game's 'start' view, before BEGIN_PLAY. */
  function counted(shortCode: ShortCode, settings: Record<string, unknown> = {}): GameState {
    let state = initialGameState(shortCode, { ...noTutorial, isTutorialCompleted: true }, 7);
    const steps: GameAction[] = [
      { type: 'CONTENT_LOADED', content },
      { type: 'UPDATE_SETTINGS', settings },
      { type: 'START_GAME', now: 0 },
      ...Array.from({ length: READY_COUNTDOWN_STEPS }, (): GameAction => ({ type: 'COUNTDOWN_TICK' })),
    ];
    for (const action of steps) state = gameReducer(state, action);
    return state;
  }
  const next: GameAction = { type: 'NEXT_STEP', now: 0 };

  it('holds the step that starts a round, not START TRAINING, Ready-Set-Go or the start card', () => {
    const setup = initialGameState('autocomplete', { ...noTutorial, isTutorialCompleted: true }, 7);
    const loaded = gameReducer(setup, { type: 'CONTENT_LOADED', content });
    expect(startsMeasuredStretch(loaded, { type: 'START_GAME', now: 0 })).toBe(false);
    const countdown = gameReducer(loaded, { type: 'START_GAME', now: 0 });
    expect(startsMeasuredStretch(countdown, { type: 'COUNTDOWN_TICK' })).toBe(false);
    // Rapid Fire: BEGIN_PLAY shows its start card; START there starts the round's clock.
    const start = counted('autocomplete', { isMultiplayer: false });
    expect(startsMeasuredStretch(start, { type: 'BEGIN_PLAY', now: 0 })).toBe(false);
    const card = gameReducer(start, { type: 'BEGIN_PLAY', now: 0 });
    expect(currentComponent(card)?.type).toBe('start-round');
    expect(startsMeasuredStretch(card, next)).toBe(true);
    // Its end goes to the next start card (the frame breaks between rounds while voice is on): nothing held.
    const round = gameReducer(gameReducer(card, { type: 'SET_BREAK_BETWEEN_ROUNDS', on: true }), next);
    expect(currentComponent(round)?.type).toBe('round');
    expect(startsMeasuredStretch(round, next)).toBe(false);
    // Back to back (no break), the next round's clock would start at once: that step is one to hold.
    expect(startsMeasuredStretch(gameReducer(card, next), next)).toBe(true);
  });

  it('holds nothing from one step of a round to the next (Conductor slide to slide)', () => {
    let state = gameReducer(counted('conductor', { isMultiplayer: false }), { type: 'BEGIN_PLAY', now: 0 });
    expect(startsMeasuredStretch(state, next)).toBe(true);
    state = gameReducer(state, next);
    expect(currentComponent(state)?.type).toBe('conductor-slide');
    expect(currentComponent(gameReducer(state, next))?.type).toBe('conductor-slide');
    expect(startsMeasuredStretch(state, next)).toBe(false);
  });

  it('holds BEGIN_PLAY in a game without a start card, and Play again into it', () => {
    const start = counted('timer', { isMultiplayer: false });
    expect(startsMeasuredStretch(start, { type: 'BEGIN_PLAY', now: 0 })).toBe(true);
    let state = gameReducer(start, { type: 'BEGIN_PLAY', now: 0 });
    while (!state.ended) state = gameReducer(state, next);
    expect(startsMeasuredStretch(state, { type: 'RESET_GAME', now: 0 })).toBe(true);
  });

  it('never holds an embedded game (practice is not measured)', () => {
    const embedded: GameState = { ...counted('timer', { isMultiplayer: false }), embedded: true };
    expect(startsMeasuredStretch(embedded, { type: 'BEGIN_PLAY', now: 0 })).toBe(false);
  });

  it('waits only while voice is wanted and the microphone is neither live nor given up on', () => {
    const base = { wanted: true, loadFailed: false, unavailable: false, skipped: false, live: false };
    expect(waitsForMicrophone(base)).toBe(true);
    expect(waitsForMicrophone({ ...base, wanted: false })).toBe(false);
    expect(waitsForMicrophone({ ...base, live: true })).toBe(false);
    expect(waitsForMicrophone({ ...base, unavailable: true })).toBe(false);
    expect(waitsForMicrophone({ ...base, loadFailed: true })).toBe(false);
    expect(waitsForMicrophone({ ...base, skipped: true })).toBe(false);
  });

  it("lets the held step through with the moment it goes on as its clock's", () => {
    expect(releasedAction({ type: 'NEXT_STEP', now: 5 }, 900)).toEqual({ type: 'NEXT_STEP', now: 900 });
    expect(releasedAction({ type: 'BEGIN_PLAY' }, 900)).toEqual({ type: 'BEGIN_PLAY' });
    expect(releasedAction({ type: 'SURVIVAL_VOTE', survived: true }, 900)).toEqual({
      type: 'SURVIVAL_VOTE',
      survived: true,
    });
  });
});
