/**
 * The whole analysis of one microphone session, as the browser worker runs it and the Node tests check
 * it: 16 kHz frames of 512 samples → Silero VAD probability, RMS in dBFS, pitch → the tracker → live state
 * and, at a round's end, the round's figures. Frames are analysed strictly in order (the VAD is recurrent).
 */
import { clippedRatioOf, roundQuality, withholdFigures } from './confidence.js';
import { PitchTracker, rmsDb } from './features.js';
import { paceFigures, ProsodyTracker, type ProsodyOptions } from './prosody.js';
import type { VoiceLiveState, VoiceRoundContext, VoiceTimeline } from './live.js';
import type { VoiceMetrics } from './metrics.js';
import { Framer, resampleTo16k, VAD_FRAME_SAMPLES, VAD_SAMPLE_RATE } from './resample.js';
import { roomLevels, summarise } from './summary.js';
import { VoiceTracker, type RoundAnalysis, type SegmenterOptions } from './tracker.js';
import type { VoiceActivityModel } from './vad.js';

const FRAME_MS = (VAD_FRAME_SAMPLES / VAD_SAMPLE_RATE) * 1000;

export interface LiveOptions {
  /**
   * The live path keeps up with the microphone rather than with every frame: with more than this many frames
   * waiting, a new frame is skipped (counted in `skippedMs`). Infinity (the default) analyses every frame.
   */
  maxBacklogFrames?: number;
}

export class VoiceAnalyser {
  private tracker: VoiceTracker;
  private pitch = new PitchTracker({ sampleRate: VAD_SAMPLE_RATE });
  private prosody: ProsodyTracker;
  private frameIndex = 0;
  private queue: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private backlog = 0;
  private skippedFrames = 0;
  private clippedSamples = 0;
  private samplesSeen = 0;
  private readonly maxBacklogFrames: number;

  constructor(
    private readonly vad: VoiceActivityModel,
    private readonly options: SegmenterOptions = {},
    private readonly prosodyOptions: ProsodyOptions = {},
    live: LiveOptions = {},
  ) {
    this.maxBacklogFrames = live.maxBacklogFrames ?? Number.POSITIVE_INFINITY;
    this.tracker = new VoiceTracker(options);
    this.prosody = new ProsodyTracker(VAD_SAMPLE_RATE, prosodyOptions);
  }

  /** Starts a round: time, live state and summary restart from zero. Frames queued before it are dropped. */
  startRound(): void {
    const fresh = () => {
      this.tracker = new VoiceTracker(this.options);
      this.prosody = new ProsodyTracker(VAD_SAMPLE_RATE, this.prosodyOptions);
      this.pitch.reset();
      this.vad.reset();
      this.frameIndex = 0;
      this.skippedFrames = 0;
      this.clippedSamples = 0;
      this.samplesSeen = 0;
    };
    fresh();
    this.queue = this.queue.then(fresh);
  }

  /**
   * Queues a 512-sample frame at 16 kHz; frames are analysed one after another. Behind by more than
   * maxBacklogFrames, the frame is skipped instead (its time still passes, so the live marks stay on the clock).
   */
  push(frame: Float32Array): Promise<void> {
    if (this.backlog >= this.maxBacklogFrames) {
      this.queue = this.queue.then(() => {
        this.frameIndex += 1;
        this.skippedFrames += 1;
      });
      return this.queue;
    }
    this.backlog += 1;
    this.queue = this.queue.then(async () => {
      this.backlog -= 1;
      if (this.failure) return;
      try {
        await this.analyse(frame);
      } catch (error) {
        this.failure = error;
      }
    });
    return this.queue;
  }

  /** Resolves once every frame queued so far is analysed (or skipped). */
  caughtUp(): Promise<void> {
    return this.queue;
  }

  /** The live state after the frames analysed so far, and how much of the round the live path skipped. */
  liveState(): VoiceLiveState {
    const state = this.tracker.liveState();
    // Skipped frames' time still passes: the live clock follows the microphone, not the frames analysed.
    const elapsedMs = Math.max(state.elapsedMs, Math.round(this.frameIndex * FRAME_MS));
    return { ...state, elapsedMs, skippedMs: Math.round(this.skippedFrames * FRAME_MS) };
  }

