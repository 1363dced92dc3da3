import { describe, expect, it } from '@jest/globals';
import {
  READY_COUNTDOWN_STEPS,
  currentComponent,
  emptyContent,
  gameReducer,
  type GameAction,
  type GameState,
  type ShortCode,
} from '@impromptu/games';
import type { VoiceLiveState, VoiceRoundContext, VoiceRoundOutcome, VoiceSession } from '@impromptu/voice/live';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { initialGameState } from '../frame/initial-state';
import { chooseTip } from './debrief-tips';
import { fillerMargin, fillerText, paceMargins, paceText, qualityOf, roundFigures } from './figure-accuracy';
import { VoiceController, promptMarksOf, unavailableReasonOf, type KeepRecording } from './voice-controller';
import { pauseTakenOn, silencesOf, talkShares } from './voice-figures';
import { lastSpokenRoundOf, measuredStretchOf, promptLabelOf } from './voice-rounds';
import {
  readVoicePreference,
  writeVoicePreference,
  RECORD_ROUNDS_STORAGE_KEY,
  VOICE_METRICS_STORAGE_KEY,
} from './voice-preference';

const noTutorial = { isTutorialCompleted: true, tutorialVideoUrl: null, instructionVideoUrl: null, lastSettings: null };

const content = {
  ...emptyContent(),
  TOPIC: [
    'apples',
    'rivers',
    'kites',
    'maps',
    'bells',
    'clouds',
    'trains',
    'lamps',
    'boats',
    'chairs',
    'drums',
    'hats',
  ],
  TITLE: ['A day at the sea', 'My best idea', 'The long road', 'Why we sing'],
  NOUN: ['garden', 'bridge', 'castle', 'window', 'island', 'forest'],
  ADJECTIVE: ['bright', 'quiet', 'brave', 'gentle', 'swift', 'warm'],
};

/** A game through setup, countdown and start, at its first component. */
function playing(shortCode: ShortCode, settings: Record<string, unknown> = {}): GameState {
  let state = initialGameState(shortCode, noTutorial, 7);
  const steps: GameAction[] = [
    { type: 'CONTENT_LOADED', content },
    { type: 'UPDATE_SETTINGS', settings },
    { type: 'START_GAME', now: 0 },
    ...Array.from({ length: READY_COUNTDOWN_STEPS }, (): GameAction => ({ type: 'COUNTDOWN_TICK' })),
    { type: 'BEGIN_PLAY', now: 0 },
  ];
  for (const action of steps) state = gameReducer(state, action);
  return state;
}

const next = (state: GameState) => gameReducer(state, { type: 'NEXT_STEP', now: 0 });

const summary: VoiceMetrics = {
  analysedMs: 10_000,
  speakingMs: 8_000,
  speakingRatio: 0.8,
  pauseCount: 1,
  meanPauseMs: 900,
  hesitationCount: 0,
  longestSilenceMs: 900,
  energyRangeDb: 12,
  pitchRangeSemitones: 5,
};

/** A session that records what the controller asks of it; its summaries are settled by the test. */
function recordingSession({ recording = false, audio = null }: { recording?: boolean; audio?: Blob | null } = {}) {
  const calls: string[] = [];
  const contexts: VoiceRoundContext[] = [];
  const listeners = new Set<(state: VoiceLiveState) => void>();
  const pending: Array<(outcome: VoiceRoundOutcome) => void> = [];
  const session: VoiceSession = {
    recording,
    startRound: () => void calls.push('startRound'),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    endRound: (context) => {
      calls.push('endRound');
      contexts.push(context ?? {});
      return new Promise((resolve) => pending.push(resolve));
    },
    stop: () => void calls.push('stop'),
  };
  return {
    session,
    calls,
    contexts,
    listeners,
    settleAll: () =>
      pending.splice(0).forEach((resolve) =>
        resolve({
          metrics: summary,
          timeline: {
            analysedMs: summary.analysedMs,
            speech: [{ startMs: 0, endMs: 8_000 }],
            pauses: [],
            filledPauses: [],
            syllablesMs: [],
          },
          audio,
          microphoneLost: false,
        }),
      ),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the part of a round the voice analysis listens to', () => {
  it('is the speaking, not the start card, the breath or the feedback between players', () => {
    let state = playing('autocomplete-breath', { isMultiplayer: false });
    const seen: Array<[string, string | null]> = [];
    for (let step = 0; step < 8 && !state.ended; step += 1) {
      seen.push([currentComponent(state)?.type ?? 'none', measuredStretchOf(state)?.key ?? null]);
      state = next(state);
    }
    const round1 = `${state.gameNumber}:0`;
    // The start card, the rushed 'Make a mess' round and the breath are not measured; 'Clean it up' is.
    expect(seen.slice(0, 5)).toEqual([
      ['start-round', null],
      ['round', null],
      ['breathe', null],
      ['breathe', null],
      ['speech', round1],
    ]);
  });

  it('is every slide of the Conductor timeline, as one round', () => {
    let state = next(playing('conductor'));
    const keys = new Set<string | null>();
    while (currentComponent(state)?.type === 'conductor-slide') {
      keys.add(measuredStretchOf(state)?.key ?? null);
      state = next(state);
    }
    expect([...keys]).toEqual([`${state.gameNumber}:0`]);
  });
});

