/**
 * The browser side of the voice metrics (issue 18). Loaded only by dynamic import once a learner turns
 * 'Voice metrics' on: `const { startVoiceSession } = await import('~/games/voice/engine')`.
 *
 * startVoiceSession asks for the microphone (only then), starts an AudioWorklet that downsamples it to
 * 16 kHz and a Worker that runs the VAD, loudness, pitch and the tracker; the page receives figures only.
 */
import type {
  VoiceLiveState,
  VoiceMetrics,
  VoiceRoundOutcome,
  VoiceSession,
  VoiceTimeline,
} from '@impromptu/voice/analysis';
import workletUrl from './capture.worklet.ts?worker&url';
import { CAPTURE_PROCESSOR, VOICE_ASSETS_PATH, type FromWorker, type ToWorker, type ToWorklet } from './messages.js';
import { reasonOfMicrophoneError, VoiceUnavailableError, voiceUnavailableMessage } from './unavailable.js';

export { reasonOfMicrophoneError, VoiceUnavailableError, voiceUnavailableMessage };

export type { VoiceSession };

export interface VoiceSessionOptions {
  /** Record each round's audio with MediaRecorder beside the analysis (issue 31); kept on the device by the caller. */
  record?: boolean;
}

/** The audio types the recorder tries, the first the browser can record (Chromium and Firefox: Opus in WebM; Safari: AAC in MP4). */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** Whether this browser has MediaRecorder with one of the audio types. */
function canRecord(): boolean {
  return typeof MediaRecorder === 'function' && RECORDING_TYPES.some((type) => MediaRecorder.isTypeSupported(type));
}

/** Whether this browser can record a round: MediaRecorder with one of the audio types, and IndexedDB to keep it. */
export function canRecordRounds(): boolean {
  return canRecord() && typeof indexedDB === 'object';
}

/**
 * The round's recording as samples at the context's rate (its first channel), or null when it cannot be decoded.
 * MediaRecorder takes the microphone's track directly, not through the audio graph, so a busy device does not drop
 * any of it: the round's saved figures are computed from this (issue 46).
 */
async function decodeRound(context: AudioContext, audio: Blob | null): Promise<Float32Array | null> {
  if (!audio || audio.size === 0) return null;
  try {
    const decoded = await context.decodeAudioData(await audio.arrayBuffer());
    return decoded.getChannelData(0).slice();
  } catch {
    return null;
  }
}

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof AudioContext === 'function' &&
    typeof AudioWorkletNode === 'function' &&
    typeof Worker === 'function' &&
    typeof WebAssembly === 'object'
  );
}

async function openMicrophone(): Promise<MediaStream> {
  try {
    // No automatic gain: the loudness figures must follow the learner's voice, not the browser's levelling.
    return await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: false },
    });
  } catch (error) {
    const reason = reasonOfMicrophoneError(error);
    throw new VoiceUnavailableError(reason, voiceUnavailableMessage(reason), { cause: error });
  }
}

function waitForWorker(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.type === 'ready') finish(null);
      else if (event.data.type === 'init-failed') finish(new Error(event.data.message));
    };
    const onError = (event: ErrorEvent) => finish(new Error(event.message || 'the voice worker did not start'));
    const finish = (error: Error | null) => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
}

/**
 * Asks for the microphone and starts the analysis. Throws VoiceUnavailableError: 'unsupported' without
 * the Web Audio/Worker/wasm APIs, 'denied' or 'absent' from getUserMedia, 'failed' when the worklet, the
 * worker or the model did not start.
 */
export async function startVoiceSession(options: VoiceSessionOptions = {}): Promise<VoiceSession> {
  if (!supported()) throw new VoiceUnavailableError('unsupported', voiceUnavailableMessage('unsupported'));
  const stream = await openMicrophone();
  let context: AudioContext | null = null;
  let worker: Worker | null = null;
  try {
    context = new AudioContext();
    await context.audioWorklet.addModule(workletUrl);
    worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module', name: 'voice-analysis' });
    const ready = waitForWorker(worker);
    const channel = new MessageChannel();
    const assetsUrl = new URL(VOICE_ASSETS_PATH, window.location.origin).href;
    worker.postMessage({ type: 'init', frames: channel.port2, assetsUrl } satisfies ToWorker, [channel.port2]);
    await ready;

    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, CAPTURE_PROCESSOR, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
    });
    capture.port.postMessage({ type: 'frames-port', port: channel.port1 } satisfies ToWorklet, [channel.port1]);
    // The worklet outputs silence; a muted path to the destination keeps the graph pulling it.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(capture).connect(mute).connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    return createSession(
      stream,
      context,
      worker,
      [source, capture, mute],
      options.record === true && canRecordRounds(),
    );
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    worker?.terminate();
    void context?.close().catch(() => undefined);
    if (error instanceof VoiceUnavailableError) throw error;
    throw new VoiceUnavailableError('failed', voiceUnavailableMessage('failed'), { cause: error });
  }
}

