/**
 * The voice analysis's cost per second of audio (issue 18), in the browser and in Node.
 *
 * Browser: a small page (voice-harness/) is built with Vite the way the web app builds the engine (the
 * analysis worker as an ES-module worker, the model and onnxruntime-web's wasm in /voice-assets/), served
 * with the app's own security headers (its CSP included) and opened in Chromium. The page feeds the built
 * worker the 16 kHz frames of a generated WAV (espeak-ng speech with pauses) as fast as it takes them; the
 * time from the first frame to the round's figures, over the audio's length, is the worker's cost per
 * second of audio (its thread does nothing else, so that is its CPU time) and the real-time factor. Then
 * startVoiceSession runs on Chromium's fake microphone playing the same WAV, as a check that the whole
 * browser path (getUserMedia → AudioWorklet → worker → live state → figures) works.
 *
 * Node: the same pipeline (resampling, Silero through onnxruntime-web's Node build, features, tracker),
 * timed with process.cpuUsage.
 */
import { cpSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import express from 'express';
import { chromium } from '@playwright/test';
import { build, defaultClientConditions } from 'vite';
import * as ort from 'onnxruntime-web';
import { analyseRecording, loadSileroVad } from '@impromptu/voice/pipeline';
import { resampleTo16k } from '@impromptu/voice/resample';
import { securityHeaders } from '../../remix/server/security-headers.js';
import {
  concat,
  readWav,
  scratchDirectory,
  speechWithSilences,
  writeWav,
} from '../../services/voice/src/testing/audio.js';
import { browserCpuMs, round2 } from './measure.js';
import { runWhenMain } from './scratch-database.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export interface VoiceBenchResult {
  audioSeconds: number;
  browser: {
    runs: number[];
    msPerAudioSecond: number;
    realTimeFactor: number;
    resampleMsPerAudioSecond: number;
    /** CPU of every Chromium process over a run (Linux /proc), per second of audio: the worker's cost whatever the load. */
    cpuMsPerAudioSecond: number | null;
  };
  node: { cpuMsPerAudioSecond: number; realTimeFactor: number };
  microphone: { pauseCount: number; speakingMs: number; analysedMs: number; liveStates: number; longTasks: number[] };
}

const PHRASES = [
  'the quick brown fox jumps over the lazy dog',
  'she sells sea shells by the sea shore',
  'a journey of a thousand miles begins with one step',
  'practice makes the speaker calm and clear',
  'thank you all for listening today',
];

/** About a minute of speech: the five phrases six times over, with pauses of 0.4 to 2.5 s. */
function generateSpeech(dir: string): string {
  const { pcm } = speechWithSilences(dir, PHRASES, [400, 800, 1_500, 2_500, 600]);
  const file = path.join(dir, 'minute.wav');
  writeWav(file, { sampleRate: pcm.sampleRate, samples: concat(Array.from({ length: 6 }, () => pcm.samples)) });
  return file;
}

async function buildHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(HERE, 'voice-harness'),
    logLevel: 'warn',
    resolve: { conditions: ['source', 'onnxruntime-web-use-extern-wasm', ...defaultClientConditions] },
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true },
  });
  const assets = path.join(outDir, 'voice-assets');
  mkdirSync(assets, { recursive: true });
  const ortDist = path.dirname(require.resolve('onnxruntime-web'));
  cpSync(require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx'), path.join(assets, 'silero_vad_v5.onnx'));
  for (const file of ['ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.mjs'])
    cpSync(path.join(ortDist, file), path.join(assets, file));
}

