/**
 * What an uploaded lesson video is, read from its bytes rather than from the type the browser declared (issue 47,
 * ADR 0060): an MP4 (ISO BMFF: `ftyp`, a `moov` with its `mvhd` duration, an `mdat`) or a WebM (an EBML header whose
 * DocType is webm, a Segment with Tracks and frames). Every element's declared size must fit in the file, so a file
 * cut short is refused rather than published. MediaRecorder's WebM carries no Duration: it is the last frame's time.
 */

export type VideoContainer = 'mp4' | 'webm';

export interface InspectedVideo {
  container: VideoContainer;
  contentType: 'video/mp4' | 'video/webm';
  durationSeconds: number;
}

export type VideoProblem = 'not-a-video' | 'truncated' | 'no-duration';

export class VideoFileError extends Error {
  constructor(
    readonly problem: VideoProblem,
    message: string,
  ) {
    super(message);
    this.name = 'VideoFileError';
  }
}

export const VIDEO_PROBLEM_MESSAGES: Record<VideoProblem, string> = {
  'not-a-video': 'This file is not an MP4 or WebM video. Export the lesson as MP4 (H.264) or WebM and upload it again.',
  truncated: 'This video file is cut short (it ends before its last part). Upload the whole file again.',
  'no-duration': 'This video has no frames or no length we can read. Export it again and upload the new file.',
};

const fail = (problem: VideoProblem): never => {
  throw new VideoFileError(problem, VIDEO_PROBLEM_MESSAGES[problem]);
};

/** The container named by the file's first bytes, or null (the magic-number sniff). */
export function sniffVideoContainer(bytes: Uint8Array): VideoContainer | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  return null;
}

export function inspectVideo(bytes: Uint8Array): InspectedVideo {
  const container = sniffVideoContainer(bytes);
  if (container === 'mp4') return { container, contentType: 'video/mp4', durationSeconds: mp4Duration(bytes) };
  if (container === 'webm') return { container, contentType: 'video/webm', durationSeconds: webmDuration(bytes) };
  return fail('not-a-video');
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// ---- MP4 (ISO base media file format) ----

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

function boxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const data = view(bytes);
  const found: Box[] = [];
  let offset = from;
  while (offset < to) {
    if (offset + 8 > to) fail('truncated');
    let size = data.getUint32(offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    let body = offset + 8;
    if (size === 1) {
      if (offset + 16 > to) fail('truncated');
      size = Number(data.getBigUint64(offset + 8));
      body = offset + 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < body - offset) fail('not-a-video');
    if (offset + size > to) fail('truncated');
    found.push({ type, start: offset, body, end: offset + size });
    offset += size;
  }
  return found;
}

function mp4Duration(bytes: Uint8Array): number {
  const top = boxes(bytes, 0, bytes.length);
  if (top[0]?.type !== 'ftyp') fail('not-a-video');
  const moov = top.find((box) => box.type === 'moov');
  if (!moov || !top.some((box) => box.type === 'mdat')) fail('truncated');
  const mvhd = boxes(bytes, moov!.body, moov!.end).find((box) => box.type === 'mvhd');
  if (!mvhd) return fail('no-duration');
  const data = view(bytes);
  const version = bytes[mvhd.body];
  const [timescale, duration] =
    version === 1
      ? [data.getUint32(mvhd.body + 20), Number(data.getBigUint64(mvhd.body + 24))]
      : [data.getUint32(mvhd.body + 12), data.getUint32(mvhd.body + 16)];
  if (!timescale || !duration) return fail('no-duration');
  return duration / timescale;
}

// ---- WebM (EBML / Matroska) ----

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** The Segment's own children: an unknown-sized Cluster ends where the next of them begins. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, INFO, TRACKS, CLUSTER, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367]);

interface Element {
  id: number;
  body: number;
  /** null: an unknown size (a live recording's Segment and Clusters). */
  end: number | null;
}

function vint(
  bytes: Uint8Array,
  offset: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } {
  const first = bytes[offset];
  if (first === undefined) return fail('truncated');
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) return fail('not-a-video');
  if (offset + length > bytes.length) return fail('truncated');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index] as number;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function element(bytes: Uint8Array, offset: number): Element {
  const id = vint(bytes, offset, true);
  const size = vint(bytes, offset + id.length, false);
  const body = offset + id.length + size.length;
  if (size.unknown) return { id: id.value, body, end: null };
  const end = body + size.value;
  if (end > bytes.length) fail('truncated');
  return { id: id.value, body, end };
}

function unsigned(bytes: Uint8Array, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index += 1) value = value * 256 + (bytes[index] as number);
  return value;
}

function webmDuration(bytes: Uint8Array): number {
  const header = element(bytes, 0);
  if (header.id !== EBML || header.end === null) return fail('not-a-video');
  let docType = '';
  for (let offset = header.body; offset < header.end;) {
    const child = element(bytes, offset);
    if (child.end === null) return fail('not-a-video');
    if (child.id === DOC_TYPE) docType = ascii(bytes, child.body, child.end);
    offset = child.end;
  }
  if (docType !== 'webm') fail('not-a-video');
  if (header.end >= bytes.length) fail('truncated');
  const segment = element(bytes, header.end);
  if (segment.id !== SEGMENT) return fail('not-a-video');
  const segmentEnd = segment.end ?? bytes.length;

  let scale = 1_000_000;
  let declared = 0;
  let tracks = false;
  let lastFrame = -1;
  let clusterTime = 0;
  const frame = (blockBody: number) => {
    const track = vint(bytes, blockBody, false);
    const at = blockBody + track.length;
    if (at + 2 > bytes.length) fail('truncated');
    lastFrame = Math.max(lastFrame, clusterTime + view(bytes).getInt16(at));
  };

  for (let offset = segment.body; offset < segmentEnd;) {
    const child = element(bytes, offset);
    if (child.id === INFO && child.end !== null) {
      for (let at = child.body; at < child.end;) {
        const field = element(bytes, at);
        if (field.end === null) return fail('not-a-video');
        if (field.id === TIMECODE_SCALE) scale = unsigned(bytes, field.body, field.end);
        if (field.id === DURATION)
          declared =
            field.end - field.body === 4 ? view(bytes).getFloat32(field.body) : view(bytes).getFloat64(field.body);
        at = field.end;
      }
    } else if (child.id === TRACKS) {
      tracks = true;
    } else if (child.id === CLUSTER) {
      const clusterEnd = child.end ?? segmentEnd;
      let at = child.body;
      while (at < clusterEnd) {
        const part = element(bytes, at);
        if (child.end === null && SEGMENT_CHILDREN.has(part.id)) break;
        if (part.end === null) return fail('not-a-video');
        if (part.id === CLUSTER_TIMECODE) clusterTime = unsigned(bytes, part.body, part.end);
        if (part.id === SIMPLE_BLOCK) frame(part.body);
        if (part.id === BLOCK_GROUP) {
          for (let inner = part.body; inner < part.end;) {
            const block = element(bytes, inner);
            if (block.end === null) return fail('not-a-video');
            if (block.id === BLOCK) frame(block.body);
            inner = block.end;
          }
        }
        at = part.end;
      }
      offset = at;
      continue;
    }
    if (child.end === null) return fail('not-a-video');
    offset = child.end;
  }
  if (!tracks || lastFrame < 0) return fail('no-duration');
  const seconds = ((declared > 0 ? declared : lastFrame) * scale) / 1e9;
  return seconds > 0 ? seconds : fail('no-duration');
}
