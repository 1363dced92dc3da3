import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoundQuality } from '@impromptu/voice/confidence';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import type { VoiceTimeline } from '@impromptu/voice/live';
import { GameDebriefSummary, RoundDebrief } from './voice-debrief';
import { VoiceController, type RecordingStatus, type VoiceStretch } from './voice-controller';

// The round debrief (issue 31, ADR 0042) with the figures of issue 46 (ADR 0059): its timeline and marks, its
// figures with their error bars or the reason they are withheld, its one tip, and the whole game's table.

/** A 20 s round: three stretches of speech, a 2.5 s silence, two filled pauses ('uh') and the round's prompt. */
const TIMELINE: VoiceTimeline = {
  analysedMs: 20_000,
  speech: [
    { startMs: 500, endMs: 6_000 },
    { startMs: 8_500, endMs: 14_000 },
    { startMs: 14_600, endMs: 19_500 },
  ],
  pauses: [
    { startMs: 6_000, endMs: 8_500 },
    { startMs: 14_000, endMs: 14_600 },
  ],
  filledPauses: [
    { startMs: 3_000, endMs: 3_600 },
    { startMs: 11_000, endMs: 11_700 },
  ],
  syllablesMs: [],
  roomLevelDb: -65,
  speechLevelDb: -24,
};

const METRICS: VoiceMetrics = {
  analysedMs: 20_000,
  speakingMs: 15_900,
  speakingRatio: 0.8,
  pauseCount: 2,
  meanPauseMs: 1_550,
  hesitationCount: 0,
  longestSilenceMs: 2_500,
  energyRangeDb: 20,
  pitchRangeSemitones: 6,
  syllableCount: 76,
  articulationRate: 4.8,
  syllablesPerMinute: 228,
  wordsPerMinute: 152,
  filledPauseCount: 2,
  filledPausesPerMinute: 6,
};

function stretch({
  metrics = METRICS,
  timeline = TIMELINE,
  recording = { kind: 'off' },
}: { metrics?: VoiceMetrics; timeline?: VoiceTimeline; recording?: RecordingStatus } = {}): VoiceStretch {
  return {
    gameNumber: 1,
    roundIndex: 0,
    key: '1:0',
    steps: [
      {
        componentIndex: 0,
        atMs: 0,
        energy: null,
        playerId: null,
        playerName: null,
        speakingMsAtStart: 0,
        label: 'Dogs are…',
      },
    ],
    pauseCues: [],
    live: null,
    result: { status: 'done', metrics, timeline, microphoneLost: false },
    recording,
    missedMs: 0,
  };
}

/** A controller that never opens a microphone: the debrief reads only its learner (none here: nothing kept). */
const controller = new VoiceController(() => Promise.reject(new Error('no microphone in a component test')));

function renderDebrief(round: VoiceStretch, options: { compact?: boolean; startOpen?: boolean } = {}) {
  render(
    <RoundDebrief
      controller={controller}
      stretch={round}
      title="Round 1 debrief"
      baseline={null}
      recent={[]}
      recordingsKey="0"
      {...options}
    />,
  );
  return screen.getByRole('region', { name: 'Round 1 debrief' });
}

const saved: RecordingStatus = { kind: 'saved', id: 'round-1', audio: new Blob(['audio'], { type: 'audio/webm' }) };

