import { describe, expect, it } from '@jest/globals';
import { captionsDraft, keepsWatchedTime, parseWebVtt } from './lesson-media.js';

describe('lesson media rules', () => {
  it('keeps watched time for a version within 10 % of the length watched, and resets it otherwise', () => {
    expect(keepsWatchedTime(120, 120)).toBe(true);
    expect(keepsWatchedTime(120, 131.9)).toBe(true);
    expect(keepsWatchedTime(120, 108)).toBe(true);
    expect(keepsWatchedTime(120, 133)).toBe(false);
    expect(keepsWatchedTime(120, 100)).toBe(false);
    expect(keepsWatchedTime(0, 100)).toBe(false);
  });

  it('reads WebVTT cues and names the first problem', () => {
    expect(parseWebVtt('WEBVTT\n\n00:01.000 --> 00:02.500\nHello\nthere\n')).toEqual({
      cues: [{ start: 1, end: 2.5, text: 'Hello\nthere' }],
    });
    expect(parseWebVtt('Hello')).toEqual({ problem: 'Captions must be a WebVTT file: its first line is WEBVTT.' });
    expect(parseWebVtt('WEBVTT\n\nno cues here\n')).toEqual({
      problem: 'Captions have no cues: add at least one timed line.',
    });
    expect(parseWebVtt('WEBVTT\n\n00:03.000 --> 00:02.000\nBackwards\n')).toEqual({
      problem: 'Captions line "00:03.000 --> 00:02.000" is not a valid cue timing.',
    });
  });

  it('drafts captions from the script, each line timed by its words over the whole video', () => {
    const draft = captionsDraft(['One two three', 'four'], 8);
    expect(draft).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:06.000\nOne two three\n\n00:00:06.000 --> 00:00:08.000\nfour\n',
    );
    expect(parseWebVtt(draft)).toEqual({
      cues: [
        { start: 0, end: 6, text: 'One two three' },
        { start: 6, end: 8, text: 'four' },
      ],
    });
  });
});
