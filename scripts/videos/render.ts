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
 * Motion where it teaches (issue 28): a `*word*` in a learner's line is stressed — said louder, higher and slower
 * (sox on that word's stretch of Flite's audio, found from Flite's own segment timings) — and the slide's
 * `<mark class="stress">` for it lights up while the voice says it; a scene with `timeline` draws its speech and its
 * silences as a bar under the answer, filling as it is heard, a pause filling in green while the voice is silent.
 * Such a scene is drawn once per frame; every other scene is one still.
 *
 * Needs (Debian): ffmpeg, sox, festival, festvox-us-slt-hts, flite, fonts-dejavu-core and chromium (/usr/bin/chromium,
 * or CHROMIUM_PATH). Output is reproducible on the same tool versions: fixed fonts and sizes, bit-exact ffmpeg flags,
 * one thread. Run it under `nice -n 19` on a shared machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

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
  /** Draw the scene's speech and pauses as a timeline that fills as it is heard (an element with `data-timeline`). */
  timeline?: boolean;
  /**
   * A learner's `~marked words~` (one or more words a mark): each `<mark class="notice">` lights as it is said and the
   * strip (an element with `data-notice`) shows it from then on — the motion of a pair that differs in wording, not
   * pauses. The voice says them plainly.
   */
  notice?: boolean;
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
  /** Lecture type: the top bar, heading and learner's bubbles large enough to read at 390 px wide (≥ 14 px there). */
  large?: boolean;
  scenes: Scene[];
}

