/**
 * The whole analysis of one microphone session, as the browser worker runs it and the Node tests check
 * it: 16 kHz frames of 512 samples → Silero VAD probability, RMS in dBFS, pitch → the tracker → live state
 * and, at a round's end, the round's figures. Frames are analysed strictly in order (the VAD is recurrent).
 */
import { PitchTracker, rmsDb } from './features.js';
import { paceFigures, ProsodyTracker, type ProsodyOptions } from './prosody.js';
import type { VoiceLiveState, VoiceRoundContext, VoiceTimeline } from './live.js';
import type { VoiceMetrics } from './metrics.js';
import { Framer, VAD_FRAME_SAMPLES, VAD_SAMPLE_RATE } from './resample.js';
import { roomLevels, summarise } from './summary.js';
import { VoiceTracker, type RoundAnalysis, type SegmenterOptions } from './tracker.js';
import type { VoiceActivityModel } from './vad.js';

const FRAME_MS = (VAD_FRAME_SAMPLES / VAD_SAMPLE_RATE) * 1000;

export class VoiceAnalyser {
  private tracker: VoiceTracker;
  private pitch = new PitchTracker({ sampleRate: VAD_SAMPLE_RATE });
  private prosody: ProsodyTracker;
  private frameIndex = 0;
  private queue: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly vad: VoiceActivityModel,
    private readonly options: SegmenterOptions = {},
    private readonly prosodyOptions: ProsodyOptions = {},
  ) {
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
    };
    fresh();
    this.queue = this.queue.then(fresh);
  }

  /** Queues a 512-sample frame at 16 kHz; frames are analysed one after another. */
  push(frame: Float32Array): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (this.failure) return;
      try {
        await this.analyse(frame);
      } catch (error) {
        this.failure = error;
      }
    });
    return this.queue;
  }

  /** The live state after the frames analysed so far. */
  liveState(): VoiceLiveState {
    return this.tracker.liveState();
  }

  /** Waits for the queued frames, closes the round and summarises it. */
  async endRound(
    context: VoiceRoundContext = {},
  ): Promise<{ metrics: VoiceMetrics; analysis: RoundAnalysis; timeline: VoiceTimeline }> {
    await this.queue;
    if (this.failure) throw this.failure;
    const analysis = this.tracker.finish();
    const prosody = this.prosody.finish(analysis.speech);
    const metrics = summarise(analysis, context);
    Object.assign(metrics, paceFigures(prosody, metrics.speakingMs, metrics.analysedMs));
    const timeline: VoiceTimeline = {
      analysedMs: metrics.analysedMs,
      speech: analysis.speech,
      pauses: analysis.pauses,
      filledPauses: prosody.filledPauses,
      syllablesMs: prosody.syllablesMs,
      ...roomLevels(analysis.frames),
    };
    return { metrics, analysis, timeline };
  }

  private async analyse(frame: Float32Array): Promise<void> {
    const probability = await this.vad.probability(frame);
    const pitchHz = this.pitch.push(frame);
    this.prosody.push(frame, this.frameIndex * FRAME_MS, FRAME_MS, pitchHz, this.pitch.lastClarity);
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

/** Analyses a whole 16 kHz recording as one round (tests, the Node benchmark). */
export async function analyseRecording(
  vad: VoiceActivityModel,
  samples16k: Float32Array,
  context: VoiceRoundContext = {},
  options?: SegmenterOptions,
  prosodyOptions?: ProsodyOptions,
): Promise<{ metrics: VoiceMetrics; analysis: RoundAnalysis; timeline: VoiceTimeline }> {
  const analyser = new VoiceAnalyser(vad, options, prosodyOptions);
  analyser.startRound();
  const framer = new Framer(VAD_FRAME_SAMPLES);
  framer.push(samples16k, (frame) => void analyser.push(frame));
  return analyser.endRound(context);
}

export { PROSODY_DEFAULTS, ProsodyTracker, type ProsodyOptions } from './prosody.js';
export { loadSileroVad, SILERO_V5_MODEL_FILE, type OrtModule, type VoiceActivityModel } from './vad.js';