  /**
   * Waits for the queued frames, closes the round and summarises it. `coverage` is the share of the round's time
   * these frames are (1 for a whole recording); with less, pace and filled pauses are withheld.
   */
  async endRound(
    context: VoiceRoundContext = {},
    audio: { clippedRatio: number; coverage: number } = { clippedRatio: this.clipped(), coverage: 1 },
  ): Promise<{ metrics: VoiceMetrics; analysis: RoundAnalysis; timeline: VoiceTimeline }> {
    await this.queue;
    if (this.failure) throw this.failure;
    const analysis = this.tracker.finish();
    const prosody = this.prosody.finish(analysis.speech);
    const summary = summarise(analysis, context);
    Object.assign(summary, paceFigures(prosody, summary.speakingMs, summary.analysedMs));
    const levels = roomLevels(analysis.frames);
    const filledMs = prosody.filledPauses.reduce((sum, p) => sum + (p.endMs - p.startMs), 0);
    const quality = roundQuality({
      metrics: summary,
      articulatingMs: Math.max(0, summary.speakingMs - filledMs),
      ...levels,
      clippedRatio: audio.clippedRatio,
      coverage: audio.coverage,
    });
    const metrics = withholdFigures(summary, quality);
    const timeline: VoiceTimeline = {
      analysedMs: metrics.analysedMs,
      speech: analysis.speech,
      pauses: analysis.pauses,
      filledPauses: prosody.filledPauses,
      syllablesMs: prosody.syllablesMs,
      ...levels,
      quality,
      skippedMs: Math.round(this.skippedFrames * FRAME_MS),
    };
    return { metrics, analysis, timeline };
  }

  private clipped(): number {
    return this.samplesSeen === 0 ? 0 : this.clippedSamples / this.samplesSeen;
  }

  private async analyse(frame: Float32Array): Promise<void> {
    this.clippedSamples += clippedRatioOf(frame) * frame.length;
    this.samplesSeen += frame.length;
    const probability = await this.vad.probability(frame);
    const pitchHz = this.pitch.push(frame);
    this.prosody.push(frame, this.frameIndex * FRAME_MS, FRAME_MS, this.pitch.fillerPitch(), this.pitch.lastClarity);
    this.tracker.push({
      timeMs: this.frameIndex * FRAME_MS,
      durationMs: FRAME_MS,
      probability,
      rmsDb: rmsDb(frame),
      pitchHz,
    });
    this.frameIndex += 1;
  }
}

/**
 * Every 16 kHz frame of a round, kept whole beside the live analysis (issue 46): the live path may skip frames
 * to keep up, the round's saved figures are computed from this (or from the decoded recording) afterwards.
 */
export class RoundAudio {
  private chunks: Float32Array[] = [];
  private length = 0;

  push(frame: Float32Array): void {
    this.chunks.push(frame.slice());
    this.length += frame.length;
  }

  get durationMs(): number {
    return (this.length / VAD_SAMPLE_RATE) * 1000;
  }

  /** The round's samples, and the buffer emptied for the next round. */
  take(): Float32Array {
    const out = new Float32Array(this.length);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    this.chunks = [];
    this.length = 0;
    return out;
  }
}

/**
 * Analyses a whole 16 kHz recording as one round: the worker's saved figures of every round (from the decoded
 * recording or the round's whole captured audio), the tests and the Node benchmark. `coverage` is the share of
 * the round's time the samples hold (1 for a recording).
 */
export async function analyseRecording(
  vad: VoiceActivityModel,
  samples16k: Float32Array,
  context: VoiceRoundContext = {},
  options?: SegmenterOptions,
  prosodyOptions?: ProsodyOptions,
  coverage = 1,
): Promise<{ metrics: VoiceMetrics; analysis: RoundAnalysis; timeline: VoiceTimeline }> {
  const analyser = new VoiceAnalyser(vad, options, prosodyOptions);
  analyser.startRound();
  const framer = new Framer(VAD_FRAME_SAMPLES);
  framer.push(samples16k, (frame) => void analyser.push(frame));
  return analyser.endRound(context, { clippedRatio: clippedRatioOf(samples16k), coverage });
}

export { PROSODY_DEFAULTS, ProsodyTracker, syllablesPerWord, type ProsodyOptions } from './prosody.js';
export { loadSileroVad, SILERO_V5_MODEL_FILE, type OrtModule, type VoiceActivityModel } from './vad.js';