describe('between rounds, the round just spoken (a round the microphone never heard says so)', () => {
  it('is none at the first start card, the round before at the next start card', () => {
    let state = gameReducer(playing('autocomplete', { isMultiplayer: false }), {
      type: 'SET_BREAK_BETWEEN_ROUNDS',
      on: true,
    });
    expect(currentComponent(state)?.type).toBe('start-round');
    expect(lastSpokenRoundOf(state)).toBeNull();
    state = next(state);
    expect(currentComponent(state)?.type).toBe('round');
    expect(lastSpokenRoundOf(state)).toBeNull();
    state = next(state);
    expect(currentComponent(state)?.type).toBe('start-round');
    expect(lastSpokenRoundOf(state)).toBe(0);
    state = next(next(state));
    expect(lastSpokenRoundOf(state)).toBe(1);
  });

  it("is the speaker's own round at the feedback between players, before it is recorded", () => {
    let state = playing('triple-step', {
      isMultiplayer: true,
      playerNumbers: 2,
      playerNames: ['Ana', 'Ben'],
      hasFeedbackTime: true,
    });
    while (currentComponent(state)?.type !== 'feedback-round' && !state.ended) state = next(state);
    expect(currentComponent(state)?.type).toBe('feedback-round');
    expect(state.rounds).toHaveLength(0);
    expect(lastSpokenRoundOf(state)).toBe(0);
  });
});

describe('the voice controller follows the game', () => {
  it("analyses Snow Globe's talk with the pauses the pie asked for, and hands the round its summary", async () => {
    let now = 1_000;
    const fake = recordingSession();
    const controller = new VoiceController(
      async () => fake.session,
      () => now,
    );
    controller.begin();
    await flush();
    let state = playing('snow-globe');
    controller.observe(state);
    expect(fake.calls).toEqual([]);
    state = next(state);
    expect(currentComponent(state)?.type).toBe('snow-globe');
    controller.observe(state);
    expect(fake.calls).toEqual(['startRound']);
    now += 9_000;
    controller.markPauseCue(true);
    now += 3_000;
    controller.markPauseCue(false);
    now += 5_000;
    state = next(state);
    controller.observe(state);
    expect(fake.calls).toEqual(['startRound', 'endRound']);
    expect(fake.contexts[0]).toEqual({ pauseCues: [{ startMs: 9_000, endMs: 12_000 }] });
    const metrics = controller.metricsFor(state.gameNumber, 0);
    fake.settleAll();
    expect(await metrics).toEqual(summary);
    expect(controller.getSnapshot().ended.map((stretch) => stretch.result.status)).toEqual(['done']);
  });

  it('tells the analysis the energy each Conductor slide asked for, from when it showed', async () => {
    let now = 0;
    const fake = recordingSession();
    const controller = new VoiceController(
      async () => fake.session,
      () => now,
    );
    controller.begin();
    await flush();
    let state = next(playing('conductor'));
    const expected: { atMs: number; level: number | null }[] = [];
    while (currentComponent(state)?.type === 'conductor-slide') {
      const slide = currentComponent(state);
      controller.observe(state);
      // The final slide asks for no level: from it on, nothing is judged.
      if (slide?.type === 'conductor-slide')
        expected.push({ atMs: now, level: slide.isFinal ? null : slide.slideIndex / 10 });
      now += (slide?.type === 'conductor-slide' ? slide.durationSeconds : 0) * 1000;
      state = next(state);
    }
    controller.observe(state);
    expect(fake.calls).toEqual(['startRound', 'endRound']);
    expect(fake.contexts[0]?.energyTargets).toEqual(expected);
    expect(expected.filter((target) => target.level !== null).length).toBeGreaterThan(2);
    expect(expected.at(-1)?.level).toBeNull();
  });

  it('says why there are no metrics when the microphone is refused, and rounds go without them', async () => {
    const controller = new VoiceController(async () => {
      throw Object.assign(new Error('Permission denied'), { reason: 'denied' });
    });
    controller.begin();
    await flush();
    expect(controller.getSnapshot().status).toEqual({ kind: 'unavailable', reason: 'denied' });
    const state = next(playing('snow-globe'));
    controller.observe(state);
    controller.observe(next(state));
    expect(await controller.metricsFor(state.gameNumber, 0)).toBeNull();
    expect(unavailableReasonOf(new TypeError('boom'))).toBe('failed');
  });

  it("releases the microphone only after the last round's summary is in", async () => {
    const fake = recordingSession();
    const controller = new VoiceController(
      async () => fake.session,
      () => 0,
    );
    controller.begin();
    await flush();
    const state = next(playing('snow-globe'));
    controller.observe(state);
    controller.observe(next(state));
    controller.stop();
    await flush();
    expect(fake.calls).toEqual(['startRound', 'endRound']);
    fake.settleAll();
    await flush();
    expect(fake.calls).toEqual(['startRound', 'endRound', 'stop']);
  });
});

