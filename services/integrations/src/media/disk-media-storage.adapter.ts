import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkMediaKey, type ByteRange, type MediaStoragePort } from './media-storage.port.js';

/**
 * The embedded media storage: files under one folder (`<data dir>/media` under `npm start`). Each write goes to a
 * temporary name and is renamed into place, so a reader sees the whole file or none.
 */
export class DiskMediaStorageAdapter implements MediaStoragePort {
  readonly adapter = 'disk' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkMediaKey(key).split('/'));
  }

  private async placed(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  put(key: string, body: Uint8Array): Promise<void> {
    return this.placed(key, (temporary) => writeFile(temporary, body));
  }

  copy(fromKey: string, toKey: string): Promise<void> {
    const source = this.pathOf(fromKey);
    return this.placed(toKey, (temporary) => copyFile(source, temporary));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
