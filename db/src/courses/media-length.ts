/**
 * A committed MP4's length in seconds, read from its movie header (`moov` → `mvhd`): what a player shows as the
 * video's duration. For the tests that hold the catalogue's lengths and the captions to the media without ffprobe.
 */
export function mp4Seconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const box = (from: number, to: number, type: string): number => {
    for (let at = from; at + 8 <= to;) {
      let size = view.getUint32(at);
      const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      if (size === 1) size = Number(view.getBigUint64(at + 8));
      if (size === 0) size = to - at;
      if (size < 8) break;
      if (name === type) return at;
      at += size;
    }
    throw new Error(`no ${type} box in the MP4`);
  };
  const moov = box(0, bytes.byteLength, 'moov');
  const mvhd = box(moov + 8, moov + view.getUint32(moov), 'mvhd');
  const version = view.getUint8(mvhd + 8);
  return version === 1
    ? Number(view.getBigUint64(mvhd + 32)) / view.getUint32(mvhd + 28)
    : view.getUint32(mvhd + 24) / view.getUint32(mvhd + 20);
}
