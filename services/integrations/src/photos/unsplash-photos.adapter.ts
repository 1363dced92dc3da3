import { createApi, type UnsplashApi } from 'unsplash-js';
import { PhotosFetchError, type Photo, type PhotosPort } from './photos.port.js';

export interface UnsplashPhotosOptions {
  accessKey: string;
  /** The API base URL (a stand-in server in tests); the library's own default otherwise. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Identifies this app in the attribution links, as the Unsplash guidelines ask. */
  appName?: string;
}

/** The fields of a random photo this app reads. */
interface UnsplashPhoto {
  urls?: { regular?: string };
  alt_description?: string | null;
  user?: { username?: string; name?: string; links?: { html?: string } };
}

/** Unsplash's random photos endpoint through unsplash-js: featured photos, the regular size. */
export class UnsplashPhotosAdapter implements PhotosPort {
  readonly source = 'unsplash' as const;
  private readonly api: UnsplashApi;
  private readonly appName: string;

  constructor(options: UnsplashPhotosOptions) {
    this.api = createApi({
      accessKey: options.accessKey,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.appName = options.appName ?? 'impromptu';
  }

  async random(count: number): Promise<Photo[]> {
    // `featured` is accepted by the endpoint though the library's typings leave it out (spec 2 §7).
    const query: { count: number; featured: boolean } = { count, featured: true };
    const result = await this.api.GET('/photos/random', { params: { query } }).catch((error: unknown) => {
      throw new PhotosFetchError('The photo service could not be reached', { cause: error });
    });
    if (result.error !== undefined || !result.response.ok) {
      throw new PhotosFetchError(`The photo service answered ${result.response.status}`);
    }
    const data: unknown = result.data;
    const list = (Array.isArray(data) ? data : [data]) as UnsplashPhoto[];
    return list.flatMap((photo) => {
      const url = photo.urls?.regular;
      const username = photo.user?.username;
      if (!url || !username) return [];
      const profile = photo.user?.links?.html;
      return [
        {
          url,
          username,
          name: photo.user?.name ?? username,
          altDescription: photo.alt_description ?? null,
          ...(profile ? { link: `${profile}?utm_source=${encodeURIComponent(this.appName)}&utm_medium=referral` } : {}),
        },
      ];
    });
  }
}
