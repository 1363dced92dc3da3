import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { gameCatalogue } from './reference-data.js';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remix/public');

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
