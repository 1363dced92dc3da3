import type { IncomingMessage } from 'node:http';

/**
 * A raw request body of at most `maxBytes`, read when awaited: refused with `tooLarge()` when its declared length is
 * over the limit, or as soon as the bytes counted pass it (the rest is drained, never buffered). The upload
 * decorators' one reader (a recording's audio, a lesson's video).
 */
export function readBoundedBody(request: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? '0') > maxBytes) {
    request.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    request.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        request.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
      done = true;
    });
    request.on('error', (error) => {
      if (!done) reject(error);
      done = true;
    });
  });
}
