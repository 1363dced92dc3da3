import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { mp4Seconds } from './courses/media-length.js';
import { gameCatalogue } from './reference-data.js';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remix/public');

/** The end times of a WebVTT file's cues, in seconds. */
const cueEnds = (vtt: string) =>
  [...vtt.matchAll(/--> (\d+):(\d+):(\d+\.\d+)/g)].map(
    ([, hours, minutes, seconds]) => Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
  );

describe("every game's bundled 'How to Play (with Examples)' video (made by scripts/videos)", () => {
  it.each(gameCatalogue.map((game) => [game.shortCode, game.tutorialVideoUrl]))(
    '%s: %s is committed, small, and captioned',
    (_, url) => {
      const video = path.join(publicDir, url);
      expect(existsSync(video)).toBe(true);
      // Small enough to open at once on a phone.
      expect(statSync(video).size).toBeLessThan(1024 * 1024);
      const captions = readFileSync(video.replace(/\.mp4$/, '.vtt'), 'utf8');
      expect(captions.startsWith('WEBVTT')).toBe(true);
      expect(captions.match(/-->/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    },
  );
});

describe('the bundled videos’ tracks match their media (issue 28: re-rendering a video writes its tracks too)', () => {
  const videos = ['tutorials', 'virtual-coach'].flatMap((folder) =>
    readdirSync(path.join(publicDir, folder))
      .filter((file) => file.endsWith('.mp4'))
      .map((file) => path.join(folder, file)),
  );

  it.each(videos)('%s: one captions track whose last cue ends with the video, and chapters that cover it', (file) => {
    const video = path.join(publicDir, file);
    const seconds = mp4Seconds(readFileSync(video));
    const captions = cueEnds(readFileSync(video.replace(/\.mp4$/, '.vtt'), 'utf8'));
    // The last word is said at the end (an AAC frame of padding at most).
    expect(Math.abs(captions.at(-1)! - seconds)).toBeLessThan(0.1);
    const chapters = video.replace(/\.mp4$/, '.chapters.vtt');
    if (existsSync(chapters))
      expect(Math.abs(cueEnds(readFileSync(chapters, 'utf8')).at(-1)! - seconds)).toBeLessThan(0.1);
  });
});
