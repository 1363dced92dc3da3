import { PitchTracker } from '@impromptu/voice/analysis';
import { paceFigures, ProsodyTracker } from '@impromptu/voice/analysis';
import { Framer, resampleTo16k, VAD_FRAME_SAMPLES, VAD_SAMPLE_RATE } from '@impromptu/voice/resample';
import type { DecodedWav } from './wav.js';

/** What the recording says about the delivery: measured, not guessed. */
export interface SpeechMeasures {
  durationSeconds: number;
  speakingSeconds: number;
  /** Silences of at least PAUSE_MIN_SECONDS between two voiced stretches. */
  pauseCount: number;
  longestPauseSeconds: number;
  /** Standard deviation of the voiced frames' level, in dB: how much the loudness moved. */
  loudnessVariationDb: number;
  /** Mean level of the voiced frames, in dBFS. */
  meanLevelDbfs: number;
  /**
   * Syllables a second of speaking time, from syllable nuclei in loudness and voicing (issue 31, ADR 0042; the
   * games' own detector); null with under a second of speech. Absent from measures made before it.
   */
  articulationRate?: number | null;
  /** Filled pauses ('uh', 'um') found by their held pitch and vowel, and how many a minute. */
  filledPauseCount?: number;
  filledPausesPerMinute?: number | null;
}

/** Pace and filled pauses over the voiced stretches (as spans in ms), with the games' detectors. */
function paceOf(
  wav: DecodedWav,
  speech: { startMs: number; endMs: number }[],
): Pick<SpeechMeasures, 'articulationRate' | 'filledPauseCount' | 'filledPausesPerMinute'> {
  const samples = resampleTo16k(Float32Array.from(wav.samples), wav.sampleRate);
  const prosody = new ProsodyTracker(VAD_SAMPLE_RATE);
  const pitch = new PitchTracker({ sampleRate: VAD_SAMPLE_RATE });
  const frameMs = (VAD_FRAME_SAMPLES / VAD_SAMPLE_RATE) * 1000;
  let index = 0;
  new Framer(VAD_FRAME_SAMPLES).push(samples, (frame) => {
    pitch.push(frame);
    prosody.push(frame, index * frameMs, frameMs, pitch.fillerPitch(), pitch.lastClarity);
    index += 1;
  });
  const result = prosody.finish(speech);
  const speakingMs = speech.reduce((sum, span) => sum + (span.endMs - span.startMs), 0);
  const figures = paceFigures(result, speakingMs, index * frameMs);
  return {
    articulationRate: figures.articulationRate,
    filledPauseCount: figures.filledPauseCount,
    filledPausesPerMinute: figures.filledPausesPerMinute,
  };
}

const FRAME_SECONDS = 0.02;
export const PAUSE_MIN_SECONDS = 0.5;
/** Voiced: 12 dB over the quietest tenth of the frames, and above -55 dBFS. */
const VOICE_MARGIN_DB = 12;
const VOICE_FLOOR_DBFS = -55;

/** Frames of 20 ms, their RMS level in dBFS, a voice threshold from the noise floor, then runs of voiced and silent frames. */
export function measureSpeech(wav: DecodedWav): SpeechMeasures {
  const frameLength = Math.max(1, Math.round(wav.sampleRate * FRAME_SECONDS));
  const levels: number[] = [];
  for (let start = 0; start + frameLength <= wav.samples.length; start += frameLength) {
    let sum = 0;
    for (let i = start; i < start + frameLength; i += 1) sum += (wav.samples[i] ?? 0) ** 2;
    const rms = Math.sqrt(sum / frameLength);
    levels.push(rms > 0 ? 20 * Math.log10(rms) : -120);
  }
  const sorted = [...levels].sort((a, b) => a - b);
  const noiseFloor = sorted[Math.floor(sorted.length * 0.1)] ?? -120;
  const threshold = Math.max(VOICE_FLOOR_DBFS, noiseFloor + VOICE_MARGIN_DB);
  const voiced = levels.map((level) => level >= threshold);
  const frameSeconds = frameLength / wav.sampleRate;

  let pauseCount = 0;
  let longestPause = 0;
  let seenVoice = false;
  let silentRun = 0;
  // The voiced stretches, joined across silences shorter than a quarter of a second (ADR 0023's minimum pause).
  const speech: { startMs: number; endMs: number }[] = [];
  voiced.forEach((isVoiced, i) => {
    if (!isVoiced) return;
    const startMs = i * frameSeconds * 1000;
    const endMs = startMs + frameSeconds * 1000;
    const last = speech.at(-1);
    if (last && startMs - last.endMs < 250) last.endMs = endMs;
    else speech.push({ startMs, endMs });
  });
  for (const isVoiced of voiced) {
    if (isVoiced) {
      const pause = silentRun * frameSeconds;
      if (seenVoice && pause >= PAUSE_MIN_SECONDS) {
        pauseCount += 1;
        longestPause = Math.max(longestPause, pause);
      }
      seenVoice = true;
      silentRun = 0;
    } else {
      silentRun += 1;
    }
  }
  const voicedLevels = levels.filter((_, i) => voiced[i]);
  const mean = voicedLevels.length ? voicedLevels.reduce((a, b) => a + b, 0) / voicedLevels.length : -120;
  const variance = voicedLevels.length
    ? voicedLevels.reduce((a, b) => a + (b - mean) ** 2, 0) / voicedLevels.length
    : 0;
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return {
    durationSeconds: round1(wav.durationSeconds),
    speakingSeconds: round1(voicedLevels.length * frameSeconds),
    pauseCount,
    longestPauseSeconds: round1(longestPause),
    loudnessVariationDb: round1(Math.sqrt(variance)),
    meanLevelDbfs: round1(mean),
    ...paceOf(wav, speech),
  };
}
