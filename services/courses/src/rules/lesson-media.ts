// Lesson media a coach publishes (issue 47, ADR 0060): the captions' checks and draft, and the rule that keeps or
// resets a learner's watched time when a new version is published. Pure, for the web app and the BFF alike.

/** The lesson videos a coach may publish: a course lecture or a Virtual Coach lesson. */
export const LESSON_MEDIA_KINDS = ['lecture', 'virtual-coach'] as const;
export type LessonMediaKind = (typeof LESSON_MEDIA_KINDS)[number];

/** The largest captions file taken (a long lecture's WebVTT is a few tens of kilobytes). */
export const MAX_CAPTIONS_BYTES = 512 * 1024;

/**
 * Watched time is kept across a new version when its duration is within this share of the one the learner watched
 * (a re-take of the same lesson, trimmed or re-encoded); a longer or shorter lesson is a new video and starts at 0.
 */
export const WATCHED_KEPT_WITHIN = 0.1;

/** Whether watched time measured against `watchedDuration` still stands for a video of `currentDuration`. */
export function keepsWatchedTime(watchedDuration: number, currentDuration: number): boolean {
  if (!(watchedDuration > 0) || !(currentDuration > 0)) return false;
  return Math.abs(currentDuration - watchedDuration) <= WATCHED_KEPT_WITHIN * watchedDuration;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const match = TIMESTAMP.exec(stamp.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** A WebVTT file's cues, or the first problem in words a coach can act on. */
export function parseWebVtt(text: string): { cues: Cue[] } | { problem: string } {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(body))
    return { problem: 'Captions must be a WebVTT file: its first line is WEBVTT.' };
  const cues: Cue[] = [];
  const blocks = body.split(/\n{2,}/).slice(1);
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from = '', rest = ''] = (lines[timing] as string).split('-->');
    const start = seconds(from);
    const end = seconds(rest.trim().split(/\s+/)[0] ?? '');
    if (start === null || end === null || end <= start)
      return { problem: `Captions line "${(lines[timing] as string).trim()}" is not a valid cue timing.` };
    cues.push({ start, end, text: lines.slice(timing + 1).join('\n') });
  }
  if (cues.length === 0) return { problem: 'Captions have no cues: add at least one timed line.' };
  return { cues };
}

function stamp(at: number): string {
  const millis = Math.round(at * 1000);
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor((millis % 3_600_000) / 60_000);
  const s = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(millis % 1000, 3)}`;
}

export function formatWebVtt(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues.map((cue) => `${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}`).join('\n\n')}\n`;
}

/**
 * A captions draft from the lesson's script for a video of `durationSeconds`: each line of the script gets a share of
 * the time in proportion to its words (a coach reading a teleprompter keeps about that pace); the coach corrects it.
 */
export function captionsDraft(script: readonly string[], durationSeconds: number): string {
  const lines = script.map((line) => line.trim()).filter((line) => line !== '');
  const words = lines.map((line) => Math.max(1, line.split(/\s+/).length));
  const total = words.reduce((sum, count) => sum + count, 0);
  let at = 0;
  const cues = lines.map((text, index) => {
    const length = (durationSeconds * (words[index] as number)) / total;
    const cue = { start: at, end: Math.min(durationSeconds, at + length), text };
    at += length;
    return cue;
  });
  return formatWebVtt(cues);
}
