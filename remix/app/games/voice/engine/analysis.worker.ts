/**
 * The analysis worker of the voice metrics (issue 18): loads Silero VAD v5 into onnxruntime-web's
 * single-threaded wasm backend (model and wasm from the app's own origin), analyses the worklet's
 * 16 kHz frames with RMS, pitch and the tracker, and posts the live state about ten times a second.
 * Frames that arrive outside a round are dropped unanalysed.
 *
 * No audio is lost silently (issue 46, `VoiceRounds`): the live path skips frames when it falls behind and says
 * how much, but every frame of the round is kept whole, and the round's saved figures and timeline are computed
 * once it ends, with a VAD of their own, from the round's decoded recording or, without one, those frames.
 */
import * as ort from 'onnxruntime-web/wasm';
import { loadSileroVad, VoiceRounds } from '@impromptu/voice/pipeline';
import { VAD_MODEL_FILE, type FromWorker, type ToWorker } from './messages.js';

const LIVE_INTERVAL_MS = 100;
/** The live path stays within about a third of a second of the microphone; beyond that it skips frames. */
const LIVE_BACKLOG_FRAMES = 10;

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
let rounds: VoiceRounds | null = null;
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
  const model = await response.arrayBuffer();
  const liveVad = await loadSileroVad(ort, model);
  // The saved figures' model loads once the live one is ready: the microphone does not wait for two.
  const roundVad = Promise.resolve().then(() => loadSileroVad(ort, model));
  const opened = new VoiceRounds(liveVad, roundVad, { maxBacklogFrames: LIVE_BACKLOG_FRAMES });
  rounds = opened;
  frames.onmessage = (event: MessageEvent<Float32Array>) => opened.push(event.data);
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
      if (!rounds) return;
      rounds.startRound();
      if (live === null)
        live = setInterval(
          () => rounds?.listening && post({ type: 'live', state: rounds.liveState() }),
          LIVE_INTERVAL_MS,
        );
      break;
    case 'end-round':
      if (live !== null) clearInterval(live);
      live = null;
      if (!rounds) {
        post({ type: 'round-failed', id: message.id, message: 'the voice analysis is not ready' });
        return;
      }
      rounds.endRound(message.id, message.context, message.roundMs);
      break;
    case 'round-audio':
      rounds
        ?.saveRound(message.id, { samples: message.samples, sampleRate: message.sampleRate })
        .then(({ metrics, timeline }) => post({ type: 'metrics', id: message.id, metrics, timeline }))
        .catch((error: unknown) => post({ type: 'round-failed', id: message.id, message: String(error) }));
      break;
  }
};
