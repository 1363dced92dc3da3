/**
 * Voice activity from Silero VAD v5 (MIT), the model and model class that ship with @ricky0123/vad-web:
 * 512-sample frames at 16 kHz with a 64-sample context carried over from the previous frame. The ONNX
 * runtime is passed in: onnxruntime-web's wasm backend in the browser worker (its .wasm served from the
 * app's own origin) and the same package's Node build in the tests, so both run the same model code.
 */
import { Silero } from '@ricky0123/vad-web/dist/models/silero.js';
import type { OrtModule } from '@ricky0123/vad-web/dist/models/common.js';

export type { OrtModule };

/** Where the v5 model lies in the package (the web build copies it to the app's own assets). */
export const SILERO_V5_MODEL_FILE = '@ricky0123/vad-web/dist/silero_vad_v5.onnx';

/** A VAD that gives each 512-sample frame at 16 kHz a speech probability. */
export interface VoiceActivityModel {
  probability(frame: Float32Array): Promise<number>;
  /** Forgets the recurrent state (a new round). */
  reset(): void;
  release(): Promise<void>;
}

/** Loads Silero VAD v5 from the model's bytes into the given ONNX runtime (single-threaded wasm). */
export async function loadSileroVad(ort: OrtModule, model: ArrayBuffer | Uint8Array): Promise<VoiceActivityModel> {
  ort.env.wasm.numThreads = 1;
  const bytes = model instanceof Uint8Array ? model : new Uint8Array(model);
  const session = await ort.InferenceSession.create(bytes);
  const state = new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]);
  const sampleRate = new ort.Tensor('int64', BigInt64Array.from([16_000n]));
  const silero = new Silero(session, state, sampleRate, ort);
  return {
    async probability(frame) {
      const { isSpeech } = await silero.process(frame);
      return isSpeech;
    },
    reset() {
      silero.reset_state();
    },
    release() {
      return silero.release();
    },
  };
}
