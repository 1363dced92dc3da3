import type { VoiceTimeline } from '@impromptu/voice/live';
import type { VoiceMetrics } from '@impromptu/voice/metrics';

/*
 * What a round's debrief can show and what it cannot (issue 31, 'Bad input'; ADR 0042 addendum). Pure, so each
 * bad input has a unit test: a refused or lost microphone, a round under two seconds, silence, a very loud room,
 * storage full or blocked, a recording that is gone. The debrief says what it cannot show in words and leaves out
 * the figures that would mislead; the game and its recorded round never depend on it.
 */

/** A round shorter than this has too little to measure (a pace, pauses, a tip). */
export const SHORTEST_ROUND_MS = 2_000;

/**
 * A very loud room: the room's own loudness (frames outside speech) within LOUD_ROOM_MARGIN_DB of the speech's,
 * when the room is not near digital silence (a very quiet microphone in a quiet room is not a loud room), or the
 * room alone at LOUD_ROOM_DB or more, a level speech from a laptop's microphone reaches (about −30 to −20 dBFS).
 */
export const LOUD_ROOM_MARGIN_DB = 10;
export const LOUD_ROOM_FLOOR_DB = -50;
export const LOUD_ROOM_DB = -30;

/**
 * The microphone opened this long after the round began (it was still starting: the first round of a game whose
 * analysis loads at START): the debrief says so rather than calling the round short or leaving the gap unsaid.
 */
export const LATE_MICROPHONE_MS = 1_000;

export type DebriefNoteId =
  | 'analysis-failed'
  | 'microphone-lost'
  | 'too-short'
  | 'heard-late'
  | 'started-late'
  | 'silent'
  | 'loud-room'
  | 'keeping'
  | 'storage-full'
  | 'storage-blocked'
  | 'no-recording';

export interface DebriefNote {
  id: DebriefNoteId;
  text: string;
}

export interface DebriefView {
  /** What it cannot show, and why, in the learner's words; in the order shown. */
  notes: DebriefNote[];
  /** The round's audio can be played. */
  replay: boolean;
  /** The speech and pauses bar and the prompt marks. */
  timeline: boolean;
  /** The filled-pause and long-silence marks on it. */
  voiceMarks: boolean;
  /** The pace and filled-pause figures. */
  figures: boolean;
  /** The one tip. */
  tip: boolean;
}

/** The round as the rule needs it: its analysis (or none) and its recording's state. */
export interface DebriefInput {
  result:
    | { status: 'pending' }
    | { status: 'failed' }
    | {
        status: 'done';
        metrics: Pick<VoiceMetrics, 'analysedMs' | 'speakingMs'>;
        timeline: Pick<VoiceTimeline, 'roomLevelDb' | 'speechLevelDb'>;
        microphoneLost: boolean;
      };
  recording: 'off' | 'recording' | 'saving' | 'saved' | 'unsaved-full' | 'unsaved-blocked' | 'none';
  /** How much of the round went by before the microphone was heard (0 when it was open at the start). */
  missedMs?: number;
}

/** Whether the room was too loud for the pauses, pace and filled pauses to be told from it. */
export function isLoudRoom(timeline: Pick<VoiceTimeline, 'roomLevelDb' | 'speechLevelDb'>): boolean {
  const room = timeline.roomLevelDb ?? null;
  const speech = timeline.speechLevelDb ?? null;
  if (room === null) return false;
  if (room >= LOUD_ROOM_DB) return true;
  return speech !== null && room > LOUD_ROOM_FLOOR_DB && speech - room < LOUD_ROOM_MARGIN_DB;
}

const NOTES: Record<DebriefNoteId, string> = {
  'analysis-failed':
    'This round could not be analysed, so there are no figures or timeline. The game and your round are unaffected.',
  'microphone-lost': 'The microphone stopped during this round: the debrief covers what was heard before it stopped.',
  'too-short': 'This round was shorter than two seconds: too short to measure a pace, pauses or filled pauses.',
  'heard-late':
    'The microphone was still starting during this round, so too little of it was heard to measure a pace, pauses or filled pauses. The next rounds are heard from their start.',
  'started-late': 'The microphone started late in this round: the replay and the figures cover only the rest of it.',
  silent: 'No speech was heard in this round. Check that the right microphone is chosen and not muted.',
  'loud-room':
    'The room was nearly as loud as your voice: pace and filled pauses cannot be told from the noise, so they are not shown, and the pauses below may be missed. A quieter place or a headset microphone helps.',
  keeping: 'Keeping your recording on this device…',
  'storage-full': "This browser's storage is full: the recording plays until you close the game, then it is gone.",
  'storage-blocked':
    'This browser does not let the site keep recordings (private browsing or blocked storage): it plays until you close the game.',
  'no-recording': 'No recording of this round to play: it was deleted, or the browser recorded nothing.',
};

const note = (id: DebriefNoteId): DebriefNote => ({ id, text: NOTES[id] });