/** The slide's CSS size; drawn at SCALE, so the video is 1280×720. */
const WIDTH = 960;
const HEIGHT = 540;
const SCALE = 4 / 3;
/** Frames a second of a scene that moves (a timeline): 8 lets a pause's bar fill smoothly. A still scene is one frame (VFR). */
const FPS = 8;
const SAMPLE_RATE = 22050;
const SCENE_PAUSE = 0.6;
const SENTENCE_PAUSE = 0.3;
const HELD_PAUSE = 0.7;
/** Festival's HTS speed (1 = the voice's own, about 180 words a minute); a little slower to teach. */
const COACH_RATE = 0.9;
const LEARNER_STRETCH = { plain: 1.05, rushed: 0.72 };
/** A stressed word: louder (dB), higher (cents) and slower (tempo factor) than the words around it. */
const STRESS = { gain: 4, pitch: 150, tempo: 0.8 };
/** A silence at least this long is drawn and counted as a pause on a timeline; shorter ones are gaps between sentences. */
const PAUSE_AT_LEAST = HELD_PAUSE - 0.01;
/** sox's repeatable mode: its dither (on every change of rate or depth) is random otherwise, and moved cue times by a millisecond between renders. */
const SOX_REPEATABLE = '-R';
/** The smallest text of a large slide, in CSS px of the 960 px slide (14 px on a 390 px wide phone). */
const LARGE_SMALLEST = 34;
/** The bottom of the slide left empty for the player's controls and the browser's captions (the body's last row). */
const CONTROLS_BAND = 64;
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
  /* Large type (lectures, the Virtual Coach, the games' tutorials): 34 CSS px of the 960 px slide (45 px of the 1280 px
     video) is 14 px on a 390 px wide phone, the smallest text a large slide shows (checked on every frame). */
  body.large { grid-template-rows: 72px 1fr 64px; font-size: 34px; }
  .large .top { font-size: 34px; }
  .large .top small { font-size: 34px; }
  .large .heading { font-size: 34px; letter-spacing: .06em; }
  .large .l-title { font-size: 60px; }
  .large .l-line { font-size: 42px; }
  .large .say { font-size: 38px; line-height: 1.22; padding: 10px 24px; border-width: 6px; }
  .large .tag { font-size: 34px; padding: 4px 22px; }
  .large .quote { font-size: 40px; }
  .large .title { font-size: 52px; }
  .large .card { font-size: 36px; }
  .large .ring { width: 130px; height: 130px; font-size: 36px; }
  .large .label { font-size: 34px; letter-spacing: .06em; }
  .large .chip { font-size: 40px; }
  .large .chips span { font-size: 34px; padding: 4px 18px; }
  .large .button { font-size: 34px; padding: 10px 32px; }

  mark.stress { background: transparent; color: inherit; border-radius: 8px; padding: 0; }
  .large .say.long { font-size: 34px; }
  .answer { height: 232px; width: 100%; display: grid; place-items: center; }
  .answer .piece { grid-area: 1 / 1; }
  /* A pair's answer over its timeline (track and status) fits the stage with the heading: 220 + 94 + 41 + gaps. */
  .large .answer { height: 220px; }
  .answer.worded { height: 180px; }
  .answer .piece.hidden { visibility: hidden; }
  mark.stress.said { text-decoration: underline 5px #047857; text-underline-offset: 8px; }
  mark.stress.on { background: #fde047; color: #111827; box-shadow: 0 0 0 4px #fde047; }
  .timeline { width: 860px; display: flex; flex-direction: column; gap: 8px; }
  .track { position: relative; height: 44px; border-radius: 10px; background: #f3f4f6; overflow: hidden; border: 2px solid #6b7280; }
  .track b { position: absolute; top: 0; bottom: 0; background: #9ca3af; }
  .track b span { position: absolute; top: 0; bottom: 0; left: 0; background: #111827; }
  .track i { position: absolute; top: 0; bottom: 0; background: #ffffff; border-left: 3px solid #047857; border-right: 3px solid #047857; }
  .track i span { position: absolute; top: 0; bottom: 0; left: 0; background: #10b981; }
  .status { display: flex; justify-content: space-between; font-size: 34px; font-weight: 800; color: #111827; min-height: 42px; }
  .status .pause { background: #047857; color: #fff; border-radius: 999px; padding: 0 18px; }
  mark.notice { background: transparent; color: inherit; border-radius: 8px; }
  .before mark.notice.on { background: #fecaca; box-shadow: 0 0 0 4px #fecaca; }
  .after mark.notice.on { background: #a7f3d0; box-shadow: 0 0 0 4px #a7f3d0; }
  .before mark.notice.said { text-decoration: underline 5px #b91c1c; text-underline-offset: 8px; }
  .after mark.notice.said { text-decoration: underline 5px #047857; text-underline-offset: 8px; }
  /* Two rows of chips from the start, so the answer above does not move when a second row appears. */
  .strip { width: 880px; min-height: 128px; align-content: flex-start; display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; justify-content: center; }
  .strip .what { font-size: 34px; font-weight: 900; }
  .strip .n { font-size: 34px; font-weight: 700; border-radius: 999px; padding: 0 16px; border: 3px solid; }
  .strip.before .n { color: #7f1d1d; background: #fef2f2; border-color: #b91c1c; }
  .strip.after .n { color: #064e3b; background: #ecfdf5; border-color: #047857; }
  .strip .n.hidden { display: none; }
`;

/** The slide's side of the motion: sets the stressed words and the timeline to what is heard at a time. */
const MOTION_SCRIPT = `
window.showAt = (t, motion) => {
  const current = motion.pieces.filter((start) => start <= t).length - 1;
  document.querySelectorAll('.piece').forEach((piece, index) => piece.classList.toggle('hidden', index !== Math.max(0, current)));
  document.querySelectorAll('mark.stress').forEach((mark, index) => {
    const word = motion.stresses[index];
    mark.classList.toggle('on', !!word && t >= word.start && t < word.end + 0.25);
    mark.classList.toggle('said', !!word && t >= word.end + 0.25);
  });
  document.querySelectorAll('mark.notice').forEach((mark, index) => {
    const words = motion.notices[index];
    mark.classList.toggle('on', !!words && t >= words.start && t < words.end + 0.25);
    mark.classList.toggle('said', !!words && t >= words.end + 0.25);
  });
  document.querySelectorAll('[data-notice] .n').forEach((chip, index) => {
    const words = motion.notices[index];
    chip.classList.toggle('hidden', !words || t < words.start);
  });
  const host = document.querySelector('[data-timeline]');
  if (!host) return;
  if (!host.firstChild) {
    const spans = motion.segments.map((segment) => {
      const left = (100 * segment.start) / motion.length;
      const width = (100 * (segment.end - segment.start)) / motion.length;
      const style = 'left:' + left + '%;width:' + width + '%';
      return segment.kind === 'pause' ? '<i style="' + style + '"><span></span></i>' : segment.kind === 'speech' ? '<b style="' + style + '"><span></span></b>' : '<u></u>';
    });
    host.innerHTML = '<div class="track">' + spans.join('') + '</div><p class="status"><span></span><span></span></p>';
  }
  const items = host.querySelectorAll('.track > *');
  let pauses = 0;
  let inPause = false;
  motion.segments.forEach((segment, index) => {
    const item = items[index];
    const share = Math.max(0, Math.min(1, (t - segment.start) / (segment.end - segment.start)));
    if (segment.kind !== 'gap') item.firstChild.style.width = 100 * share + '%';
    if (segment.kind === 'pause' && t >= segment.start) pauses += 1;
    if (segment.kind === 'pause' && t >= segment.start && t < segment.end) inPause = true;
  });
  const [count, now] = host.querySelectorAll('.status span');
  count.textContent = 'Pauses: ' + pauses;
  now.textContent = inPause ? 'Pause' : t < motion.length ? 'Speaking' : '';
  now.className = inPause ? 'pause' : '';
};`;

export function slideHtml(script: VideoScript, scene: Scene, index: number): string {
  const ring = `border: 12px solid ${script.colour}`;
  const visual = scene.visual
    .replaceAll('{ring}', ring)
    .replaceAll('{colour}', script.colour)
    .replaceAll('{on}', script.onColour)
    .replaceAll('{text}', script.textColour);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${SLIDE_CSS}</style><script>${MOTION_SCRIPT}</script></head><body class="${script.large ? 'large' : ''}">
    <div class="top" style="background:${script.colour};color:${script.onColour}"><span>${script.title}: ${script.kicker ?? 'how to play'}</span><small>${index + 1} / ${script.scenes.length}</small></div>
    <div class="stage"><p class="heading">${scene.heading}</p>${visual}</div>
    <div></div>
  </body></html>`;
}

/**
 * A large slide as a phone shows it: no text under 34 CSS px (14 px on a 390 px wide phone), and nothing outside the
 * stage — off the sides or down into the band the player's controls and captions use. Throws naming the scene.
 */
export async function checkLargeSlide(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(
    ([smallest, width, height, band]) => {
      const found: string[] = [];
      for (const element of document.querySelectorAll('body *')) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const text = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        if (text !== '' && Number.parseFloat(style.fontSize) < smallest)
          found.push(`"${text.slice(0, 30)}" is ${style.fontSize}`);
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || !element.closest('.stage')) continue;
        if (box.left < -0.5 || box.right > width + 0.5 || box.bottom > height - band + 0.5)
          found.push(
            `<${element.tagName.toLowerCase()} class="${element.className}"> reaches ${Math.round(box.right)}×${Math.round(box.bottom)}`,
          );
      }
      return found;
    },
    [LARGE_SMALLEST, WIDTH, HEIGHT, CONTROLS_BAND] as const,
  );
  if (problems.length > 0) throw new Error(`Slide ${where} does not read on a phone: ${problems.join('; ')}`);
}

/** A media file's length in seconds (ffprobe). */
export function mediaSeconds(file: string): number {
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

/** A narration's words as written in captions: the stress marks (`*word*`) and notice marks (`~words~`) dropped. */
export const unmarked = (text: string) => text.replaceAll(/\*([^*]+)\*/g, '$1').replaceAll(/~([^~]+)~/g, '$1');

/** Typographic marks a synthesiser would spell out or stumble on, made plain. */
function typographyPlain(text: string): string {
  return text
    .replaceAll(/[“”]/g, '"')
    .replaceAll(/[‘’]/g, "'")
    .replaceAll('…', ',')
    .replaceAll(' — ', ', ')
    .replaceAll(' – ', ', ')
    .replaceAll('%', ' percent');
}

/** What a synthesiser reads. */
const speakable = (text: string) => unmarked(typographyPlain(text));

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

interface Span {
  start: number;
  end: number;
}

const soxLength = (file: string) => Number.parseFloat(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());

/** A word's phones as Flite says it alone (no pauses): the same count it has inside a sentence. */
function phoneCount(word: string): number {
  const out = execFileSync('flite', ['-voice', 'rms', '-t', word, '-o', 'none', '-ps'], { encoding: 'utf8' });
  return out.split(/\s+/).filter((phone) => phone !== '' && phone !== 'pau').length;
}

/**
 * Each word's stretch of a Flite WAV, from its segment timings (`-psdur`: 'phone:end' with pauses as 'pau') and each
 * word's phone count. Null when the counts do not add up (a word Flite expands, such as a number).
 */
function wordSpans(words: string[], segments: Array<{ phone: string; end: number }>): Span[] | null {
  const phones: Span[] = [];
  let previous = 0;
  for (const segment of segments) {
    if (segment.phone !== 'pau') phones.push({ start: previous, end: segment.end });
    previous = segment.end;
  }
  const spans: Span[] = [];
  let at = 0;
  for (const word of words) {
    const count = phoneCount(word);
    if (count === 0 || at + count > phones.length) return null;
    spans.push({ start: phones[at]!.start, end: phones[at + count - 1]!.end });
    at += count;
  }
  return at === phones.length ? spans : null;
}

/**
 * Synthesises one learner piece with Flite's RMS voice (no voice to load). A `*word*` is stressed: its stretch of
 * audio is said louder, higher and slower. Returns the stressed words' spans and the `~noticed words~`' spans (one a
 * mark) in the written WAV.
 */
function synthesiseLearner(
  text: string,
  delivery: Scene['delivery'],
  work: string,
  raw: string,
): { stresses: Span[]; notices: Span[] } {
  const source = path.join(work, 'say.txt');
  writeFileSync(source, `${speakable(text)}\n`);
  const stretch = LEARNER_STRETCH[delivery ?? 'plain'];
  const spoken = path.join(work, 'flite.wav');
  const timings = execFileSync(
    'flite',
    ['-voice', 'rms', '--setf', `duration_stretch=${stretch}`, '-f', source, '-o', spoken, '-psdur'],
    { encoding: 'utf8' },
  );
  // The words Flite says, in order, each marked when the script stresses it, and with its notice mark's number.
  let open = false;
  let mark = -1;
  const words = typographyPlain(text)
    .split(/\s+/)
    .map((token) => {
      const tildes = token.split('~').length - 1;
      if (!open && tildes > 0) mark += 1;
      const noticed = open || tildes > 0 ? mark : null;
      if (tildes % 2 === 1) open = !open;
      return { word: unmarked(token).replaceAll(/[^A-Za-z']/g, ''), stressed: token.includes('*'), noticed };
    })
    .filter((token) => token.word !== '');
  const stressed = new Set(words.flatMap((token, index) => (token.stressed ? [index] : [])));
  if (stressed.size === 0 && mark < 0) {
    execFileSync('sox', [SOX_REPEATABLE, spoken, raw]);
    return { stresses: [], notices: [] };
  }
  // Flite cuts a sentence into utterances at a colon or semicolon; each utterance's timings start again from 0, and
  // the WAV is the utterances one after another: an utterance's times are moved by the ends of those before it.
  let utteranceStart = 0;
  let lastEnd = 0;
  const segments = timings
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [phone = '', written = '0'] = pair.split(':');
      const end = Number.parseFloat(written);
      if (end < lastEnd) utteranceStart += lastEnd;
      lastEnd = end;
      return { phone, end: utteranceStart + end };
    });
  const spans = wordSpans(
    words.map((token) => token.word),
    segments,
  );
  if (!spans) throw new Error(`Flite's phones do not match the words of: ${text}`);
  /** Where a time of Flite's WAV lands once the stressed words are slowed down. */
  const moved: Array<Span & { to: Span }> = [];
  const movedTime = (t: number) => {
    let shift = 0;
    for (const word of moved) {
      if (t <= word.start) break;
      if (t < word.end)
        return word.to.start + ((t - word.start) * (word.to.end - word.to.start)) / (word.end - word.start);
      shift = word.to.end - word.end;
    }
    return t + shift;
  };
  const noticed = (): Span[] =>
    Array.from({ length: mark + 1 }, (_, index) => {
      const inMark = spans.filter((_, at) => words[at]!.noticed === index);
      return { start: movedTime(inMark[0]!.start), end: movedTime(inMark.at(-1)!.end) };
    });
  if (stressed.size === 0) {
    execFileSync('sox', [SOX_REPEATABLE, spoken, raw]);
    return { stresses: [], notices: noticed() };
  }
  // Cut the WAV at the stressed words' edges, process those stretches, and join the parts again.
  const parts: string[] = [];
  const stresses: Span[] = [];
  let cut = 0;
  let at = 0;
  const total = soxLength(spoken);
  for (const index of [...stressed].sort((a, b) => a - b)) {
    const word = spans[index]!;
    const before = path.join(work, `part-${parts.length}.wav`);
    execFileSync('sox', [SOX_REPEATABLE, spoken, before, 'trim', cut.toFixed(4), `=${word.start.toFixed(4)}`]);
    parts.push(before);
    at += soxLength(before);
    const stress = path.join(work, `part-${parts.length}.wav`);
    execFileSync('sox', [
      SOX_REPEATABLE,
      spoken,
      stress,
      'trim',
      word.start.toFixed(4),
      `=${word.end.toFixed(4)}`,
      'pitch',
      String(STRESS.pitch),
      'tempo',
      '-s',
      String(STRESS.tempo),
      'gain',
      String(STRESS.gain),
    ]);
    parts.push(stress);
    const length = soxLength(stress);
    stresses.push({ start: at, end: at + length });
    moved.push({ ...word, to: { start: at, end: at + length } });
    at += length;
    cut = word.end;
  }
  if (cut < total) {
    const rest = path.join(work, `part-${parts.length}.wav`);
    execFileSync('sox', [SOX_REPEATABLE, spoken, rest, 'trim', cut.toFixed(4)]);
    parts.push(rest);
  }
  execFileSync('sox', [SOX_REPEATABLE, ...parts, raw]);
  return { stresses, notices: noticed() };
}

/**
 * A synthesiser's WAV as mono 16-bit at SAMPLE_RATE, its own leading and trailing silence trimmed so the pauses are
 * the script's. Returns the seconds trimmed from the start (to move word timings with it).
 */
function normalise(raw: string, out: string): number {
  const format = ['-r', String(SAMPLE_RATE), '-c', '1', '-b', '16'];
  const leading = `${out}.lead.wav`;
  execFileSync('sox', [SOX_REPEATABLE, raw, ...format, leading, 'silence', '1', '0.02', '0.1%']);
  execFileSync('sox', [SOX_REPEATABLE, leading, out, 'reverse', 'silence', '1', '0.02', '0.1%', 'reverse']);
  const trimmed = soxLength(raw) - soxLength(leading);
  rmSync(leading);
  return trimmed;
}

function silence(seconds: number, out: string): void {
  execFileSync('sox', [
    SOX_REPEATABLE,
    '-n',
    '-r',
    String(SAMPLE_RATE),
    '-c',
    '1',
    '-b',
    '16',
    out,
    'trim',
    '0',
    seconds.toFixed(3),
  ]);
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

/** A scene's motion, in seconds from its start (passed to the slide's `showAt`). */
interface Motion {
  length: number;
  segments: Array<Span & { kind: 'speech' | 'pause' | 'gap' }>;
  stresses: Span[];
  /** The `~noticed words~`, one span a mark. */
  notices: Span[];
  /** When each spoken piece (sentence) starts: a learner's bubble shows the one being said. */
  pieces: number[];
}

interface MotionWindow {
  showAt(t: number, motion: Motion): void;
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
        /** Stressed words and noticed words, in seconds from the piece's start. */
        stresses: [] as Span[],
        notices: [] as Span[],
      })),
    );
    synthesiseCoach(
      script.scenes.flatMap((scene, index) => ((scene.speaker ?? 'coach') === 'coach' ? spoken[index]! : [])),
      work,
    );
    for (const [index, scene] of script.scenes.entries()) {
      for (const piece of spoken[index]!) {
        const { stresses, notices } =
          scene.speaker === 'learner'
            ? synthesiseLearner(piece.text, scene.delivery, work, piece.raw)
            : { stresses: [], notices: [] };
        const lead = normalise(piece.raw, piece.file);
        const fromStart = (span: Span) => ({ start: span.start - lead, end: span.end - lead });
        piece.stresses = stresses.map(fromStart);
        piece.notices = notices.map(fromStart);
      }
    }
    /** What a scene shows over time: its speech and silences (for a timeline) and its stressed words, from its start. */
    const motions: Motion[] = [];
    let at = 0;
    for (const [index, scene] of script.scenes.entries()) {
      const sceneStart = at;
      const motion: Motion = { length: 0, segments: [], stresses: [], notices: [], pieces: [] };
      if (scene.chapter) {
        const open = chapters.at(-1);
        if (open) open.end = at;
        chapters.push({ start: at, end: at, text: scene.chapter });
      }
      const speaker = scene.speaker ?? 'coach';
      const pieces = spoken[index]!;
      for (const [pieceIndex, piece] of pieces.entries()) {
        const file = piece.file;
        const length = mediaSeconds(file);
        const parts = cueParts(unmarked(piece.text));
        const total = parts.reduce((sum, part) => sum + part.length, 0);
        let cueAt = at;
        for (const part of parts) {
          const share = (length * part.length) / total;
          cues.push({ start: cueAt, end: cueAt + share, text: speaker === 'learner' ? `<v Learner>${part}` : part });
          cueAt += share;
        }
        for (const stress of piece.stresses)
          motion.stresses.push({ start: at - sceneStart + stress.start, end: at - sceneStart + stress.end });
        for (const words of piece.notices)
          motion.notices.push({ start: at - sceneStart + words.start, end: at - sceneStart + words.end });
        motion.segments.push({ kind: 'speech', start: at - sceneStart, end: at - sceneStart + length });
        motion.pieces.push(at - sceneStart);
        audio.push(file);
        at += length;
        const last = pieceIndex === pieces.length - 1;
        const held = scene.delivery === 'rushed' ? 0 : piece.heldPauses;
        const heldPauses = Array<string>(held).fill(heldGap);
        const pauses = last
          ? index < script.scenes.length - 1
            ? [...heldPauses, sceneGap]
            : []
          : held > 0
            ? heldPauses
            : [sentenceGap];
        const silenceStart = at;
        for (const pause of pauses) {
          audio.push(pause);
          at += pause === heldGap ? HELD_PAUSE : pause === sceneGap ? SCENE_PAUSE : SENTENCE_PAUSE;
        }
        // The silence after a sentence, as heard: a pause when held, a gap between sentences otherwise; the pause
        // before the next scene is not part of the answer.
        const heard = last ? held * HELD_PAUSE : at - silenceStart;
        if (heard > 0)
          motion.segments.push({
            kind: heard >= PAUSE_AT_LEAST ? 'pause' : 'gap',
            start: silenceStart - sceneStart,
            end: silenceStart - sceneStart + heard,
          });
        motion.length = silenceStart - sceneStart + heard;
      }
      sceneDurations.push(at - sceneStart);
      motions.push(motion);
    }
    const lastChapter = chapters.at(-1);
    if (lastChapter) lastChapter.end = at;

    // The slides: a still for a scene without motion; one frame each 1/FPS for a scene with a timeline, and a still
    // for each change of a stressed or noticed word (or of the sentence shown) otherwise. The concat demuxer repeats
    // the last file to close the list.
    const frames: Array<{ file: string; duration: number }> = [];
    for (const [index, scene] of script.scenes.entries()) {
      await page.setContent(slideHtml(script, scene, index));
      const motion = motions[index]!;
      const duration = sceneDurations[index]!;
      const moves = scene.timeline === true || motion.stresses.length > 0 || motion.notices.length > 0;
      const changes = [...motion.stresses, ...motion.notices].flatMap((word) => [word.start, word.end + 0.25]);
      const times = !moves
        ? [0]
        : scene.timeline
          ? Array.from({ length: Math.ceil(duration * FPS) }, (_, frame) => frame / FPS)
          : [...new Set([0, ...motion.pieces, ...changes])].filter((t) => t < duration).sort((a, b) => a - b);
      for (const [frame, time] of times.entries()) {
        const file = `scene-${index}-${frame}.png`;
        if (moves)
          await page.evaluate(([t, m]) => (window as unknown as MotionWindow).showAt(t, m), [time, motion] as const);
        if (script.large) await checkLargeSlide(page, `${script.id}, scene ${index + 1} (${scene.heading})`);
        await page.screenshot({ path: path.join(work, file) });
        frames.push({ file, duration: (times[frame + 1] ?? duration) - time });
      }
    }
    await page.close();

    const narration = path.join(work, 'narration.wav');
    execFileSync('sox', [SOX_REPEATABLE, ...audio, narration]);

    const list = frames.map((frame) => `file '${frame.file}'\nduration ${frame.duration.toFixed(3)}\n`).join('');
    writeFileSync(path.join(work, 'slides.txt'), `${list}file '${frames.at(-1)!.file}'\n`);
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
      // Variable frame rate: a still is one frame as long as its scene, a timeline one frame each 1/FPS.
      '-fps_mode',
      'vfr',
      '-vf',
      'format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '30',
      // A keyframe at least every 30 s (a still of a whole scene is one frame, so most scenes start with one anyway).
      '-force_key_frames',
      'expr:gte(t,n_forced*30)',
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
    return { bytes, seconds: mediaSeconds(out) };
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
