import { describe, expect, it } from '@jest/globals';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { chooseTip, gameMetricsOf } from './debrief-tips';
import { debriefView, isLoudRoom, joinClosePrompts, markRows, unheardRounds, type DebriefInput } from './debrief-view';
import { voiceStartingLine, voiceUnavailableLine } from './voice-reasons';
import { rememberVoiceChoiceAsked, voiceChoiceAsked, VOICE_CHOICE_STORAGE_KEY } from './voice-preference';

/** A one-minute round with speech in a quiet room: everything can be shown. */
function done(
  overrides: Partial<{
    analysedMs: number;
    speakingMs: number;
    room: number | null;
    speech: number | null;
    lost: boolean;
  }> = {},
): DebriefInput['result'] {
  return {
    status: 'done',
    metrics: { analysedMs: overrides.analysedMs ?? 60_000, speakingMs: overrides.speakingMs ?? 40_000 },
    timeline: {
      roomLevelDb: overrides.room === undefined ? -65 : overrides.room,
      speechLevelDb: overrides.speech === undefined ? -24 : overrides.speech,
    },
    microphoneLost: overrides.lost ?? false,
  };
}

const ids = (input: DebriefInput) => debriefView(input).notes.map((note) => note.id);

describe("what a round's debrief shows (issue 31, bad input)", () => {
  it('shows the replay, timeline, marks, figures and tip of an ordinary round, with nothing to excuse', () => {
    expect(debriefView({ result: done(), recording: 'saved' })).toEqual({
      notes: [],
      replay: true,
      timeline: true,
      voiceMarks: true,
      figures: true,
      tip: true,
    });
  });

  it('a very loud room: the replay and the speech bar, but no pace, filled pauses, silence marks or tip, and says why', () => {
    const view = debriefView({ result: done({ room: -34, speech: -27 }), recording: 'saved' });
    expect(view).toMatchObject({ replay: true, timeline: true, voiceMarks: false, figures: false, tip: false });
    expect(view.notes.map((note) => note.id)).toEqual(['loud-room']);
    expect(view.notes[0]!.text).toMatch(/pace and filled pauses cannot be told from the noise/);
    // A room as loud as a laptop's speech is loud whatever the voice.
    expect(isLoudRoom({ roomLevelDb: -28, speechLevelDb: -10 })).toBe(true);
  });

  it('a quiet room or a quiet microphone is not a loud room, nor a round kept before the room was measured', () => {
    expect(isLoudRoom({ roomLevelDb: -60, speechLevelDb: -25 })).toBe(false);
    // A quiet microphone in a quiet room: little margin, but the room is near silence.
    expect(isLoudRoom({ roomLevelDb: -72, speechLevelDb: -66 })).toBe(false);
    expect(isLoudRoom({})).toBe(false);
    expect(debriefView({ result: done({ room: null, speech: null }), recording: 'off' }).figures).toBe(true);
  });

  it('a round under two seconds: no timeline, figures or tip, and says it was too short', () => {
    const view = debriefView({ result: done({ analysedMs: 1_500, speakingMs: 1_200 }), recording: 'saved' });
    expect(view).toMatchObject({ replay: true, timeline: false, figures: false, tip: false });
    expect(view.notes.map((note) => note.id)).toEqual(['too-short']);
  });

  it('a round the microphone heard only the end of (still starting) is not called short: it says the microphone was late', () => {
    // The walk of issue 31: a new learner's first round of six seconds, heard for its last half second.
    const view = debriefView({
      result: done({ analysedMs: 500, speakingMs: 300 }),
      recording: 'saved',
      missedMs: 5_500,
    });
    expect(view).toMatchObject({ replay: true, timeline: false, figures: false, tip: false });
    expect(view.notes.map((note) => note.id)).toEqual(['heard-late']);
    expect(view.notes[0]!.text).toMatch(/^The microphone was still starting during this round/);
    expect(view.notes[0]!.text).not.toMatch(/shorter than two seconds/);
    // A skipped round with the microphone open from its start is short.
    expect(ids({ result: done({ analysedMs: 900 }), recording: 'saved', missedMs: 0 })).toEqual(['too-short']);
  });

  it('a round heard from part of the way in shows its figures and says how much was missed', () => {
    const view = debriefView({ result: done({ analysedMs: 4_000 }), recording: 'saved', missedMs: 2_040 });
    expect(view).toMatchObject({ replay: true, timeline: true, figures: true, tip: true });
    expect(view.notes.map((note) => note.text)).toEqual([
      'The microphone started 2.0 s into this round: the replay and the figures cover only the rest of it.',
    ]);
    // Under a second late is the microphone's ordinary start, not worth a sentence.
    expect(ids({ result: done(), recording: 'saved', missedMs: 400 })).toEqual([]);
  });

  it('silence: the timeline of prompts, no figures or tip, and says no speech was heard', () => {
    const view = debriefView({ result: done({ speakingMs: 0, speech: null }), recording: 'off' });
    expect(view).toMatchObject({ replay: false, timeline: true, voiceMarks: false, figures: false, tip: false });
    expect(view.notes.map((note) => note.id)).toEqual(['silent']);
  });

  it('a microphone lost mid-round: the figures of what was heard, no tip, and says so first', () => {
    const view = debriefView({ result: done({ lost: true }), recording: 'none' });
    expect(view).toMatchObject({ replay: false, timeline: true, figures: true, tip: false });
    expect(view.notes.map((note) => note.id)).toEqual(['microphone-lost', 'no-recording']);
    // Lost in its first second: too short as well.
    expect(ids({ result: done({ lost: true, analysedMs: 900 }), recording: 'off' })).toEqual([
      'microphone-lost',
      'too-short',
    ]);
  });

  it('storage full or blocked: the recording plays from memory and the debrief says it will not be kept', () => {
    for (const recording of ['unsaved-full', 'unsaved-blocked'] as const) {
      const view = debriefView({ result: done(), recording });
      expect(view).toMatchObject({ replay: true, figures: true, tip: true });
      expect(view.notes.map((note) => note.id)).toEqual([
        recording === 'unsaved-full' ? 'storage-full' : 'storage-blocked',
      ]);
    }
  });

  it('a recording deleted (or never made): no replay, the rest of the debrief, and says why there is nothing to play', () => {
    const view = debriefView({ result: done(), recording: 'none' });
    expect(view).toMatchObject({ replay: false, timeline: true, figures: true, tip: true });
    expect(view.notes.map((note) => note.id)).toEqual(['no-recording']);
  });

  it('an analysis that failed still plays the recording and says there are no figures', () => {
    const view = debriefView({ result: { status: 'failed' }, recording: 'saved' });
    expect(view).toMatchObject({ replay: true, timeline: false, figures: false, tip: false });
    expect(view.notes.map((note) => note.id)).toEqual(['analysis-failed']);
  });

  it('recording off (the microphone refused, or never asked): no replay and no line about recordings', () => {
    expect(ids({ result: done(), recording: 'off' })).toEqual([]);
    expect(debriefView({ result: done(), recording: 'off' }).replay).toBe(false);
  });
});