describe('the round debrief', () => {
  it('marks the prompt, each filled pause and each silence over 2 s on the timeline, in the order they came', () => {
    const silence: VoiceTimeline = {
      ...TIMELINE,
      pauses: [...TIMELINE.pauses.slice(0, 1), { startMs: 14_000, endMs: 16_600 }],
    };
    const debrief = renderDebrief(
      stretch({ timeline: silence, metrics: { ...METRICS, hesitationCount: 2 }, recording: saved }),
    );
    expect(
      within(debrief)
        .getByRole('img', { name: /^Your round: / })
        .getAttribute('aria-label'),
    ).toBe('Your round: 0:20, speech in 3 stretches, 2 pauses');
    const marks = within(within(debrief).getByRole('list', { name: 'Moments in your round' })).getAllByRole('button');
    expect(marks.map((mark) => mark.textContent)).toEqual([
      '▼Dogs are… at 0:00: play this moment',
      'uhFilled pause at 0:03: play this moment',
      '…Silence of 2.5 s at 0:06: play this moment',
      'uhFilled pause at 0:11: play this moment',
      '…Silence of 2.6 s at 0:14: play this moment',
    ]);
    expect(marks.map((mark) => mark.getAttribute('data-debrief-mark'))).toEqual([
      'prompt',
      'filled-pause',
      'hesitation',
      'filled-pause',
      'hesitation',
    ]);
    // With the replay on this device, each mark plays its moment.
    expect(marks.every((mark) => !mark.hasAttribute('disabled'))).toBe(true);
    expect(within(debrief).getByLabelText('Replay your round').getAttribute('src')).toMatch(/^blob:/);
  });

  it('without a recording the marks are shown but play nothing', () => {
    const debrief = renderDebrief(stretch());
    expect(within(debrief).queryByLabelText('Replay your round')).toBeNull();
    const marks = within(within(debrief).getByRole('list', { name: 'Moments in your round' })).getAllByRole('button');
    expect(marks).toHaveLength(4);
    for (const mark of marks) {
      expect(mark.hasAttribute('disabled')).toBe(true);
      expect(mark.textContent).not.toMatch(/play this moment/);
    }
  });

  it('gives pace and filled pauses with their error bars, against the bands', () => {
    const debrief = renderDebrief(stretch());
    const pace = debrief.querySelector('[data-debrief-figure="pace"]')!;
    expect(pace.textContent).toBe('4.8 syllables/s ±12 % · about 152 words/min ±13 %within the band (4–6)');
    expect(pace.getAttribute('data-value')).toBe('4.8');
    const fillers = debrief.querySelector('[data-debrief-figure="filled-pauses"]')!;
    expect(fillers.textContent).toBe('2 ±1 (6.0 a minute)more than 4 a minute');
  });

  it('withholds a figure it cannot trust and says why, instead of a number', () => {
    const quality: RoundQuality = {
      pace: { ok: false, reason: 'noisy' },
      filledPauses: { ok: false, reason: 'too-little-speech' },
    };
    const debrief = renderDebrief(stretch({ timeline: { ...TIMELINE, quality } }));
    const pace = debrief.querySelector('[data-debrief-figure="pace"]')!;
    expect(pace.textContent).toBe('too much noise to measure');
    expect(pace.getAttribute('data-value')).toBe('');
    expect(debrief.querySelector('[data-debrief-figure="filled-pauses"]')!.textContent).toBe(
      'not enough speech to measure',
    );
  });

  it('in a loud room keeps the speech bar and the prompts, and shows no figure, silence or filled pause mark', () => {
    const debrief = renderDebrief(stretch({ timeline: { ...TIMELINE, roomLevelDb: -34, speechLevelDb: -27 } }));
    expect(debrief.querySelector('[data-debrief-note="loud-room"]')).not.toBeNull();
    expect(within(debrief).getByRole('img', { name: /^Your round: / })).toBeTruthy();
    const marks = within(within(debrief).getByRole('list', { name: 'Moments in your round' })).getAllByRole('button');
    expect(marks.map((mark) => mark.getAttribute('data-debrief-mark'))).toEqual(['prompt']);
    expect(debrief.querySelector('[data-debrief-figure]')).toBeNull();
    expect(debrief.querySelector('[data-debrief-tip]')).toBeNull();
  });

  it('gives one tip from the figures shown, why, and its research one tap away', async () => {
    const debrief = renderDebrief(stretch());
    const tips = debrief.querySelectorAll('[data-debrief-tip]');
    expect(tips).toHaveLength(1);
    const tip = tips[0] as HTMLElement;
    // 6 filled pauses a minute, more than the band's 4: the filled-pause tip (the order of debrief-tips.ts).
    expect(tip.getAttribute('data-debrief-tip')).toBe('filled-pauses');
    expect(within(tip).getByText('Why this tip: 6.0 filled pauses a minute (more than 4).')).toBeTruthy();
    const research = within(tip).getByRole('button', { name: 'The research behind it' });
    expect(research.getAttribute('aria-expanded')).toBe('false');
    expect(within(tip).getByText(/Clark & Fox Tree, 2002/).hidden).toBe(true);
    await userEvent.click(research);
    expect(within(tip).getByText(/Clark & Fox Tree, 2002/).hidden).toBe(false);
    expect(within(tip).getByRole('button', { name: 'Hide the research' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('between rounds: one line of figures and the brief tip; the timeline and all figures one button away', async () => {
    const debrief = renderDebrief(stretch({ recording: saved }), { compact: true });
    expect(within(debrief).getByRole('heading', { level: 2, name: 'Round 1 debrief' })).toBeTruthy();
    expect(debrief.querySelector('[data-debrief-compact]')!.textContent).toBe(
      'Pace: 4.8 syllables/s ±12 % · about 152 words/min ±13 % · 2 pauses, 1.6 s on average · filled pauses: 2 ±1 (6.0 a minute)',
    );
    expect(debrief.querySelector('[data-debrief-tip="filled-pauses"]')).not.toBeNull();
    expect(within(debrief).queryByRole('button', { name: 'The research behind it' })).toBeNull();
    expect(within(debrief).queryByRole('list', { name: 'Moments in your round' })).toBeNull();

    within(debrief).getByRole('button', { name: 'Show the timeline and all figures' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(debrief).getByRole('list', { name: 'Moments in your round' })).toBeTruthy();
    expect(debrief.querySelector('[data-debrief-figure="pace"]')).not.toBeNull();
    await userEvent.click(within(debrief).getByRole('button', { name: 'Show less' }));
    expect(within(debrief).queryByRole('list', { name: 'Moments in your round' })).toBeNull();
  });

  it('is skipped from the keyboard and shown again', async () => {
    const debrief = renderDebrief(stretch({ recording: saved }));
    within(debrief).getByRole('button', { name: 'Skip debrief' }).focus();
    await userEvent.keyboard('{Enter}');
    const show = within(debrief).getByRole('button', { name: 'Show debrief' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(within(debrief).queryByLabelText('Replay your round')).toBeNull();
    await userEvent.click(show);
    expect(within(debrief).getByLabelText('Replay your round')).toBeTruthy();
  });

  it('a round closed at the game’s end opens on Show debrief', () => {
    const debrief = renderDebrief(stretch(), { startOpen: false });
    expect(within(debrief).getByRole('button', { name: 'Show debrief' })).toBeTruthy();
    expect(within(debrief).queryByRole('list', { name: 'Moments in your round' })).toBeNull();
  });
});

describe("the game's summary", () => {
  it('lists every round with its figures and error bars, says why a round has none, and gives one tip', () => {
    const loud = stretch({ timeline: { ...TIMELINE, roomLevelDb: -34, speechLevelDb: -27 } });
    render(
      <GameDebriefSummary
        baseline={null}
        unheard={[{ key: 'u', label: 'Round 1' }]}
        rounds={[
          { key: 'a', label: 'Round 2', stretch: stretch() },
          { key: 'b', label: 'Round 3', stretch: loud },
        ]}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Your game' });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Round', 'Pace', 'Pauses', 'Filled pauses']);
    expect(
      within(summary)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Round 1', 'Round 2', 'Round 3']);
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell').textContent).toBe('not heard: the microphone was still starting');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4.8/s ±12 %', '2 · 1.6 s', '2 ±1 · 6.0/min']);
    expect(within(rows[2]!).getByRole('cell').textContent).toBe('too loud to measure');
    // The game's figures are those of the rounds it trusts: round 2 alone.
    expect(summary.querySelector('[data-game-summary-figures]')!.textContent).toBe(
      'Over the game: Pace: 4.8 syllables/s ±12 % · 2 pauses, 1.6 s on average · filled pauses: 2 ±1 (6.0 a minute)',
    );
    expect(summary.querySelectorAll('[data-debrief-tip]')).toHaveLength(1);
  });

  it('with no round it can measure, says there is no tip', () => {
    render(<GameDebriefSummary baseline={null} unheard={[{ key: 'u', label: 'Round 1' }]} rounds={[]} />);
    const summary = screen.getByRole('region', { name: 'Your game' });
    expect(within(summary).getByRole('status').textContent).toBe(
      'No round of this game could be measured, so there is no tip for it.',
    );
    expect(summary.querySelector('[data-debrief-tip]')).toBeNull();
  });
});