/**
 * One round's recording: MediaRecorder on the microphone's stream, started with the round's analysis.
 * `stop` resolves with the audio, or null when the recorder failed (the round's figures do not depend on it).
 */
function roundRecorder(stream: MediaStream): { stop(): Promise<Blob | null> } | null {
  const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    recorder.start(1_000);
  } catch {
    return null;
  }
  const chunks: Blob[] = [];
  let failed = false;
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('error', () => {
    failed = true;
  });
  return {
    stop: () =>
      new Promise<Blob | null>((resolve) => {
        if (recorder.state === 'inactive') {
          resolve(failed || chunks.length === 0 ? null : new Blob(chunks, { type: recorder.mimeType }));
          return;
        }
        recorder.addEventListener(
          'stop',
          () => resolve(failed || chunks.length === 0 ? null : new Blob(chunks, { type: recorder.mimeType })),
          { once: true },
        );
        recorder.stop();
      }),
  };
}

function createSession(
  stream: MediaStream,
  context: AudioContext,
  worker: Worker,
  nodes: AudioNode[],
  record: boolean,
): VoiceSession {
  const listeners = new Set<(state: VoiceLiveState) => void>();
  const pending = new Map<
    number,
    { resolve: (result: { metrics: VoiceMetrics; timeline: VoiceTimeline }) => void; reject: (error: Error) => void }
  >();
  let recorder: ReturnType<typeof roundRecorder> = null;
  let roundStartedAt = 0;
  // Every round is recorded in memory, asked for or not: its saved figures come from the whole recording, which
  // is dropped after the analysis unless the learner asked to keep it.
  const recordInMemory = canRecord();
  let microphoneLost = false;
  stream.getAudioTracks().forEach((track) =>
    track.addEventListener('ended', () => {
      microphoneLost = true;
    }),
  );
  let nextId = 1;
  let stopped = false;

  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'live') listeners.forEach((listener) => listener(message.state));
    else if (message.type === 'metrics') {
      pending.get(message.id)?.resolve({ metrics: message.metrics, timeline: message.timeline });
      pending.delete(message.id);
    } else if (message.type === 'round-failed') {
      pending.get(message.id)?.reject(new Error(message.message));
      pending.delete(message.id);
    }
  });

  const send = (message: ToWorker) => worker.postMessage(message);

  return {
    recording: record,
    startRound() {
      if (stopped) return;
      send({ type: 'start-round' });
      roundStartedAt = performance.now();
      microphoneLost = stream.getAudioTracks().every((track) => track.readyState === 'ended');
      if (record || recordInMemory) recorder = roundRecorder(stream);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    endRound(roundContext = {}) {
      if (stopped) return Promise.reject(new Error('the voice session has stopped'));
      const id = nextId++;
      const audio = recorder ? recorder.stop() : Promise.resolve(null);
      recorder = null;
      const analysed = new Promise<{ metrics: VoiceMetrics; timeline: VoiceTimeline }>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ type: 'end-round', id, context: roundContext, roundMs: Math.round(performance.now() - roundStartedAt) });
      });
      void audio
        .then((blob) => decodeRound(context, blob))
        .then((samples) => {
          const message: ToWorker = { type: 'round-audio', id, samples, sampleRate: context.sampleRate };
          worker.postMessage(message, samples ? [samples.buffer] : []);
        });
      return Promise.all([analysed, audio]).then(([result, blob]): VoiceRoundOutcome => ({
        ...result,
        audio: record ? blob : null,
        microphoneLost,
      }));
    },
    stop() {
      if (stopped) return;
      stopped = true;
      listeners.clear();
      void recorder?.stop();
      recorder = null;
      pending.forEach(({ reject }) => reject(new Error('the voice session has stopped')));
      pending.clear();
      nodes.forEach((node) => node.disconnect());
      stream.getTracks().forEach((track) => track.stop());
      worker.terminate();
      void context.close().catch(() => undefined);
    },
  };
}
