import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledDeck } from './bundled-deck.js';

// The pictures live in the web app's public folder; a deck url '/slideshow/x.svg' is served from there.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../remix/public');

describe('bundledDeck', () => {
  it('holds at least 40 pictures', () => {
    expect(bundledDeck.length).toBeGreaterThanOrEqual(40);
  });

  it('never lists the same picture twice', () => {
    expect(new Set(bundledDeck.map((photo) => photo.url)).size).toBe(bundledDeck.length);
  });

  it('gives every picture its attribution and an alt description', () => {
    for (const photo of bundledDeck) {
      expect(photo.url).toMatch(/^\/slideshow\/[a-z0-9-]+\.svg$/);
      expect(photo.username).toBe('impromptu');
      expect(photo.name).toBe('Impromptu illustration team');
      expect(photo.altDescription.trim().length).toBeGreaterThan(10);
    }
  });

  it.each(bundledDeck.map((photo) => [photo.url]))('%s exists and is an SVG picture', (url) => {
    const file = join(publicDir, url);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8').trim();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/viewBox="0 0 1200 800"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    // Pictures carry no words: the speaker invents the story.
    expect(svg).not.toMatch(/<text/);
  });

  it('draws on every picture in the slideshow folder', () => {
    const listed = new Set(bundledDeck.map((photo) => photo.url));
    const onDisk = readdirSvgs(join(publicDir, 'slideshow')).map((name) => `/slideshow/${name}`);
    expect(onDisk.filter((url) => !listed.has(url))).toEqual([]);
  });
});

function readdirSvgs(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.svg'));
}
