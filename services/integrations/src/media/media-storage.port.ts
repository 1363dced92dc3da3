import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where lesson media live (issue 47, ADR 0060): an S3-compatible bucket in production, files under the data folder as
 * the embedded default. Keys are relative paths of [a-z0-9._-] segments; an object is written whole or not at all,
 * so a reader never sees half a file.
 */
export interface MediaStoragePort {
  readonly adapter: 'disk' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's bytes (a range of them when given); the caller checked the range against `size`. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses a key that could leave the storage's root (`..`, an absolute path) or that no adapter stores alike. */
export function checkMediaKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.') || key.length > 400)
    throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}