describe("the first game's voice choice is asked once per learner", () => {
  it('is not asked again once remembered, and separately for each learner', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(voiceChoiceAsked(storage, 'ana')).toBe(false);
    rememberVoiceChoiceAsked(storage, 'ana');
    expect(values.get(`${VOICE_CHOICE_STORAGE_KEY}:ana`)).toBe('yes');
    expect(voiceChoiceAsked(storage, 'ana')).toBe(true);
    expect(voiceChoiceAsked(storage, 'ben')).toBe(false);
  });

  it('a browser that cannot remember it does not ask (it would ask at every game)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(voiceChoiceAsked(blocked, 'ana')).toBe(true);
    expect(voiceChoiceAsked(null, 'ana')).toBe(true);
  });
});

describe("the whole game's figures and its one tip (issue 31)", () => {
  const round = (overrides: Partial<VoiceMetrics> = {}): VoiceMetrics => ({
    analysedMs: 30_000,
    speakingMs: 20_000,
    speakingRatio: 2 / 3,
    pauseCount: 4,
    meanPauseMs: 600,
    hesitationCount: 0,
    longestSilenceMs: 900,
    energyRangeDb: 12,
    pitchRangeSemitones: 6,
    syllableCount: 100,
    articulationRate: 5,
    syllablesPerMinute: 200,
    wordsPerMinute: 133,
    filledPauseCount: 1,
    filledPausesPerMinute: 2,
    ...overrides,
  });

  it('adds the rounds up as one long round: pauses weighted by count, pace over the articulating time, fillers a minute', () => {
    const game = gameMetricsOf([
      round(),
      round({ pauseCount: 2, meanPauseMs: 900, syllableCount: 60, articulationRate: 6, filledPauseCount: 5 }),
    ])!;
    expect(game.analysedMs).toBe(60_000);
    expect(game.pauseCount).toBe(6);
    expect(game.meanPauseMs).toBeCloseTo((4 * 600 + 2 * 900) / 6);
    // 160 syllables over 20 s + 10 s of articulating time.
    expect(game.articulationRate).toBeCloseTo(5.3, 1);
    expect(game.filledPauseCount).toBe(6);
    expect(game.filledPausesPerMinute).toBe(6);
    // Six filled pauses a minute over the game: its tip is about them, worded for the game.
    const tip = chooseTip(game, null, 'game')!;
    expect(tip.id).toBe('filled-pauses');
    expect(chooseTip(gameMetricsOf([round({ hesitationCount: 1, pauseCount: 4 })])!, null, 'game')!.because).toBe(
      '1 silence over 2 s in this game.',
    );
  });

  it('leaves out rounds too short or silent, and is null without a round to judge', () => {
    expect(gameMetricsOf([round({ analysedMs: 1_500, speakingMs: 1_000 }), round({ speakingMs: 0 })])).toBeNull();
    expect(gameMetricsOf([round(), round({ analysedMs: 1_500, speakingMs: 1_000 })])!.analysedMs).toBe(30_000);
  });
});

