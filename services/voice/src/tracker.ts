/**
 * The segmenter and live tracker of the voice analysis (issue 18). Frames arrive in time order with the
 * VAD's speech probability, their loudness and pitch; the tracker turns them into stretches of speech
 * the way Silero VAD is usually used:
 *
 * - hysteresis: a frame starts or continues speech at probability ≥ 0.5 and ends it below 0.35; between
 *   the two it keeps the previous decision;
 * - hangover: a stretch stays open through a silence shorter than VOICE_BANDS.minPauseMs (a gap that short
 *   is part of speaking, not a pause), and closes where its last speech frame ended;
 * - minimum speech: a stretch shorter than 100 ms (a click, a breath) is dropped.
 *
 * Pauses are the silences between two kept stretches; by construction each lasts at least minPauseMs.
 * A hesitation is a pause longer than VOICE_BANDS.hesitationMs. Zod-free: the games' worker bundles it.
 */
import { VOICE_BANDS } from './bands.js';
import { energyOf } from './features.js';
import type { VoiceLiveState } from './live.js';

/** One analysed frame. */
export interface VoiceFrame {
  /** When the frame starts, ms since the round started. */
  timeMs: number;
  durationMs: number;
  /** The VAD's speech probability, 0–1. */
  probability: number;
  /** Loudness in dBFS. */
  rmsDb: number;
  /** Pitch in Hz of a periodic frame, else null. */
  pitchHz: number | null;
}

export interface SegmenterOptions {
  positiveThreshold?: number;
  negativeThreshold?: number;
  minSpeechMs?: number;
  minPauseMs?: number;
  hesitationMs?: number;
}

export const SEGMENTER_DEFAULTS = {
  positiveThreshold: 0.5,
  negativeThreshold: 0.35,
  minSpeechMs: 100,
  minPauseMs: VOICE_BANDS.minPauseMs,
  hesitationMs: VOICE_BANDS.hesitationMs,
} as const;

export interface Span {
  startMs: number;
  endMs: number;
}

/** A frame as the tracker keeps it: its features and whether the VAD called it speech. */
export interface TrackedFrame extends VoiceFrame {
  active: boolean;
}

/** Everything a round's analysis knows when it ends: the input of summarise(). */
export interface RoundAnalysis {
  analysedMs: number;
  /** The kept stretches of speech, in order. */
  speech: Span[];
  /** Silences between two stretches (each ≥ minPauseMs). */
  pauses: Span[];
  frames: TrackedFrame[];
  hesitationMs: number;
}

const TRACE_STEP_MS = 100;

/**
 * Follows one round's frames. `push` each frame in order; `liveState()` gives what the games draw;
 * `finish()` closes the round and returns what summarise() needs.
 */
export class VoiceTracker {
  private readonly options: Required<SegmenterOptions>;
  private active = false;
  private open: { startMs: number; lastActiveEndMs: number } | null = null;
  private readonly speech: Span[] = [];
  private readonly pauses: Span[] = [];
  private readonly frames: TrackedFrame[] = [];
  private readonly trace: { atMs: number; energy: number }[] = [];
  private traceSum = 0;
  private traceCount = 0;
  private traceBucket = 0;
  private endMs = 0;
  private latest: TrackedFrame | null = null;

  constructor(options: SegmenterOptions = {}) {
    this.options = { ...SEGMENTER_DEFAULTS, ...options };
  }

  push(frame: VoiceFrame): void {
    const { positiveThreshold, negativeThreshold, minPauseMs } = this.options;
    if (frame.probability >= positiveThreshold) this.active = true;
    else if (frame.probability < negativeThreshold) this.active = false;
    const tracked: TrackedFrame = { ...frame, active: this.active };
    this.frames.push(tracked);
    this.latest = tracked;
    const frameEnd = frame.timeMs + frame.durationMs;
    this.endMs = Math.max(this.endMs, frameEnd);

    if (this.active) {
      if (this.open && frame.timeMs - this.open.lastActiveEndMs < minPauseMs) {
        this.open.lastActiveEndMs = frameEnd;
      } else {
        this.closeOpen();
        this.open = { startMs: frame.timeMs, lastActiveEndMs: frameEnd };
      }
    } else if (this.open && frameEnd - this.open.lastActiveEndMs >= minPauseMs) {
      this.closeOpen();
    }
    this.addToTrace(frame);
  }

  /** The state the games draw; cheap enough to call ten times a second. */
  liveState(): VoiceLiveState {
    const latest = this.latest;
    const rmsDb = latest?.rmsDb ?? -100;
    const openKept =
      this.open && this.open.lastActiveEndMs - this.open.startMs >= this.options.minSpeechMs ? this.open : null;
    const pauses = this.pauses.map((p) => ({ ...p }));
    const lastKept = this.speech.at(-1);
    if (openKept && lastKept) pauses.push({ startMs: lastKept.endMs, endMs: openKept.startMs });
    const speakingMs =
      this.speech.reduce((sum, s) => sum + (s.endMs - s.startMs), 0) +
      (openKept ? openKept.lastActiveEndMs - openKept.startMs : 0);
    const lastSpeechEnd = openKept ? openKept.lastActiveEndMs : (lastKept?.endMs ?? null);
    const silentNow = latest !== null && !latest.active;
    return {
      elapsedMs: Math.round(this.endMs),
      speaking: this.open !== null,
      rmsDb,
      energy: energyOf(rmsDb),
      pitchHz: latest?.active ? latest.pitchHz : null,
      speakingMs: Math.round(speakingMs),
      currentSilenceMs: silentNow && lastSpeechEnd !== null ? Math.round(Math.max(0, this.endMs - lastSpeechEnd)) : 0,
      pauses,
      hesitationCount: pauses.filter((p) => p.endMs - p.startMs > this.options.hesitationMs).length,
      energyTrace: this.trace.slice(),
    };
  }

  /** Closes the round: a stretch still open ends where its last speech frame ended. */
  finish(): RoundAnalysis {
    this.closeOpen();
    this.flushTrace();
    return {
      analysedMs: Math.round(this.endMs),
      speech: this.speech.map((s) => ({ ...s })),
      pauses: this.pauses.map((p) => ({ ...p })),
      frames: this.frames.slice(),
      hesitationMs: this.options.hesitationMs,
    };
  }

  private closeOpen(): void {
    const open = this.open;
    this.open = null;
    if (!open || open.lastActiveEndMs - open.startMs < this.options.minSpeechMs) return;
    const previous = this.speech.at(-1);
    if (previous) this.pauses.push({ startMs: previous.endMs, endMs: open.startMs });
    this.speech.push({ startMs: open.startMs, endMs: open.lastActiveEndMs });
  }

  private addToTrace(frame: VoiceFrame): void {
    const bucket = Math.floor(frame.timeMs / TRACE_STEP_MS);
    if (bucket !== this.traceBucket && this.traceCount > 0) this.flushTrace();
    this.traceBucket = bucket;
    this.traceSum += energyOf(frame.rmsDb);
    this.traceCount += 1;
  }

  private flushTrace(): void {
    if (this.traceCount === 0) return;
    this.trace.push({ atMs: this.traceBucket * TRACE_STEP_MS, energy: this.traceSum / this.traceCount });
    this.traceSum = 0;
    this.traceCount = 0;
  }
}

/** Runs the tracker over a whole sequence of frames (tests, offline analysis). */
export function segment(frames: Iterable<VoiceFrame>, options?: SegmenterOptions): RoundAnalysis {
  const tracker = new VoiceTracker(options);
  for (const frame of frames) tracker.push(frame);
  return tracker.finish();
}
