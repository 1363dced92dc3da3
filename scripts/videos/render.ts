/**
 * Renders a narrated, captioned video from a script of scenes: the way the games' tutorials are made, and the way
 * the course lectures (scripts/videos/lectures.ts) and the Virtual Coach's lessons are. Each scene is a slide (HTML
 * drawn by Chromium at 16:9, 1280×720), a narration and its captions. The captions are a WebVTT track beside the video
 * (`<id>.vtt`), never burned into the picture, so the player's controls cover no text and a caption never shows twice;
 * a script whose scenes name chapters also gets a chapters track (`<id>.chapters.vtt`).
 *
 * Voices (ADR 0036): the coach (narrator) is Festival with the CMU US SLT HTS voice; the learner in a before/after
 * pair is Flite's CMU US RMS voice, so the two speakers sound like two people. A learner line can be delivered
 * 'rushed' (faster, no pauses) to make the "before" of a pair. A ' | ' in a narration is a held pause (0.7 s) that
 * the captions do not show.
 *
 * Needs (Debian): ffmpeg, sox, festival, festvox-us-slt-hts, flite, fonts-dejavu-core and chromium (/usr/bin/chromium,
 * or CHROMIUM_PATH). Output is reproducible on the same tool versions: fixed fonts and sizes, bit-exact ffmpeg flags,
 * one thread. Run it under `nice -n 19` on a shared machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

export type Speaker = 'coach' | 'learner';

export interface Scene {
  /** Short line above the picture, e.g. 'The title'. */
  heading: string;
  /** The picture: an HTML fragment styled by the classes of SLIDE_CSS. */
  visual: string;
  /** What is said; also the scene's captions (split into one cue a sentence). */
  narration: string;
  /** Who says it (default the coach). */
  speaker?: Speaker;
  /** 'rushed': the "before" of a before/after pair (faster, no held pauses). */
  delivery?: 'rushed';
  /** Starts a chapter of this name (the chapters track). */
  chapter?: string;
}

export interface VideoScript {
  /** The file name without extension. */
  id: string;
  title: string;
  /** What the top bar says after the title (default 'how to play'). */
  kicker?: string;
  /** Accent colour (the game's colour). */
  colour: string;
  /** Text colour on the accent. */
  onColour: string;
  /** The accent as text on the light slide. */
  textColour: string;
  scenes: Scene[];
}

/** The slide's CSS size; drawn at SCALE, so the video is 1280×720. */
const WIDTH = 960;
const HEIGHT = 540;
const SCALE = 4 / 3;
/** Frames a second: the slides are still, so a low rate costs nothing in what is seen. */
const FPS = 4;
const SAMPLE_RATE = 22050;
const SCENE_PAUSE = 0.6;
const SENTENCE_PAUSE = 0.3;
const HELD_PAUSE = 0.7;
/** Festival's HTS speed (1 = the voice's own, about 180 words a minute); a little slower to teach. */
const COACH_RATE = 0.9;
const LEARNER_STRETCH = { plain: 1.05, rushed: 0.72 };
/** A caption cue longer than this is split in two. */
const CUE_CHARACTERS = 90;