describe('live figures', () => {
  const live = (overrides: Partial<VoiceLiveState>): VoiceLiveState => ({
    elapsedMs: 0,
    speaking: false,
    rmsDb: -100,
    energy: 0,
    pitchHz: null,
    speakingMs: 0,
    currentSilenceMs: 0,
    pauses: [],
    hesitationCount: 0,
    energyTrace: [],
    ...overrides,
  });

  it('a pause cue is taken by a silence of at least 400 ms that starts in it, or was already going on', () => {
    const silences = silencesOf(
      live({ elapsedMs: 20_000, pauses: [{ startMs: 9_300, endMs: 11_800 }], currentSilenceMs: 1_000 }),
    );
    expect(silences).toEqual([
      { startMs: 9_300, endMs: 11_800 },
      { startMs: 19_000, endMs: 20_000 },
    ]);
    expect(pauseTakenOn({ startMs: 9_000, endMs: 12_000 }, silences, 20_000)).toEqual({
      startMs: 9_300,
      endMs: 11_800,
    });
    expect(pauseTakenOn({ startMs: 9_500, endMs: 12_000 }, silences, 20_000)).toEqual({
      startMs: 9_300,
      endMs: 11_800,
    });
    expect(pauseTakenOn({ startMs: 13_000, endMs: 16_000 }, silences, 20_000)).toBeNull();
    // Still asking: the silence going on now answers it.
    expect(pauseTakenOn({ startMs: 18_800, endMs: null }, silences, 20_000)).toEqual({
      startMs: 19_000,
      endMs: 20_000,
    });
    // Too short to count.
    expect(pauseTakenOn({ startMs: 11_500, endMs: 12_000 }, silences, 20_000)).toBeNull();
  });

  it("Podcast shares the talk by each speaker's turns", () => {
    const turns = [
      { playerId: 0, playerName: 'Ann', speakingMsAtStart: 0 },
      { playerId: 1, playerName: 'Bo', speakingMsAtStart: 6_000 },
      { playerId: 0, playerName: 'Ann', speakingMsAtStart: 8_000 },
    ];
    expect(talkShares(turns, 10_000)).toEqual([
      { playerId: 0, name: 'Ann', speakingMs: 8_000, share: 0.8 },
      { playerId: 1, name: 'Bo', speakingMs: 2_000, share: 0.2 },
    ]);
  });
});

describe('the Voice metrics switch is remembered per browser', () => {
  it('is off until turned on, and off again when turned off', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(readVoicePreference(storage)).toBe(false);
    writeVoicePreference(storage, true);
    expect(store.get(VOICE_METRICS_STORAGE_KEY)).toBe('on');
    expect(readVoicePreference(storage)).toBe(true);
    writeVoicePreference(storage, false);
    expect(readVoicePreference(storage)).toBe(false);
    expect(readVoicePreference(null)).toBe(false);
  });
});

