import type { Provider } from '@nestjs/common';
import { createPhotosPort, type PhotosPort } from '@impromptu/integrations';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';

export const PHOTOS_PORT = Symbol('PHOTOS_PORT');

/** Unsplash when UNSPLASH_ACCESS_KEY is set, else the bundled deck. */
export const photosPortProvider: Provider = {
  provide: PHOTOS_PORT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PhotosPort =>
    createPhotosPort({ unsplashAccessKey: config.UNSPLASH_ACCESS_KEY, unsplashBaseUrl: config.UNSPLASH_API_URL }),
};