/** A round ended, waiting for its recording: what was captured of it. */
interface EndedRound {
  context: VoiceRoundContext;
  samples: Float32Array;
  roundMs: number;
  skippedMs: number;
}

/** A recording shorter than this share of the round (a recorder that started late or lost data) is not used. */
export const RECORDING_MIN_SHARE = 0.95;

/**
 * The analysis worker's rounds (issue 46): the live path (which may skip frames under load and says how much)
 * beside a whole copy of every frame, and each round's saved figures computed once it ends, with a VAD of their
 * own, from its decoded recording or, without one, from every frame captured. The worker is a thin shell around
 * this; the starved-analysis test drives it the same way.
 */
export class VoiceRounds {
  private readonly live: VoiceAnalyser;
  private readonly captured = new RoundAudio();
  private readonly ended = new Map<number, EndedRound>();
  private saving: Promise<unknown> = Promise.resolve();
  private inRound = false;

  private readonly roundVad: Promise<VoiceActivityModel>;

  constructor(
    liveVad: VoiceActivityModel,
    /**
     * The saved figures' VAD: its recurrent state must not mix with the live path's. It may still be loading (the
     * worker loads it after the microphone is live, so the first round does not wait for two models).
     */
    roundVad: VoiceActivityModel | Promise<VoiceActivityModel>,
    live: LiveOptions = {},
  ) {
    this.live = new VoiceAnalyser(liveVad, {}, {}, live);
    this.roundVad = Promise.resolve(roundVad);
    // A model that failed to load fails each round's figures when asked for, not as an unhandled rejection now.
    this.roundVad.catch(() => undefined);
  }

  startRound(): void {
    this.live.startRound();
    this.captured.take();
    this.inRound = true;
  }

  /** A frame from the microphone: kept whole, and analysed live if the live path keeps up. Outside a round: dropped. */
  push(frame: Float32Array): void {
    if (!this.inRound) return;
    this.captured.push(frame);
    void this.live.push(frame);
  }

  get listening(): boolean {
    return this.inRound;
  }

  /** Resolves once the live path has caught up with the frames pushed so far. */
  liveCaughtUp(): Promise<void> {
    return this.live.caughtUp();
  }

  liveState(): VoiceLiveState {
    return this.live.liveState();
  }

  /** The round ended (`roundMs` by the page's clock): its captured frames wait for its recording. */
  endRound(id: number, context: VoiceRoundContext, roundMs: number): void {
    this.inRound = false;
    this.ended.set(id, {
      context,
      samples: this.captured.take(),
      roundMs,
      skippedMs: this.live.liveState().skippedMs ?? 0,
    });
  }

  /**
   * The round's saved figures and timeline, from its recording (samples at any rate) when it is whole, else from
   * every frame captured; rounds are computed one after another.
   */
  saveRound(
    id: number,
    recording: { samples: Float32Array | null; sampleRate: number },
  ): Promise<{ metrics: VoiceMetrics; timeline: VoiceTimeline }> {
    const result = this.saving.then(async () => {
      const round = this.ended.get(id);
      this.ended.delete(id);
      if (!round) throw new Error(`no round ${id} to save`);
      const recorded = recording.samples ? resampleTo16k(recording.samples, recording.sampleRate) : null;
      const recordedMs = recorded ? (recorded.length / VAD_SAMPLE_RATE) * 1000 : 0;
      const useRecording = recorded !== null && recordedMs >= round.roundMs * RECORDING_MIN_SHARE;
      const samples = useRecording ? recorded : round.samples;
      const heardMs = (samples.length / VAD_SAMPLE_RATE) * 1000;
      const coverage = round.roundMs > 0 ? Math.min(1, heardMs / round.roundMs) : 1;
      const { metrics, timeline } = await analyseRecording(
        await this.roundVad,
        samples,
        round.context,
        undefined,
        undefined,
        coverage,
      );
      return {
        metrics,
        timeline: {
          ...timeline,
          source: useRecording ? ('recording' as const) : ('captured' as const),
          skippedMs: round.skippedMs,
        },
      };
    });
    this.saving = result.catch(() => undefined);
    return result;
  }
}
