import path from 'node:path';
import { z } from 'zod';
import { DiskMediaStorageAdapter } from './disk-media-storage.adapter.js';
import type { MediaStoragePort } from './media-storage.port.js';
import { S3MediaStorageAdapter } from './s3-media-storage.adapter.js';

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

export const MediaStorageEnvSchema = z.object({
  // Set: lesson media in this S3-compatible bucket. Unset: files under MEDIA_DISK_DIR (the embedded default).
  MEDIA_S3_BUCKET: z.string().optional(),
  MEDIA_S3_REGION: z.string().optional(),
  // An S3-compatible store's endpoint (path-style addressing); unset: the provider's own.
  MEDIA_S3_ENDPOINT: url.optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
  MEDIA_S3_PREFIX: z.string().optional(),
  // The embedded adapter's folder; `npm start` sets it inside its data folder.
  MEDIA_DISK_DIR: z.string().optional(),
  // The largest video a coach may upload, in megabytes.
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2_048).default(200),
});

export type MediaStorageEnv = z.output<typeof MediaStorageEnvSchema>;

/** The S3 adapter when MEDIA_S3_BUCKET is set (a region is then required), else files under MEDIA_DISK_DIR. */
export function createMediaStoragePort(env: MediaStorageEnv): MediaStoragePort {
  if (env.MEDIA_S3_BUCKET) {
    if (!env.MEDIA_S3_REGION) throw new Error('MEDIA_S3_BUCKET needs MEDIA_S3_REGION');
    return new S3MediaStorageAdapter({
      bucket: env.MEDIA_S3_BUCKET,
      region: env.MEDIA_S3_REGION,
      endpoint: env.MEDIA_S3_ENDPOINT,
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
      ...(env.MEDIA_S3_PREFIX ? { prefix: env.MEDIA_S3_PREFIX } : {}),
    });
  }
  return new DiskMediaStorageAdapter(path.resolve(env.MEDIA_DISK_DIR ?? path.join('.data', 'media')));
}
