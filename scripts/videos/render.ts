/**
 * Renders a narrated, captioned video from a script of scenes: the way the games' tutorials are made, and the way
 * the course lectures are (scripts/videos/lectures.ts). Each scene is a slide (HTML drawn by Chromium), a narration (espeak-ng) and the
 * caption of that narration, burned into the slide and written to a WebVTT file beside the video.
 *
 * Needs (Debian): ffmpeg, espeak-ng, fonts-dejavu-core and chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 * Output is reproducible on the same tool versions: fixed fonts and sizes, bit-exact ffmpeg flags, one thread.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

export interface Scene {
  /** Short line above the picture, e.g. 'The title'. */
  heading: string;
  /** The picture: an HTML fragment styled by the classes of SLIDE_CSS. */
  visual: string;
  /** What the narrator says; also the scene's caption. */
  narration: string;
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

const WIDTH = 960;
const HEIGHT = 540;
const PAUSE_SECONDS = 0.6;
const VOICE = 'en-us';
const WORDS_PER_MINUTE = '155';

export const SLIDE_CSS = `
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; font-family: 'DejaVu Sans', sans-serif; background: #f8fafc; color: #1b2330;
    display: grid; grid-template-rows: 64px 1fr 116px; overflow: hidden; }
  .top { display: flex; align-items: center; justify-content: space-between; padding: 0 28px; font-weight: 700; font-size: 22px; }
  .top small { font-size: 16px; font-weight: 600; opacity: .9; }
  .stage { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 14px; padding: 8px 40px; text-align: center; }
  .heading { font-size: 18px; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; color: #4b5563; }
  .caption { background: #111827; color: #fff; display: flex; align-items: center; justify-content: center; padding: 0 48px;
    font-size: 25px; line-height: 1.35; text-align: center; font-weight: 600; }
  .title { font-size: 40px; font-weight: 800; line-height: 1.15; max-width: 820px; }
  .label { font-size: 15px; font-weight: 700; letter-spacing: .14em; text-transform: uppercase; color: #4b5563; }
  .chip { display: inline-block; background: #fff; border-radius: 16px; padding: 8px 22px; font-size: 30px; font-weight: 800;
    box-shadow: 0 2px 6px rgba(0,0,0,.12); }
  .chips { display: flex; gap: 10px; flex-wrap: wrap; justify-content: center; }
  .chips span { background: #fff; border-radius: 999px; padding: 4px 14px; font-size: 18px; color: #4b5563; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  .big { font-size: 64px; font-weight: 900; line-height: 1.05; }
  .quote { font-size: 24px; font-style: italic; max-width: 780px; color: #374151; }
  .row { display: flex; gap: 18px; align-items: center; justify-content: center; }
  .card { background: #fff; border-radius: 18px; padding: 14px 20px; box-shadow: 0 2px 8px rgba(0,0,0,.12); font-size: 20px; }
  .ring { width: 92px; height: 92px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
    font-weight: 800; font-size: 20px; background: #fff; }
  .button { border-radius: 999px; padding: 12px 30px; font-weight: 800; font-size: 20px; }
  .dark { background: #10161c; color: #fff; border-radius: 18px; padding: 20px 30px; }
`;

function slideHtml(script: VideoScript, scene: Scene, index: number): string {
  const ring = `border: 10px solid ${script.colour}`;
  const visual = scene.visual
    .replaceAll('{ring}', ring)
    .replaceAll('{colour}', script.colour)
    .replaceAll('{on}', script.onColour)
    .replaceAll('{text}', script.textColour);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${SLIDE_CSS}</style></head><body>
    <div class="top" style="background:${script.colour};color:${script.onColour}"><span>${script.title}: ${script.kicker ?? 'how to play'}</span><small>${index + 1} / ${script.scenes.length}</small></div>
    <div class="stage"><p class="heading">${scene.heading}</p>${visual}</div>
    <div class="caption">${escapeHtml(scene.narration)}</div>
  </body></html>`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
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

/** Renders `<outDir>/<id>.mp4` and `<outDir>/<id>.vtt`; returns the video's size in bytes. */
export async function renderVideo(script: VideoScript, outDir: string, browser: Browser): Promise<number> {
  const work = mkdtempSync(path.join(os.tmpdir(), `video-${script.id}-`));
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    const durations: number[] = [];
    for (const [index, scene] of script.scenes.entries()) {
      await page.setContent(slideHtml(script, scene, index));
      await page.screenshot({ path: path.join(work, `scene-${index}.png`) });
      const wav = path.join(work, `scene-${index}.wav`);
      execFileSync('espeak-ng', ['-v', VOICE, '-s', WORDS_PER_MINUTE, '-w', wav, scene.narration]);
      durations.push(seconds(wav) + PAUSE_SECONDS);
    }
    await page.close();

    // The slides, each for its narration and a pause (the concat demuxer repeats the last file to close the list).
    const list = script.scenes
      .map((_, index) => `file 'scene-${index}.png'\nduration ${durations[index]!.toFixed(3)}\n`)
      .join('');
    writeFileSync(path.join(work, 'slides.txt'), `${list}file 'scene-${script.scenes.length - 1}.png'\n`);
    const audioInputs = script.scenes.flatMap((_, index) => ['-i', path.join(work, `scene-${index}.wav`)]);
    const pads = script.scenes.map((_, index) => `[${index + 1}:a]apad=pad_dur=${PAUSE_SECONDS}[a${index}]`).join(';');
    const joined = script.scenes.map((_, index) => `[a${index}]`).join('');
    const filter = `${pads};${joined}concat=n=${script.scenes.length}:v=0:a=1[audio]`;
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
      ...audioInputs,
      '-filter_complex',
      filter,
      '-map',
      '0:v',
      '-map',
      '[audio]',
      '-vf',
      'fps=10,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '30',
      '-profile:v',
      'main',
      '-threads',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      '40k',
      '-ac',
      '1',
      '-ar',
      '22050',
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

    let at = 0;
    const cues = script.scenes.map((scene, index) => {
      const start = at;
      at += durations[index]!;
      return `${index + 1}\n${timestamp(start)} --> ${timestamp(at - PAUSE_SECONDS / 2)}\n${scene.narration}\n`;
    });
    writeFileSync(path.join(outDir, `${script.id}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
    return Number(execFileSync('stat', ['-c', '%s', out], { encoding: 'utf8' }).trim());
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Renders every script into `outDir`, printing each video's size. */
export async function renderAll(scripts: readonly VideoScript[], outDir: string): Promise<void> {
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
  try {
    for (const script of scripts) {
      const size = await renderVideo(script, outDir, browser);
      console.log(`${script.id}.mp4  ${(size / 1024).toFixed(0)} KiB`);
    }
  } finally {
    await browser.close();
  }
}