export const SLIDE_CSS = `
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: 'DejaVu Sans', sans-serif; background: #ffffff; color: #111827;
    display: grid; grid-template-rows: 60px 1fr 64px; overflow: hidden; }
  .top { display: flex; align-items: center; justify-content: space-between; padding: 0 28px; font-weight: 700; font-size: 24px; }
  .top small { font-size: 20px; font-weight: 700; }
  .stage { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; padding: 8px 40px; text-align: center; }
  .heading { font-size: 24px; font-weight: 800; letter-spacing: .1em; text-transform: uppercase; color: #374151; }
  .title { font-size: 44px; font-weight: 800; line-height: 1.15; max-width: 860px; }
  .label { font-size: 18px; font-weight: 700; letter-spacing: .14em; text-transform: uppercase; color: #374151; }
  .chip { display: inline-block; background: #fff; border-radius: 16px; padding: 8px 22px; font-size: 34px; font-weight: 800;
    box-shadow: 0 2px 6px rgba(0,0,0,.18); }
  .chips { display: flex; gap: 10px; flex-wrap: wrap; justify-content: center; }
  .chips span { background: #fff; border-radius: 999px; padding: 6px 16px; font-size: 24px; color: #1f2937; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  .big { font-size: 72px; font-weight: 900; line-height: 1.05; }
  .quote { font-size: 32px; font-style: italic; max-width: 860px; color: #1f2937; line-height: 1.25; }
  .row { display: flex; gap: 18px; align-items: center; justify-content: center; flex-wrap: wrap; }
  .card { background: #fff; border-radius: 18px; padding: 12px 22px; box-shadow: 0 2px 8px rgba(0,0,0,.18); font-size: 30px; font-weight: 700; }
  .ring { width: 104px; height: 104px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
    font-weight: 800; font-size: 26px; background: #fff; }
  .button { border-radius: 999px; padding: 12px 30px; font-weight: 800; font-size: 26px; }
  .dark { background: #10161c; color: #fff; border-radius: 18px; padding: 20px 30px; }
  .l-title { font-size: 58px; font-weight: 900; line-height: 1.1; max-width: 880px; }
  .l-lines { display: flex; flex-direction: column; gap: 12px; align-items: center; }
  .l-line { font-size: 38px; font-weight: 700; line-height: 1.2; max-width: 880px; }
  .say { font-size: 32px; font-weight: 700; line-height: 1.25; max-width: 880px; border-radius: 24px; padding: 14px 26px;
    border: 6px solid; background: #fff; }
  .say.before { border-color: #b91c1c; }
  .say.after { border-color: #047857; }
  .tag { font-size: 26px; font-weight: 900; letter-spacing: .12em; text-transform: uppercase; border-radius: 999px; padding: 6px 20px; color: #fff; }
  .tag.before { background: #b91c1c; }
  .tag.after { background: #047857; }
`;

function slideHtml(script: VideoScript, scene: Scene, index: number): string {
  const ring = `border: 12px solid ${script.colour}`;
  const visual = scene.visual
    .replaceAll('{ring}', ring)
    .replaceAll('{colour}', script.colour)
    .replaceAll('{on}', script.onColour)
    .replaceAll('{text}', script.textColour);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${SLIDE_CSS}</style></head><body>
    <div class="top" style="background:${script.colour};color:${script.onColour}"><span>${script.title}: ${script.kicker ?? 'how to play'}</span><small>${index + 1} / ${script.scenes.length}</small></div>
    <div class="stage"><p class="heading">${scene.heading}</p>${visual}</div>
    <div></div>
  </body></html>`;
}

function seconds(file: string): number {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    { encoding: 'utf8' },
  );
  return Number.parseFloat(out.trim());
}

function timestamp(total: number): string {
  const ms = Math.round(total * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The narration as spoken pieces: sentences, each with the held pauses (' | ', one 0.7 s pause a bar) after it. */
export function spokenPieces(narration: string): Array<{ text: string; heldPauses: number }> {
  const parts = narration.split(/\s*((?:\|\s*)+)/);
  const pieces: Array<{ text: string; heldPauses: number }> = [];
  for (let index = 0; index < parts.length; index += 2) {
    const bars = (parts[index + 1] ?? '').split('|').length - 1;
    const sentences = parts[index]!.split(/(?<=[.!?…])\s+(?=["“A-Z0-9])/).filter((sentence) => sentence.trim() !== '');
    sentences.forEach((text, at) =>
      pieces.push({ text: text.trim(), heldPauses: at === sentences.length - 1 ? bars : 0 }),
    );
  }
  return pieces;
}

/** What a synthesiser reads: typographic marks it would spell out or stumble on made plain. */
function speakable(text: string): string {
  return text
    .replaceAll(/[“”]/g, '"')
    .replaceAll(/[‘’]/g, "'")
    .replaceAll('…', ',')
    .replaceAll(' — ', ', ')
    .replaceAll(' – ', ', ')
    .replaceAll('%', ' percent');
}

/** Festival's HTS voice, loaded once, at the coach's speed. */
const FESTIVAL_VOICE = `(voice_cmu_us_slt_arctic_hts)
(set! cmu_us_slt_arctic_hts::hts_engine_params
  (append cmu_us_slt_arctic_hts::hts_engine_params (list (list "-r" ${COACH_RATE}))))
(voice_cmu_us_slt_arctic_hts)`;

const schemeString = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** Synthesises the coach's pieces in one Festival run (the voice loads once): raw WAVs at Festival's own rate. */
function synthesiseCoach(pieces: Array<{ text: string; raw: string }>, work: string): void {
  if (pieces.length === 0) return;
  const script = path.join(work, 'coach.scm');
  const lines = pieces.map(
    (piece) =>
      `(utt.save.wave (utt.synth (Utterance Text ${schemeString(speakable(piece.text))})) ${schemeString(piece.raw)} 'riff)`,
  );
  writeFileSync(script, `${FESTIVAL_VOICE}\n${lines.join('\n')}\n`);
  execFileSync('festival', ['--batch', script]);
}