describe('a microphone that opens late', () => {
  it('analyses the rest of the stretch from the slide on screen', async () => {
    let now = 0;
    const fake = recordingSession();
    let open: (session: VoiceSession) => void = () => undefined;
    const controller = new VoiceController(
      () => new Promise((resolve) => (open = resolve)),
      () => now,
    );
    controller.begin();
    const state = next(playing('conductor'));
    controller.observe(state);
    now = 2_500;
    open(fake.session);
    await flush();
    expect(fake.calls).toEqual(['startRound']);
    const slide = currentComponent(state);
    expect(controller.getSnapshot().current?.steps).toEqual([
      expect.objectContaining({
        componentIndex: state.componentIndex,
        atMs: 0,
        energy: slide?.type === 'conductor-slide' ? slide.slideIndex / 10 : null,
      }),
    ]);
    // The debrief says how much of the round went by before the microphone was heard (the walk of issue 31).
    expect(controller.getSnapshot().current?.missedMs).toBe(2_500);
  });

  it('misses nothing of a round that starts with the microphone open', async () => {
    let now = 0;
    const fake = recordingSession();
    const controller = new VoiceController(
      () => Promise.resolve(fake.session),
      () => now,
    );
    controller.begin();
    await flush();
    now = 4_000;
    controller.observe(next(playing('conductor')));
    expect(controller.getSnapshot().current?.missedMs).toBe(0);
  });
});

describe("follow: the game frame's one call", () => {
  it('opens the microphone when a game plays, releases it at the end, and leaves embedded games alone', async () => {
    let opened = 0;
    const fake = recordingSession();
    const controller = new VoiceController(
      async () => {
        opened += 1;
        return fake.session;
      },
      () => 0,
    );
    const setup = initialGameState('snow-globe', noTutorial, 7);
    controller.follow(setup);
    expect(opened).toBe(0);
    let state = next(playing('snow-globe'));
    controller.follow(state);
    await flush();
    expect(opened).toBe(1);
    while (!state.ended) state = next(state);
    controller.follow(state);
    fake.settleAll();
    await flush();
    expect(fake.calls).toEqual(['startRound', 'endRound', 'stop']);
    expect(controller.getSnapshot().status).toEqual({ kind: 'stopped' });

    const embedded = new VoiceController(async () => {
      opened += 1;
      return fake.session;
    });
    embedded.follow({ ...next(playing('snow-globe')), embedded: true });
    await flush();
    expect(opened).toBe(1);
  });
});

