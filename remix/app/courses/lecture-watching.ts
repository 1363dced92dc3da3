/** The 90 % rule's arithmetic (watched time, not the play head) and the WebVTT tracks of a made lecture. */
import { mergeSpans, watchedSeconds, watchedUpTo, type WatchedSpan } from '@impromptu/courses/rules';

/** Playback faster than this does not count as watching (spec 2 §5 as issue 28 reads it: up to 2× counts). */
export const MAX_COUNTED_PLAYBACK_RATE = 2;

/**
 * Played stretches of a video, merged: the watched time is their total length. It starts from the stretches kept
 * for the learner (issue 47 §2), merged by the same rule the BFF merges each save with (@impromptu/courses/rules).
 */
export class WatchedTime {
  private spans: Array<[number, number]>;

  constructor(kept: readonly WatchedSpan[] = []) {
    this.spans = mergeSpans(kept);
  }

  add(from: number, to: number): void {
    this.spans = mergeSpans(this.spans, [[from, to]]);
  }

  /** Seconds watched. */
  total(): number {
    return watchedSeconds(this.spans);
  }

  /** The end of the stretch that contains `at`, or `at` itself: how far one has watched continuously. */
  watchedUpTo(at: number): number {
    return watchedUpTo(this.spans, at);
  }

  /** The stretches, rounded to a tenth of a second (what a save sends). */
  stretches(): Array<[number, number]> {
    return mergeSpans(this.spans.map(([from, to]): [number, number] => [tenths(from), tenths(to)]));
  }
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * The longest step between two time updates that still counts as playing: browsers fire `timeupdate` every 250 ms
 * or so; anything longer is a jump (a seek the browser did not flag), not watching.
 */
const MAX_STEP_SECONDS = 1.5;

/** Whether a step of the play head between two time updates counts as watching: forward, small, at up to 2×. */
export function countsAsWatching(stepSeconds: number, playbackRate: number): boolean {
  return stepSeconds > 0 && stepSeconds <= MAX_STEP_SECONDS && playbackRate <= MAX_COUNTED_PLAYBACK_RATE;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The cues of a WebVTT file (times and text; voice tags such as `<v Learner>` become 'Learner: '). */
export function parseVtt(text: string): Cue[] {
  const seconds = (stamp: string) => {
    const parts = stamp.split(':').map(Number);
    return parts.reduce((total, part) => total * 60 + part, 0);
  };
  return text
    .replaceAll('\r', '')
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing < 0) return [];
      const [start = '', end = ''] = lines[timing]!.split('-->').map((part) => part.trim().split(' ')[0]!);
      const body = lines
        .slice(timing + 1)
        .join(' ')
        .replace(/<v ([^>]+)>/g, '$1: ')
        .replace(/<[^>]+>/g, '')
        .trim();
      return body ? [{ start: seconds(start), end: seconds(end), text: body }] : [];
    });
}

/** A made lecture's chapters track: `<name>.chapters.vtt` beside its captions `<name>.vtt`. */
export function chaptersUrlFor(captionsUrl: string | null): string | null {
  return captionsUrl?.endsWith('.vtt') ? captionsUrl.replace(/\.vtt$/, '.chapters.vtt') : null;
}

/** Cues as running text: a speaker's name (from a voice tag) once at the start of each of their turns. */
export function transcriptText(cues: readonly Cue[]): string {
  let speaker: string | null = null;
  return cues
    .map((cue) => {
      const match = /^([A-Z][a-z]+): (.*)$/s.exec(cue.text);
      const said = match ? match[1]! : null;
      const text = match && said === speaker ? match[2]! : cue.text;
      speaker = said;
      return text;
    })
    .join(' ');
}
