/// <reference types="vite/client" />
/**
 * The page of the voice analysis benchmark (tests/bench/voice-analysis.bench.ts), built by Vite like the
 * web app builds the engine: `runWorker` feeds the built analysis worker 16 kHz frames of a WAV as fast as
 * it takes them and times it; `runMicrophone` runs startVoiceSession on Chromium's fake microphone.
 */
import { startVoiceSession } from '../../../remix/app/games/voice/engine/index.js';
import type { FromWorker, ToWorker } from '../../../remix/app/games/voice/engine/messages.js';
import { Framer, resampleTo16k, VAD_FRAME_SAMPLES } from '@impromptu/voice/resample';
import type { VoiceLiveState, VoiceMetrics } from '@impromptu/voice/analysis';

export interface WorkerRun {
  audioSeconds: number;
  elapsedMs: number;
  metrics: VoiceMetrics;
  resampleMs: number;
}

async function decodeWav(url: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  const bytes = new DataView(await (await fetch(url)).arrayBuffer());
  // The bench writes plain 44-byte-header mono 16-bit PCM.
  const sampleRate = bytes.getUint32(24, true);
  const count = (bytes.byteLength - 44) / 2;
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = bytes.getInt16(44 + i * 2, true) / 32768;
  return { samples, sampleRate };
}

async function runWorker(wavUrl: string): Promise<WorkerRun> {
  const { samples, sampleRate } = await decodeWav(wavUrl);
  const resampleStarted = performance.now();
  const frames: Float32Array[] = [];
  new Framer(VAD_FRAME_SAMPLES).push(resampleTo16k(samples, sampleRate), (frame) => frames.push(frame));
  const resampleMs = performance.now() - resampleStarted;

  const worker = new Worker(new URL('../../../remix/app/games/voice/engine/analysis.worker.ts', import.meta.url), {
    type: 'module',
  });
  const channel = new MessageChannel();
  const next = (type: FromWorker['type']) =>
    new Promise<FromWorker>((resolve, reject) => {
      const listener = (event: MessageEvent<FromWorker>) => {
        if (event.data.type === 'init-failed' || event.data.type === 'round-failed')
          reject(new Error(event.data.message));
        else if (event.data.type === type) {
          worker.removeEventListener('message', listener);
          resolve(event.data);
        }
      };
      worker.addEventListener('message', listener);
    });
  const send = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const ready = next('ready');
  send({ type: 'init', frames: channel.port2, assetsUrl: new URL('/voice-assets/', location.origin).href }, [
    channel.port2,
  ]);
  await ready;
  // The frames travel on the worklet's port, the commands on the worker's: wait for the round to have
  // started (its first live state) before feeding it, and for the last frame to be analysed before ending it.
  const liveUntil = (atLeastMs: number) =>
    new Promise<void>((resolve) => {
      const listener = (event: MessageEvent<FromWorker>) => {
        if (event.data.type === 'live' && event.data.state.elapsedMs >= atLeastMs) {
          worker.removeEventListener('message', listener);
          resolve();
        }
      };
      worker.addEventListener('message', listener);
    });
  const roundStarted = liveUntil(0);
  send({ type: 'start-round' });
  await roundStarted;
  const audioMs = Math.floor((frames.length * VAD_FRAME_SAMPLES * 1000) / 16_000);
  const analysed = liveUntil(audioMs);
  const started = performance.now();
  for (const frame of frames) channel.port1.postMessage(frame, [frame.buffer]);
  await analysed;
  // The round's saved figures are computed again from every captured frame once it ends (issue 46): timed too.
  const done = next('metrics');
  send({ type: 'end-round', id: 1, context: {}, roundMs: audioMs });
  send({ type: 'round-audio', id: 1, samples: null, sampleRate: 16_000 });
  const { metrics } = (await done) as Extract<FromWorker, { type: 'metrics' }>;
  const elapsedMs = performance.now() - started;
  worker.terminate();
  return { audioSeconds: samples.length / sampleRate, elapsedMs, metrics, resampleMs };
}

async function runMicrophone(
  seconds: number,
): Promise<{ metrics: VoiceMetrics; liveStates: number; lastLive: VoiceLiveState | null; longTasks: number[] }> {
  const session = await startVoiceSession();
  // The main thread's long tasks (over 50 ms) while the session runs: it should only relay figures.
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasks.push(Math.round(entry.duration))),
  );
  observer.observe({ type: 'longtask' });
  let liveStates = 0;
  let lastLive: VoiceLiveState | null = null;
  session.subscribe((state) => {
    liveStates += 1;
    lastLive = state;
  });
  session.startRound();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const { metrics } = await session.endRound();
  observer.disconnect();
  session.stop();
  return { metrics, liveStates, lastLive, longTasks };
}

Object.assign(window, { runWorker, runMicrophone });