describe("a round's recording (issue 31)", () => {
  async function playOneRound(keep: KeepRecording | null, audio: Blob | null) {
    const fake = recordingSession({ recording: true, audio });
    const controller = new VoiceController(
      async () => fake.session,
      () => 0,
      keep,
    );
    let state = next(playing('snow-globe'));
    controller.follow(state);
    await flush();
    expect(controller.getSnapshot().current?.recording).toEqual({ kind: 'recording' });
    while (!state.ended) state = next(state);
    controller.follow(state);
    fake.settleAll();
    await flush();
    await flush();
    return { controller, stretch: controller.getSnapshot().ended[0]! };
  }

  it('is kept on the device with its timeline, figures and prompts, and plays from memory meanwhile', async () => {
    const kept: Parameters<KeepRecording>[0][] = [];
    const audio = new Blob(['abc'], { type: 'audio/webm' });
    const { stretch } = await playOneRound(async (round) => {
      kept.push(round);
      return 'id-1';
    }, audio);
    expect(stretch.recording).toEqual({ kind: 'saved', id: 'id-1', audio });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      audio,
      metrics: summary,
      prompts: [expect.objectContaining({ label: 'Keep talking' })],
    });
    expect(stretch.result).toMatchObject({ status: 'done', microphoneLost: false });
  });

  it('still plays until the game closes when the storage is full or blocked, and says which', async () => {
    const audio = new Blob(['abc']);
    const full = await playOneRound(async () => {
      throw Object.assign(new Error('full'), { problem: 'full' });
    }, audio);
    expect(full.stretch.recording).toEqual({ kind: 'unsaved', problem: 'full', audio });
    const blocked = await playOneRound(null, audio);
    expect(blocked.stretch.recording).toEqual({ kind: 'unsaved', problem: 'blocked', audio });
  });

  it('deletes a round that was still being kept when the learner deleted their recordings', async () => {
    const discarded: string[] = [];
    let finish: (id: string) => void = () => undefined;
    const fake = recordingSession({ recording: true, audio: new Blob(['abc']) });
    const controller = new VoiceController(
      async () => fake.session,
      () => 0,
      () => new Promise<string>((resolve) => (finish = resolve)),
      async (id) => void discarded.push(id),
    );
    let state = next(playing('snow-globe'));
    controller.follow(state);
    await flush();
    while (!state.ended) state = next(state);
    controller.follow(state);
    fake.settleAll();
    await flush();
    expect(controller.getSnapshot().ended[0]!.recording.kind).toBe('saving');
    controller.forgetRecordings();
    finish('late-id');
    await flush();
    expect(controller.getSnapshot().ended[0]!.recording).toEqual({ kind: 'none' });
    expect(discarded).toEqual(['late-id']);
  });

  it('has nothing to play when the browser recorded nothing, or after "Delete recordings"', async () => {
    const empty = await playOneRound(async () => 'never', null);
    expect(empty.stretch.recording).toEqual({ kind: 'none' });
    const { controller } = await playOneRound(async () => 'id-2', new Blob(['abc']));
    controller.forgetRecordings();
    expect(controller.getSnapshot().ended[0]!.recording).toEqual({ kind: 'none' });
  });
});

describe("the debrief's prompts and its one tip", () => {
  it('names what each component showed, and marks the pauses a game asked for', () => {
    expect(promptLabelOf({ type: 'breathe', phase: 'BREATHE IN', durationSeconds: 4 })).toBe('BREATHE IN');
    expect(
      promptLabelOf({ type: 'conductor-slide', slideIndex: 3, durationSeconds: 5, imageUrl: '', isFinal: false }),
    ).toBe('Slide 4: energy 30 %');
    expect(promptLabelOf({ type: 'round', durationSeconds: 6, prompt: '', words: ['kite', 'map'], player: null })).toBe(
      'kite, map',
    );
    expect(
      promptMarksOf({
        steps: [
          {
            componentIndex: 0,
            atMs: 0,
            energy: null,
            playerId: null,
            playerName: null,
            speakingMsAtStart: 0,
            label: 'Apples',
          },
          {
            componentIndex: 1,
            atMs: 900,
            energy: null,
            playerId: null,
            playerName: null,
            speakingMsAtStart: 0,
            label: null,
          },
        ],
        pauseCues: [{ startMs: 500, endMs: 1_500 }],
      }),
    ).toEqual([
      { atMs: 0, label: 'Apples' },
      { atMs: 500, label: 'Breathe' },
    ]);
  });

  it("puts every prompt shown within a step on the timeline: Triple Step's words as they drop in", () => {
    const step = {
      componentIndex: 0,
      atMs: 0,
      energy: null,
      playerId: null,
      playerName: null,
      speakingMsAtStart: 0,
      label: 'The best day',
    };
    expect(
      promptMarksOf({
        steps: [step],
        pauseCues: [],
        shownPrompts: [
          { atMs: 4_000, label: 'Weave in: kite' },
          { atMs: 12_000, label: 'Weave in: lemon' },
        ],
      }),
    ).toEqual([
      { atMs: 0, label: 'The best day' },
      { atMs: 4_000, label: 'Weave in: kite' },
      { atMs: 12_000, label: 'Weave in: lemon' },
    ]);
  });

  const fluent = {
    ...summary,
    pauseCount: 4,
    meanPauseMs: 700,
    articulationRate: 5,
    filledPauseCount: 0,
    filledPausesPerMinute: 0,
  };

  it('is chosen from what the round measured, the most helpful first', () => {
    expect(chooseTip({ ...fluent, hesitationCount: 1, pauseCount: 4 })?.id).toBe('hesitations');
    expect(chooseTip({ ...fluent, filledPauseCount: 3, filledPausesPerMinute: 18 })?.id).toBe('filled-pauses');
    expect(chooseTip({ ...fluent, articulationRate: 6.8 })?.id).toBe('rushed');
    expect(chooseTip({ ...fluent, meanPauseMs: 300 })?.id).toBe('no-pauses');
    expect(chooseTip({ ...fluent, articulationRate: 3.1 })?.id).toBe('slow');
    expect(chooseTip({ ...fluent, pitchRangeSemitones: 2 }, 5)?.id).toBe('flat-pitch');
    expect(chooseTip(fluent)?.id).toBe('keep-going');
    // The figure it rests on is in its words.
    expect(chooseTip({ ...fluent, filledPauseCount: 3, filledPausesPerMinute: 18 })?.because).toContain('18.0');
  });

  it('is none for a round under two seconds or without speech', () => {
    expect(chooseTip({ ...fluent, analysedMs: 1_500, speakingMs: 1_000, speakingRatio: 0.6 })).toBeNull();
    expect(chooseTip({ ...fluent, speakingMs: 0, speakingRatio: 0 })).toBeNull();
  });

  it('speaks only from figures that passed: never of pauses or bands in a round with hardly any speech', () => {
    // Issue 46: "No pauses between your phrases" on a round with 0:00 of speech.
    expect(chooseTip({ ...fluent, speakingMs: 400, speakingRatio: 0.04, pauseCount: 0, meanPauseMs: null })).toBeNull();
    // A few seconds of speech: too few phrases to miss the pauses between them, and no band to praise.
    expect(chooseTip({ ...fluent, speakingMs: 4_000, pauseCount: 0, meanPauseMs: null })).toBeNull();
    // A pace withheld (saved as null) is no reason to slow down, nor to keep going.
    expect(chooseTip({ ...fluent, articulationRate: null })).toBeNull();
    expect(chooseTip({ ...fluent, articulationRate: null, filledPausesPerMinute: 18 })?.id).toBe('filled-pauses');
    expect(chooseTip({ ...fluent, filledPausesPerMinute: null, articulationRate: 6.8 })?.id).toBe('rushed');
  });
});

