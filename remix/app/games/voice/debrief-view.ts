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

export type DebriefNoteId =
  | 'analysis-failed'
  | 'microphone-lost'
  | 'too-short'
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
  if (result.metrics.analysedMs < SHORTEST_ROUND_MS) {
    notes.splice(result.microphoneLost ? 1 : 0, 0, note('too-short'));
    return view;
  }
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
