/**
 * The analysis worker of the voice metrics (issue 18): loads Silero VAD v5 into onnxruntime-web's
 * single-threaded wasm backend (model and wasm from the app's own origin), analyses the worklet's
 * 16 kHz frames with RMS, pitch and the tracker, and posts the live state about ten times a second.
 * Frames that arrive outside a round are dropped unanalysed.
 */
import * as ort from 'onnxruntime-web/wasm';
import { VoiceAnalyser, loadSileroVad } from '@impromptu/voice/pipeline';
import { VAD_MODEL_FILE, type FromWorker, type ToWorker } from './messages.js';

const LIVE_INTERVAL_MS = 100;

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
let analyser: VoiceAnalyser | null = null;
let inRound = false;
let live: ReturnType<typeof setInterval> | null = null;

function post(message: FromWorker): void {
  scope.postMessage(message);
}

async function init(frames: MessagePort, assetsUrl: string): Promise<void> {
  ort.env.wasm.wasmPaths = assetsUrl;
  ort.env.wasm.numThreads = 1;
  ort.env.wasm.proxy = false;
  const response = await fetch(new URL(VAD_MODEL_FILE, assetsUrl));
  if (!response.ok) throw new Error(`the voice model did not load (${response.status})`);
  const vad = await loadSileroVad(ort, await response.arrayBuffer());
  analyser = new VoiceAnalyser(vad);
  frames.onmessage = (event: MessageEvent<Float32Array>) => {
    if (inRound && analyser) void analyser.push(event.data);
  };
  post({ type: 'ready' });
}

scope.onmessage = (event) => {
  const message = event.data;
  switch (message.type) {
    case 'init':
      init(message.frames, message.assetsUrl).catch((error: unknown) =>
        post({ type: 'init-failed', message: String(error) }),
      );
      break;
    case 'start-round':
      if (!analyser) return;
      analyser.startRound();
      inRound = true;
      if (live === null)
        live = setInterval(
          () => analyser && inRound && post({ type: 'live', state: analyser.liveState() }),
          LIVE_INTERVAL_MS,
        );
      break;
    case 'end-round': {
      inRound = false;
      if (live !== null) clearInterval(live);
      live = null;
      if (!analyser) {
        post({ type: 'round-failed', id: message.id, message: 'the voice analysis is not ready' });
        return;
      }
      analyser
        .endRound(message.context)
        .then(({ metrics, timeline }) => post({ type: 'metrics', id: message.id, metrics, timeline }))
        .catch((error: unknown) => post({ type: 'round-failed', id: message.id, message: String(error) }));
      break;
    }
  }
};