describe('every pace and filled-pause figure carries its accuracy, or says why there is none', () => {
  const measured = {
    ...summary,
    syllableCount: 60,
    articulationRate: 5.2,
    wordsPerMinute: 120,
    filledPauseCount: 3,
    filledPausesPerMinute: 4.5,
  };

  it('gives the pace and the words a minute their error bars, from the measured accuracy and the syllables heard', () => {
    const quality = qualityOf(measured, null);
    expect(paceText(measured, quality)).toMatch(/^5\.2 syllables\/s ±\d+ % · about 120 words\/min ±\d+ %$/);
    const few = paceMargins(12);
    const many = paceMargins(200);
    expect(few.rate).toBeGreaterThan(many.rate);
    expect(few.words).toBeGreaterThanOrEqual(few.rate);
    expect(fillerText(measured, quality)).toBe(`3 ±${fillerMargin(3)} (4.5 a minute)`);
  });

  it('says "not enough speech to measure" (or the reason) instead of a number that did not pass', () => {
    const withheld = { ...measured, articulationRate: null, wordsPerMinute: null, filledPausesPerMinute: null };
    expect(paceText(withheld, qualityOf(withheld, null))).toBe('not enough speech to measure');
    expect(fillerText(withheld, qualityOf(withheld, null))).toBe('not enough speech to measure');
    const noisy = {
      pace: { ok: false as const, reason: 'noisy' as const },
      filledPauses: { ok: false as const, reason: 'clipped' as const },
    };
    expect(paceText(measured, noisy)).toBe('too much noise to measure');
    expect(fillerText(measured, noisy)).toContain('clipped');
    expect(roundFigures(withheld)[0]).toBe('Pace: not enough speech to measure');
  });
});

describe('the switches are remembered per learner', () => {
  it("keeps one learner's choices apart from another's in a shared browser", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    writeVoicePreference(storage, true, 'ana', 'recordRounds');
    expect(readVoicePreference(storage, 'ana', 'recordRounds')).toBe(true);
    expect(readVoicePreference(storage, 'ben', 'recordRounds')).toBe(false);
    expect(readVoicePreference(storage, 'ana', 'voiceMetrics')).toBe(false);
    expect(values.has(`${RECORD_ROUNDS_STORAGE_KEY}:ana`)).toBe(true);
  });
});
