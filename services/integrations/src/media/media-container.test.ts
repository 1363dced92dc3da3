import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { inspectVideo, sniffVideoContainer, VIDEO_PROBLEM_MESSAGES } from './media-container.js';

const example = readFileSync(
  fileURLToPath(new URL('../../../../remix/public/virtual-coach/example.mp4', import.meta.url)),
);

/** An EBML element: its id's bytes, its size (null: unknown, as a live recording writes it) and its body. */
function ebml(id: number[], body: Uint8Array, size: number | null = body.length): Uint8Array {
  const sizeBytes =
    size === null ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : [0x40 | (size >> 8), size & 0xff];
  return Uint8Array.from([...id, ...sizeBytes, ...body]);
}
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const text = (value: string) => new TextEncoder().encode(value);
const block = (timecode: number) => Uint8Array.from([0x81, timecode >> 8, timecode & 0xff, 0x80, 1, 2, 3]);

/** A WebM as MediaRecorder writes it: a Segment and Clusters of unknown size, no Duration. */
function recordedWebm(lastFrameMs: number, docType = 'webm'): Uint8Array {
  return concat(
    ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], text(docType))),
    ebml(
      [0x18, 0x53, 0x80, 0x67],
      concat(
        ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], Uint8Array.from([0x0f, 0x42, 0x40]))),
        ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], Uint8Array.from([0xd7, 0x81, 0x01]))),
        ebml([0x1f, 0x43, 0xb6, 0x75], concat(ebml([0xe7], Uint8Array.from([0])), ebml([0xa3], block(0))), null),
        ebml(
          [0x1f, 0x43, 0xb6, 0x75],
          concat(ebml([0xe7], Uint8Array.from([0x03, 0xe8])), ebml([0xa3], block(lastFrameMs - 1000))),
          null,
        ),
      ),
      null,
    ),
  );
}

describe('lesson video check', () => {
  it('reads an MP4 from its bytes: container and the movie header duration', () => {
    expect(sniffVideoContainer(example)).toBe('mp4');
    expect(inspectVideo(example)).toEqual({ container: 'mp4', contentType: 'video/mp4', durationSeconds: 21.76 });
  });

  it('reads a recorded WebM without a Duration: the last frame’s time', () => {
    expect(inspectVideo(recordedWebm(3500))).toEqual({
      container: 'webm',
      contentType: 'video/webm',
      durationSeconds: 3.5,
    });
  });

  it('refuses a file cut short, whichever container', () => {
    expect(() => inspectVideo(example.subarray(0, example.length - 4000))).toThrow(VIDEO_PROBLEM_MESSAGES.truncated);
    const webm = recordedWebm(3500);
    expect(() => inspectVideo(webm.subarray(0, webm.length - 3))).toThrow(VIDEO_PROBLEM_MESSAGES.truncated);
  });

  it('refuses what is not an MP4 or a WebM, whatever its name or declared type', () => {
    expect(() => inspectVideo(text('WEBVTT\n\n00:00.000 --> 00:01.000\nHello'))).toThrow(
      VIDEO_PROBLEM_MESSAGES['not-a-video'],
    );
    expect(() => inspectVideo(recordedWebm(3500, 'matroska'))).toThrow(VIDEO_PROBLEM_MESSAGES['not-a-video']);
    expect(sniffVideoContainer(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});
