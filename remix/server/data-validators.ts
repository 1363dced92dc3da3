import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * What a client navigation's data answer says of its storage: the browser may keep it for this visitor only, and must
 * ask again before each use, sending its ETag (`noStoreWhenSignedIn` leaves it as it is).
 */
export const REVALIDATE_PRIVATELY = 'private, no-cache';

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Validators on client navigations (issue 48, ADR 0063 addendum): Remix's single-fetch data requests (`/games/home.data`,
 * `/_root.data`) are answered with an ETag, the hash of the data, and a request naming that tag in If-None-Match is
 * answered 304 with no body. The loaders still run (the web holds no data per learner); what a 304 saves is the bytes,
 * their compression and the browser's parsing. The answer is held until complete (hashed before it is sent): a deferred
 * part arrives with the rest instead of after it.
 */
export const dataValidators: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' || !isDataRequest(req)) return next();
  const chunks: Buffer[] = [];
  const hold = (chunk: Chunk | undefined, encoding: unknown) => {
    if (chunk !== undefined && chunk !== null)
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding as BufferEncoding) : Buffer.from(chunk));
  };
  const end = res.end.bind(res) as (chunk?: Chunk, callback?: () => void) => typeof res;
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    hold(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as
      (() => void) | undefined;
    if (typeof chunk !== 'function') hold(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    const body = Buffer.concat(chunks);
    if (res.statusCode !== 200) return end(body, done);
    const tag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    res.setHeader('ETag', tag);
    res.setHeader('Cache-Control', REVALIDATE_PRIVATELY);
    res.vary('Cookie');
    if (!matches(req.headers['if-none-match'], tag)) return end(body, done);
    res.statusCode = 304;
    for (const header of ['Content-Type', 'Content-Length', 'Transfer-Encoding']) res.removeHeader(header);
    return end(undefined, done);
  }) as typeof res.end;
  next();
};

/** A client navigation's or a revalidation's request for loader data (Remix's single fetch): `/games/home.data`. */
export function isDataRequest(req: { path: string }): boolean {
  return req.path.endsWith('.data');
}

/** If-None-Match's list (weak comparison, RFC 9110 §13.1.2) names `tag`, or is `*`. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
