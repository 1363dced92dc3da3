import type { Provider } from '@nestjs/common';
import { createMediaStoragePort, type MediaStoragePort } from '@impromptu/integrations';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** The S3-compatible bucket when MEDIA_S3_BUCKET is set, else files under MEDIA_DISK_DIR (ADR 0060). */
export const mediaStorageProvider: Provider = {
  provide: MEDIA_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): MediaStoragePort => createMediaStoragePort(config),
};
