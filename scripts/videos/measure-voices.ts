/**
 * An objective second look at the offline voices of ADR 0036 that needs no ears: each voice reads the same six
 * sentences as compare-voices.sh, and the product's own voice analysis (@impromptu/voice, the one that measures a
 * learner's rounds: Silero VAD, pitch, syllable nuclei) measures each sentence. Printed per voice (medians over the
 * sentences): the articulation rate against the product's band for fluent adult speech (4–6 syllables a second,
 * VOICE_BANDS), the pitch range within a sentence in semitones (how much the voice's melody moves; a monotone reads
 * near 0), the loudness range, and the 'filled pauses' the analysis hears in speech that has none.
 *
 * It is NOT a listening test (ADR 0041 addendum): it says whether a voice speaks at a human pace with a moving
 * melody, not whether a person finds it natural. The blind A/B of compare-voices.sh is still a person's job.
 *
 * Needs (Debian): espeak-ng, festival, festvox-us-slt-hts, flite, sox; festvox-kallpc16k and festvox-kdlpc16k for
 * the two diphone voices (skipped when missing). Usage: `nice -n 19 npx tsx --conditions=source
 * scripts/videos/measure-voices.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-web';
import { VOICE_BANDS } from '@impromptu/voice/bands';
import { analyseRecording, loadSileroVad } from '@impromptu/voice/pipeline';
import { resampleTo16k } from '@impromptu/voice/resample';
import { decodeWav } from '@impromptu/voice/wav';

const require = createRequire(import.meta.url);

/** The sentences compare-voices.sh has every voice read. */
const SENTENCES = [
  'Most people wait for a perfect first line and the silence grows longer.',
  'Say your point first so that listeners know where you are going.',
  'A short pause before the key word makes the whole sentence land.',
  'Yesterday I walked to work and solved a problem on the way.',
  'Tell one true story about a time something went wrong.',
  'Finish every answer with your point, then stop talking.',
];
/** Their syllables as written (counted by hand; 'every' as two): the truth the analysis's syllable count is held to. */
const WRITTEN_SYLLABLES = [17, 15, 14, 15, 13, 13];

const festival = (voice: string, rate?: number) => (text: string, out: string, work: string) => {
  const rateSetting = rate
    ? `(set! ${voice}::hts_engine_params (append ${voice}::hts_engine_params (list (list "-r" ${rate}))))(voice_${voice})`
    : '';
  const script = path.join(work, 'say.scm');
  writeFileSync(
    script,
    `(voice_${voice})${rateSetting}\n(utt.save.wave (utt.synth (Utterance Text "${text}")) "${out}" 'riff)\n`,
  );
  execFileSync('festival', ['--batch', script]);
};

const flite = (voice: string, stretch?: number) => (text: string, out: string) =>
  execFileSync('flite', [
    '-voice',
    voice,
    ...(stretch ? ['--setf', `duration_stretch=${stretch}`] : []),
    '-t',
    text,
    '-o',
    out,
  ]);

const espeak = (voice: string, speed: number) => (text: string, out: string) =>
  execFileSync('espeak-ng', ['-v', voice, '-s', String(speed), '-w', out, text]);

const VOICES: Array<{ name: string; synth: (text: string, out: string, work: string) => void; needs?: string }> = [
  { name: 'festival slt HTS, as the coach (-r 0.9)', synth: festival('cmu_us_slt_arctic_hts', 0.9) },
  { name: 'festival slt HTS', synth: festival('cmu_us_slt_arctic_hts') },
  { name: 'flite rms, as the learner (stretch 1.05)', synth: flite('rms', 1.05) },
  { name: 'flite rms', synth: flite('rms') },
  { name: 'flite slt', synth: flite('slt') },
  { name: 'flite awb', synth: flite('awb') },
  { name: 'flite kal16', synth: flite('kal16') },
  {
    name: 'festival kal diphone',
    synth: (text, out, work) => festival('kal_diphone')(text, out, work),
    needs: '/usr/share/festival/voices/english/kal_diphone',
  },
  {
    name: 'festival ked diphone',
    synth: (text, out, work) => festival('ked_diphone')(text, out, work),
    needs: '/usr/share/festival/voices/english/ked_diphone',
  },
  { name: 'espeak-ng en-us', synth: espeak('en-us', 155) },
  { name: 'espeak-ng en-us+f3', synth: espeak('en-us+f3', 150) },
];

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A median with its spread and how many sentences gave a figure ('–' when none did). */
const range = (values: number[]) => {
  const found = values.filter((value) => Number.isFinite(value));
  if (found.length === 0) return '–';
  return `${median(found).toFixed(1)} (${Math.min(...found).toFixed(1)}–${Math.max(...found).toFixed(1)}; ${found.length} of ${values.length})`;
};

const work = mkdtempSync(path.join(os.tmpdir(), 'measure-voices-'));
try {
  const vad = await loadSileroVad(
    ort as never,
    readFileSync(require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx')),
  );
  const { min, max } = VOICE_BANDS.articulationRate;
  console.log(
    `voice | articulation rate as measured (syllables/s; band ${min}–${max}) | syllables counted of ${WRITTEN_SYLLABLES.reduce((a, b) => a + b)} | rate from the written syllables | pitch range in a sentence (semitones) | loudness range (dB) | filled pauses heard`,
  );
  // MEASURE_VOICES=part of a name measures only those voices.
  for (const voice of VOICES.filter((v) => v.name.includes(process.env.MEASURE_VOICES ?? ''))) {
    if (voice.needs && !existsSync(voice.needs)) {
      console.log(`${voice.name} | not installed`);
      continue;
    }
    const rates: number[] = [];
    const writtenRates: number[] = [];
    let counted = 0;
    const pitch: number[] = [];
    const loudness: number[] = [];
    let filled = 0;
    for (const [index, sentence] of SENTENCES.entries()) {
      const raw = path.join(work, `raw-${index}.wav`);
      const wav = path.join(work, `s-${index}.wav`);
      voice.synth(sentence, raw, work);
      // Mono 16-bit, half a second of silence either side, as a microphone round would have.
      execFileSync('sox', ['-R', raw, '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.5', '0.5']);
      const { samples, sampleRate } = decodeWav(readFileSync(wav));
      vad.reset();
      const { metrics } = await analyseRecording(vad, resampleTo16k(samples, sampleRate));
      rates.push(metrics.articulationRate ?? Number.NaN);
      writtenRates.push((1000 * WRITTEN_SYLLABLES[index]!) / metrics.speakingMs);
      counted += metrics.syllableCount ?? 0;
      pitch.push(metrics.pitchRangeSemitones ?? Number.NaN);
      loudness.push(metrics.energyRangeDb ?? Number.NaN);
      filled += metrics.filledPauseCount ?? 0;
    }
    const rate = median(rates);
    const inBand = rate >= min && rate <= max ? 'in band' : rate < min ? 'slow' : 'fast';
    console.log(
      `${voice.name} | ${rate.toFixed(2)} (${inBand}; ${Math.min(...rates).toFixed(1)}–${Math.max(...rates).toFixed(1)}) | ${counted} | ${median(writtenRates).toFixed(2)} | ${range(pitch)} | ${median(loudness).toFixed(1)} | ${filled}`,
    );
  }
  await vad.release();
} finally {
  rmSync(work, { recursive: true, force: true });
}
