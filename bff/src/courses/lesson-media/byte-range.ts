import type { ByteRange } from '@impromptu/integrations';

/**
 * The one range of a `Range: bytes=…` header over an object of `size` bytes (RFC 9110 §14): a range, 'unsatisfiable'
 * (answered 416 with `Content-Range: bytes *\/size`), or null for the whole object (no header, another unit, or
 * several ranges, which a server may answer whole).
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header.trim());
  if (!match) return header.trim().startsWith('bytes=') && !header.includes(',') ? 'unsatisfiable' : null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