/** Seconds with one decimal, as the notes say them ('1.2 s'). */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the debrief of one round shows. */
export function debriefView(input: DebriefInput): DebriefView {
  const notes: DebriefNote[] = [];
  const audio =
    input.recording === 'saving' ||
    input.recording === 'saved' ||
    input.recording === 'unsaved-full' ||
    input.recording === 'unsaved-blocked';
  if (input.recording === 'recording' || input.recording === 'saving') notes.push(note('keeping'));
  if (input.recording === 'unsaved-full') notes.push(note('storage-full'));
  if (input.recording === 'unsaved-blocked') notes.push(note('storage-blocked'));
  if (input.recording === 'none') notes.push(note('no-recording'));
  const view: DebriefView = { notes, replay: audio, timeline: false, voiceMarks: false, figures: false, tip: false };
  const result = input.result;
  if (result.status === 'pending') return view;
  if (result.status === 'failed') {
    notes.unshift(note('analysis-failed'));
    return view;
  }
  if (result.microphoneLost) notes.unshift(note('microphone-lost'));
  const late = (input.missedMs ?? 0) >= LATE_MICROPHONE_MS;
  if (result.metrics.analysedMs < SHORTEST_ROUND_MS) {
    // A round the game ran for longer than was heard was not short: the microphone was late.
    notes.splice(result.microphoneLost ? 1 : 0, 0, note(late ? 'heard-late' : 'too-short'));
    return view;
  }
  if (late)
    notes.splice(result.microphoneLost ? 1 : 0, 0, {
      id: 'started-late',
      text: `The microphone started ${seconds(input.missedMs ?? 0)} into this round: the replay and the figures cover only the rest of it.`,
    });
  view.timeline = true;
  if (result.metrics.speakingMs === 0) {
    notes.splice(result.microphoneLost ? 1 : 0, 0, note('silent'));
    return view;
  }
  if (isLoudRoom(result.timeline)) {
    notes.splice(result.microphoneLost ? 1 : 0, 0, note('loud-room'));
    return view;
  }
  view.voiceMarks = true;
  view.figures = true;
  // A round the microphone cut short is judged on what was heard, but a tip from part of a round would mislead.
  view.tip = !result.microphoneLost;
  return view;
}

/**
 * Marks closer than this share of the round would cover one another (a mark is about 28 px wide, a phone's bar
 * about 300 px): the later goes to the row below. Prompts have the row above the bar to themselves.
 */
const MARK_GAP = 0.1;
/** Row 0 above the timeline's bar, rows 1–3 below it. */
export const MARK_ROWS = [0, 1, 2, 3] as const;

/** Each mark's row: prompts above the bar, the voice's below it, a mark that would cover the last one a row lower. */
export function markRows(
  marks: readonly { kind: 'prompt' | 'filled-pause' | 'hesitation'; atMs: number }[],
  totalMs: number,
): number[] {
  const lastAt: (number | null)[] = [null, null, null, null];
  return marks.map((mark) => {
    const at = mark.atMs / Math.max(1, totalMs);
    const first = mark.kind === 'prompt' ? 0 : 1;
    const last = mark.kind === 'prompt' ? 0 : MARK_ROWS.length - 1;
    let row = first;
    while (row < last && lastAt[row] !== null && at - (lastAt[row] ?? 0) < MARK_GAP) row += 1;
    lastAt[row] = at;
    return row;
  });
}

/**
 * The prompts as marks above the bar, where they have one row: a prompt closer than a tenth of the round to the
 * first of the marks before it joins that mark (its label names both, in order), so no prompt covers another
 * (Conductor's slides can change a second apart). A joined mark plays from its first prompt.
 */
export function joinClosePrompts(
  prompts: readonly { atMs: number; label: string }[],
  totalMs: number,
): { atMs: number; label: string }[] {
  const joined: { atMs: number; labels: string[] }[] = [];
  for (const prompt of [...prompts].sort((a, b) => a.atMs - b.atMs)) {
    const last = joined[joined.length - 1];
    if (last && (prompt.atMs - last.atMs) / Math.max(1, totalMs) < MARK_GAP) last.labels.push(prompt.label);
    else joined.push({ atMs: prompt.atMs, labels: [prompt.label] });
  }
  return joined.map(({ atMs, labels }) => ({ atMs, label: labels.join(', then ') }));
}

/** What the game's summary and the compact debrief between rounds say of a round the microphone never heard. */
export const UNHEARD_ROUND = 'not heard: the microphone was still starting';

/**
 * The rounds of a game the microphone never heard: those before the first measured one (it was still starting
 * when they ended, the first round of a new learner's first game on a slow device). The game's summary lists
 * them and says why, instead of leaving them out without a word.
 */
export function unheardRounds(measuredRoundIndexes: readonly number[]): number[] {
  if (measuredRoundIndexes.length === 0) return [];
  const first = Math.min(...measuredRoundIndexes);
  return Array.from({ length: Math.max(0, first) }, (_, index) => index);
}
