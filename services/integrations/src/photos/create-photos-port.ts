import { bundledDeck } from './bundled-deck.js';
import { BundledDeckPhotosAdapter, type RandomSource } from './bundled-deck-photos.adapter.js';
import type { PhotosPort } from './photos.port.js';
import { UnsplashPhotosAdapter } from './unsplash-photos.adapter.js';

export interface PhotosConfig {
  unsplashAccessKey?: string | undefined;
  /** The Unsplash API base URL (a stand-in server in tests). */
  unsplashBaseUrl?: string | undefined;
  fetch?: typeof fetch;
  random?: RandomSource;
}

/** Unsplash (featured random photos) when an access key is set, else the bundled deck shuffled. */
export function createPhotosPort(config: PhotosConfig = {}): PhotosPort {
  if (config.unsplashAccessKey) {
    return new UnsplashPhotosAdapter({
      accessKey: config.unsplashAccessKey,
      ...(config.unsplashBaseUrl ? { baseUrl: config.unsplashBaseUrl } : {}),
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
  }
  return new BundledDeckPhotosAdapter(bundledDeck, config.random);
}