describe("the timeline's marks (the walk of issue 31)", () => {
  it('puts a mark that would cover the one before it a row lower, so every mark stays in reach', () => {
    // A six-second round on a phone: an 'uh' at 1.2 s and a silence from 1.4 s would overlap on one row.
    const rows = markRows(
      [
        { kind: 'prompt', atMs: 0 },
        { kind: 'filled-pause', atMs: 1_200 },
        { kind: 'hesitation', atMs: 1_400 },
        { kind: 'filled-pause', atMs: 1_500 },
        { kind: 'filled-pause', atMs: 4_000 },
      ],
      6_000,
    );
    expect(rows).toEqual([0, 1, 2, 3, 1]);
  });

  it('joins prompts closer than a tenth of the round into one mark that names them in order', () => {
    // Conductor's slides under a second apart in a ten-second round, then two further on.
    expect(
      joinClosePrompts(
        [
          { atMs: 900, label: 'Slide 2: Whisper' },
          { atMs: 0, label: 'Slide 1: Calm' },
          { atMs: 1_900, label: 'Slide 3: Loud' },
          { atMs: 6_000, label: 'Slide 4: Fast' },
        ],
        10_000,
      ),
    ).toEqual([
      { atMs: 0, label: 'Slide 1: Calm, then Slide 2: Whisper' },
      { atMs: 1_900, label: 'Slide 3: Loud' },
      { atMs: 6_000, label: 'Slide 4: Fast' },
    ]);
  });

  it('keeps prompts above the bar and marks far apart on the first row below it', () => {
    expect(
      markRows(
        [
          { kind: 'prompt', atMs: 0 },
          { kind: 'prompt', atMs: 100 },
          { kind: 'hesitation', atMs: 2_000 },
          { kind: 'filled-pause', atMs: 5_000 },
        ],
        6_000,
      ),
    ).toEqual([0, 0, 1, 1]);
  });
});

describe('the line when there is no microphone, for a learner who asked for recordings (the walk of issue 31)', () => {
  it('says the rounds are not recorded either, and keeps the voice-metrics line for a learner who did not ask', () => {
    expect(voiceUnavailableLine('denied', true)).toBe(
      'No recording or voice metrics: the microphone was blocked. Allow it for this site to hear yourself after each round.',
    );
    expect(voiceUnavailableLine('denied', false)).toBe(
      'No voice metrics: the microphone was blocked. Allow it for this site to measure your voice.',
    );
    for (const reason of ['denied', 'absent', 'unsupported', 'failed'] as const)
      expect(voiceUnavailableLine(reason, true)).toMatch(/^No recording or voice metrics: /);
    expect(voiceStartingLine(true)).toBe('Starting the microphone…');
    expect(voiceStartingLine(false)).toBe('Starting voice metrics…');
  });
});

describe('rounds the microphone never heard (the walk of issue 31)', () => {
  it('are those before the first measured round, listed rather than left out', () => {
    expect(unheardRounds([1, 2])).toEqual([0]);
    expect(unheardRounds([2, 3, 4])).toEqual([0, 1]);
    expect(unheardRounds([0, 1, 2])).toEqual([]);
    expect(unheardRounds([])).toEqual([]);
  });
});