function serve(outDir: string, wavFile: string): Promise<Server> {
  const app = express();
  app.use(securityHeaders({ development: false }));
  app.get('/speech.wav', (_req, res) => res.sendFile(wavFile));
  app.use(express.static(outDir));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function nodeFigures(wavFile: string): Promise<VoiceBenchResult['node']> {
  const vad = await loadSileroVad(
    ort as never,
    readFileSync(require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx')),
  );
  const wav = readWav(wavFile);
  const seconds = wav.samples.length / wav.sampleRate;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await analyseRecording(vad, resampleTo16k(wav.samples, wav.sampleRate));
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await vad.release();
  return {
    cpuMsPerAudioSecond: round2((used.user + used.system) / 1000 / seconds),
    realTimeFactor: round2(wallMs / 1000 / seconds),
  };
}

export async function runVoiceAnalysisBench(): Promise<VoiceBenchResult> {
  const scratch = scratchDirectory('impromptu-voice-bench-');
  let server: Server | null = null;
  try {
    const wavFile = generateSpeech(scratch.dir);
    const wav = readWav(wavFile);
    const audioSeconds = wav.samples.length / wav.sampleRate;
    const outDir = path.join(scratch.dir, 'site');
    await buildHarness(outDir);
    server = await serve(outDir, wavFile);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${wavFile}`,
      ],
    });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on(
        'console',
        (message) =>
          message.type() === 'error' &&
          !message.text().startsWith('Failed to load resource') &&
          problems.push(message.text()),
      );
      page.on(
        'response',
        (response) =>
          response.status() >= 400 &&
          !response.url().endsWith('/favicon.ico') &&
          problems.push(`${response.status()} ${response.url()}`),
      );
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${origin}/`);
      const runs: { elapsedMs: number; resampleMs: number; pauseCount: number; cpuMs: number | null }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const cpuBefore = browserCpuMs();
        const run = await page.evaluate(async () => {
          const result = await (
            window as unknown as {
              runWorker(
                url: string,
              ): Promise<{ elapsedMs: number; resampleMs: number; metrics: { pauseCount: number } }>;
            }
          ).runWorker('/speech.wav');
          return { elapsedMs: result.elapsedMs, resampleMs: result.resampleMs, pauseCount: result.metrics.pauseCount };
        });
        const cpuAfter = browserCpuMs();
        runs.push({ ...run, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore });
      }
      const sorted = runs.map((r) => r.elapsedMs).sort((a, b) => a - b);
      const medianMs = sorted[1]!;
      const resampleMs = runs.map((r) => r.resampleMs).sort((a, b) => a - b)[1]!;
      const microphone = await page.evaluate(async () => {
        const result = await (
          window as unknown as {
            runMicrophone(seconds: number): Promise<{
              metrics: { pauseCount: number; speakingMs: number; analysedMs: number };
              liveStates: number;
              longTasks: number[];
            }>;
          }
        ).runMicrophone(12);
        return {
          pauseCount: result.metrics.pauseCount,
          speakingMs: result.metrics.speakingMs,
          analysedMs: result.metrics.analysedMs,
          liveStates: result.liveStates,
          longTasks: result.longTasks,
        };
      });
      if (problems.length > 0) throw new Error(`the page reported errors: ${problems.join('; ')}`);
      // The live path must have worked for its figures to mean anything: ten live states a second, speech found.
      if (microphone.analysedMs < 10_000 || microphone.speakingMs === 0 || microphone.liveStates < 60) {
        throw new Error(`the fake microphone's session did not analyse as expected: ${JSON.stringify(microphone)}`);
      }
      if (runs.some((r) => r.pauseCount !== runs[0]!.pauseCount))
        throw new Error('the worker found different pauses in the same audio');
      const result: VoiceBenchResult = {
        audioSeconds: round2(audioSeconds),
        browser: {
          runs: runs.map((r) => round2(r.elapsedMs)),
          msPerAudioSecond: round2(medianMs / audioSeconds),
          realTimeFactor: round2(medianMs / 1000 / audioSeconds),
          resampleMsPerAudioSecond: round2(resampleMs / audioSeconds),
          cpuMsPerAudioSecond: runs.every((r) => r.cpuMs !== null)
            ? round2(runs.map((r) => r.cpuMs!).sort((a, b) => a - b)[1]! / audioSeconds)
            : null,
        },
        node: await nodeFigures(wavFile),
        microphone,
      };
      print(result, runs[0]!.pauseCount);
      return result;
    } finally {
      await browser.close();
    }
  } finally {
    server?.close();
    scratch.remove();
  }
}

function print(r: VoiceBenchResult, pauses: number): void {
  console.log(
    `\nVoice analysis of ${r.audioSeconds} s of generated speech (${pauses} pauses found), load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log(
    `browser (Chromium, built worker, Silero v5 on onnxruntime-web wasm, 1 thread): ${r.browser.msPerAudioSecond} ms per s of audio, real-time factor ${r.browser.realTimeFactor} (runs: ${r.browser.runs.join(', ')} ms)`,
  );
  console.log(
    `browser CPU (every Chromium process over a run, from /proc): ${r.browser.cpuMsPerAudioSecond ?? 'not measured'} ms per s of audio${r.browser.cpuMsPerAudioSecond === null ? '' : `, real-time factor in CPU ${round2(r.browser.cpuMsPerAudioSecond / 1000)}`}`,
  );
  console.log(
    `browser resampling to 16 kHz (the worklet's work, done on the page here): ${r.browser.resampleMsPerAudioSecond} ms per s of audio`,
  );
  console.log(
    `node (same pipeline, onnxruntime-web's Node build): ${r.node.cpuMsPerAudioSecond} ms CPU per s of audio, real-time factor ${r.node.realTimeFactor}`,
  );
  console.log(
    `fake microphone through startVoiceSession: ${r.microphone.analysedMs} ms analysed, ${r.microphone.speakingMs} ms speaking, ${r.microphone.pauseCount} pauses, ${r.microphone.liveStates} live states; main-thread long tasks meanwhile: ${r.microphone.longTasks.length === 0 ? 'none' : r.microphone.longTasks.map((ms) => `${ms} ms`).join(', ')}`,
  );
}

runWhenMain(import.meta.url, () => runVoiceAnalysisBench());
