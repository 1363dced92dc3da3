import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkMediaKey, type ByteRange, type MediaStoragePort } from './media-storage.port.js';

export interface S3MediaStorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Ceph…); unset: the provider's own. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible stores need. */
  forcePathStyle?: boolean;
  /** A key prefix, so one bucket can hold several environments. */
  prefix?: string;
}

/** Lesson media in an S3-compatible bucket: one object per key; S3 writes an object whole or not at all. */
export class S3MediaStorageAdapter implements MediaStoragePort {
  readonly adapter = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3MediaStorageSettings) {
    const config: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle ?? true };
    if (settings.endpoint) config.endpoint = settings.endpoint;
    if (settings.accessKeyId && settings.secretAccessKey)
      config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
    this.client = new S3Client(config);
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix ?? ''}${checkMediaKey(key)}`;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = `${this.settings.bucket}/${this.keyOf(fromKey)}`.split('/').map(encodeURIComponent).join('/');
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(toKey), CopySource: source }),
    );
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      return head.ContentLength ?? null;
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    const body = answer.Body;
    if (body instanceof Readable) return body;
    if (body && 'transformToWebStream' in body) return Readable.fromWeb(body.transformToWebStream() as ReadableStream);
    throw new Error(`the media store answered no body for ${key}`);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }
}
