import { describe, expect, it } from '@jest/globals';
import { chaptersUrlFor, countsAsWatching, parseVtt, transcriptText, WatchedTime } from './lecture-watching';

describe('the 90 % rule counts watched time, not the play head (issue 28)', () => {
  it('counts played stretches once, however often they are replayed', () => {
    const watched = new WatchedTime();
    watched.add(0, 10);
    watched.add(5, 15);
    watched.add(0, 3);
    expect(watched.total()).toBe(15);
    watched.add(40, 50);
    expect(watched.total()).toBe(25);
    expect(watched.watchedUpTo(12)).toBe(15);
    expect(watched.watchedUpTo(30)).toBe(30);
  });

  it('counts a step of the play head at up to 2× and never a jump ahead', () => {
    expect(countsAsWatching(0.25, 1)).toBe(true);
    expect(countsAsWatching(0.5, 2)).toBe(true);
    expect(countsAsWatching(0.75, 3)).toBe(false);
    expect(countsAsWatching(170, 1)).toBe(false);
    expect(countsAsWatching(-20, 1)).toBe(false);
  });

  it('seeking to the end of a 3-minute lecture after 10 s of watching leaves it at 10 s', () => {
    const watched = new WatchedTime();
    let last = 0;
    const tick = (now: number, rate = 1) => {
      if (countsAsWatching(now - last, rate)) watched.add(last, now);
      last = now;
    };
    for (let at = 0.25; at <= 10; at += 0.25) tick(at);
    tick(180);
    expect(watched.total() / 180).toBeLessThan(0.9);
    expect(watched.total()).toBeCloseTo(10);
  });
});

describe('lecture tracks', () => {
  it('reads WebVTT cues with their times and speakers', () => {
    const cues = parseVtt(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHook line.\n\n2\n00:01:02.000 --> 00:01:04.250\n<v Learner>Um, so.\n',
    );
    expect(cues).toEqual([
      { start: 0, end: 2.5, text: 'Hook line.' },
      { start: 62, end: 64.25, text: 'Learner: Um, so.' },
    ]);
  });

  it('names a speaker once a turn in the transcript', () => {
    const cue = (text: string) => ({ start: 0, end: 1, text });
    expect(
      transcriptText([cue('First, rushed.'), cue('Learner: Um, so,'), cue('Learner: yeah.'), cue('Now calm.')]),
    ).toBe('First, rushed. Learner: Um, so, yeah. Now calm.');
  });

  it('finds a made lecture’s chapters beside its captions', () => {
    expect(chaptersUrlFor('/lectures/the-basics/land-the-ending.vtt')).toBe(
      '/lectures/the-basics/land-the-ending.chapters.vtt',
    );
    expect(chaptersUrlFor(null)).toBeNull();
  });
});
