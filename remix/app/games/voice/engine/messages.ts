/**
 * The messages between the page, the analysis worker and the capture worklet (issue 18). Only figures
 * cross to the page; the audio frames go from the worklet straight to the worker over their own port.
 */
import type { VoiceLiveState, VoiceMetrics, VoiceRoundContext, VoiceTimeline } from '@impromptu/voice/analysis';

/** Where the web build puts the model and onnxruntime-web's wasm (scripts/copy-voice-assets.mjs). */
export const VOICE_ASSETS_PATH = '/voice-assets/';
export const VAD_MODEL_FILE = 'silero_vad_v5.onnx';
/** The AudioWorkletProcessor's registered name. */
export const CAPTURE_PROCESSOR = 'impromptu-voice-capture';

export type ToWorker =
  | { type: 'init'; frames: MessagePort; assetsUrl: string }
  | { type: 'start-round' }
  /** The round ended: the live path stops, the round's captured frames are set aside; `roundMs` by the page's clock. */
  | { type: 'end-round'; id: number; context: VoiceRoundContext; roundMs: number }
  /**
   * The round's recording decoded (any sample rate), from which its saved figures are computed; null when there is
   * none (no MediaRecorder, or it failed): the captured frames are analysed instead.
   */
  | { type: 'round-audio'; id: number; samples: Float32Array | null; sampleRate: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'init-failed'; message: string }
  | { type: 'live'; state: VoiceLiveState }
  | { type: 'metrics'; id: number; metrics: VoiceMetrics; timeline: VoiceTimeline }
  | { type: 'round-failed'; id: number; message: string };

/** Sent once to the worklet: the port its 16 kHz frames go to. */
export interface ToWorklet {
  type: 'frames-port';
  port: MessagePort;
}