/** Synthesises one learner piece with Flite's RMS voice (no voice to load). */
function synthesiseLearner(text: string, delivery: Scene['delivery'], work: string, raw: string): void {
  const source = path.join(work, 'say.txt');
  writeFileSync(source, `${speakable(text)}\n`);
  const stretch = LEARNER_STRETCH[delivery ?? 'plain'];
  execFileSync('flite', ['-voice', 'rms', '--setf', `duration_stretch=${stretch}`, '-f', source, '-o', raw]);
}

/** A synthesiser's WAV as mono 16-bit at SAMPLE_RATE, its own leading and trailing silence trimmed so the pauses are the script's. */
function normalise(raw: string, out: string): void {
  execFileSync('sox', [
    raw,
    '-r',
    String(SAMPLE_RATE),
    '-c',
    '1',
    '-b',
    '16',
    out,
    'silence',
    '1',
    '0.02',
    '0.1%',
    'reverse',
    'silence',
    '1',
    '0.02',
    '0.1%',
    'reverse',
  ]);
}

function silence(seconds: number, out: string): void {
  execFileSync('sox', ['-n', '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', out, 'trim', '0', seconds.toFixed(3)]);
}

/** A cue's text: split in two near the middle (at a comma if there is one) when it is long. */
function cueParts(text: string): string[] {
  if (text.length <= CUE_CHARACTERS) return [text];
  const middle = text.length / 2;
  const breaks = [...text.matchAll(/[,;:] /g)].map((match) => match.index + 1);
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  const candidates = breaks.filter((at) => Math.abs(at - middle) < text.length / 4);
  const pool = candidates.length ? candidates : spaces;
  const at = pool.reduce((best, candidate) =>
    Math.abs(candidate - middle) < Math.abs(best - middle) ? candidate : best,
  );
  return [...cueParts(text.slice(0, at).trim()), ...cueParts(text.slice(at).trim())];
}

interface Cue {
  start: number;
  end: number;
  text: string;
}

function vtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map((cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`).join('\n')}`;
}

/** Renders `<outDir>/<id>.mp4`, `<id>.vtt` and (when scenes name chapters) `<id>.chapters.vtt`; returns the video's size and length. */
export async function renderVideo(
  script: VideoScript,
  outDir: string,
  browser: Browser,
): Promise<{ bytes: number; seconds: number }> {
  const work = mkdtempSync(path.join(os.tmpdir(), `video-${script.id}-`));
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: SCALE });
    const audio: string[] = [];
    const cues: Cue[] = [];
    const chapters: Cue[] = [];
    const sceneDurations: number[] = [];
    const gap = (length: number) => {
      const file = path.join(work, `silence-${length}.wav`);
      silence(length, file);
      return file;
    };
    const sentenceGap = gap(SENTENCE_PAUSE);
    const heldGap = gap(HELD_PAUSE);
    const sceneGap = gap(SCENE_PAUSE);
    // Every piece of every scene, synthesised before the timeline is laid out: the coach's in one Festival run.
    const spoken = script.scenes.map((scene, index) =>
      spokenPieces(scene.narration).map((piece, pieceIndex) => ({
        ...piece,
        raw: path.join(work, `raw-${index}-${pieceIndex}.wav`),
        file: path.join(work, `scene-${index}-${pieceIndex}.wav`),
      })),
    );
    synthesiseCoach(
      script.scenes.flatMap((scene, index) => ((scene.speaker ?? 'coach') === 'coach' ? spoken[index]! : [])),
      work,
    );
    for (const [index, scene] of script.scenes.entries()) {
      for (const piece of spoken[index]!) {
        if (scene.speaker === 'learner') synthesiseLearner(piece.text, scene.delivery, work, piece.raw);
        normalise(piece.raw, piece.file);
      }
    }
    let at = 0;
    for (const [index, scene] of script.scenes.entries()) {
      await page.setContent(slideHtml(script, scene, index));
      await page.screenshot({ path: path.join(work, `scene-${index}.png`) });
      const sceneStart = at;
      if (scene.chapter) {
        const open = chapters.at(-1);
        if (open) open.end = at;
        chapters.push({ start: at, end: at, text: scene.chapter });
      }
      const speaker = scene.speaker ?? 'coach';
      const pieces = spoken[index]!;
      for (const [pieceIndex, piece] of pieces.entries()) {
        const file = piece.file;
        const length = seconds(file);
        const parts = cueParts(piece.text);
        const total = parts.reduce((sum, part) => sum + part.length, 0);
        let cueAt = at;
        for (const part of parts) {
          const share = (length * part.length) / total;
          cues.push({ start: cueAt, end: cueAt + share, text: speaker === 'learner' ? `<v Learner>${part}` : part });
          cueAt += share;
        }
        audio.push(file);
        at += length;
        const last = pieceIndex === pieces.length - 1;
        const held = scene.delivery === 'rushed' ? 0 : piece.heldPauses;
        const pauses = last
          ? index < script.scenes.length - 1
            ? [sceneGap, ...Array<string>(held).fill(heldGap)]
            : []
          : held > 0
            ? Array<string>(held).fill(heldGap)
            : [sentenceGap];
        for (const pause of pauses) {
          audio.push(pause);
          at += pause === heldGap ? HELD_PAUSE : pause === sceneGap ? SCENE_PAUSE : SENTENCE_PAUSE;
        }
      }
      sceneDurations.push(at - sceneStart);
    }
    await page.close();
    const lastChapter = chapters.at(-1);
    if (lastChapter) lastChapter.end = at;

    const narration = path.join(work, 'narration.wav');
    execFileSync('sox', [...audio, narration]);

    // The slides, each for its narration and a pause (the concat demuxer repeats the last file to close the list).
    const list = script.scenes
      .map((_, index) => `file 'scene-${index}.png'\nduration ${sceneDurations[index]!.toFixed(3)}\n`)
      .join('');
    writeFileSync(path.join(work, 'slides.txt'), `${list}file 'scene-${script.scenes.length - 1}.png'\n`);
    const out = path.join(outDir, `${script.id}.mp4`);
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-fflags',
      '+bitexact',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      path.join(work, 'slides.txt'),
      '-i',
      narration,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-vf',
      `fps=${FPS},format=yuv420p`,
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '30',
      '-g',
      String(FPS * 30),
      '-profile:v',
      'main',
      '-threads',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-ac',
      '1',
      '-ar',
      String(SAMPLE_RATE),
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      '-map_metadata',
      '-1',
      '-movflags',
      '+faststart',
      '-shortest',
      out,
    ]);

    writeFileSync(path.join(outDir, `${script.id}.vtt`), vtt(cues));
    if (chapters.length > 0) writeFileSync(path.join(outDir, `${script.id}.chapters.vtt`), vtt(chapters));
    const bytes = Number(execFileSync('stat', ['-c', '%s', out], { encoding: 'utf8' }).trim());
    return { bytes, seconds: seconds(out) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Renders every script into `outDir`, printing each video's size and length; returns the lengths by id. */
export async function renderAll(scripts: readonly VideoScript[], outDir: string): Promise<Record<string, number>> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--font-render-hinting=none',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const lengths: Record<string, number> = {};
  try {
    for (const script of scripts) {
      const { bytes, seconds: length } = await renderVideo(script, outDir, browser);
      lengths[script.id] = length;
      console.log(`${script.id}.mp4  ${(bytes / 1024).toFixed(0)} KiB  ${length.toFixed(1)} s`);
    }
  } finally {
    await browser.close();
  }
  return lengths;
}
