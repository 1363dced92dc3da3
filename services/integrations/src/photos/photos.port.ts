/** A slideshow image with its attribution (spec 2 §3: url, photographer username, name, alt description). */
export interface Photo {
  url: string;
  /** The photographer's (or illustrator's) handle. */
  username: string;
  /** The photographer's (or illustrator's) name. */
  name: string;
  altDescription: string | null;
  /** Where the attribution links to, when there is a page for it. */
  link?: string;
}

/** Random photos for The Blindfolded Slideshow. */
export interface PhotosPort {
  /** Which source answers: 'unsplash' or 'bundled'. */
  readonly source: 'unsplash' | 'bundled';
  /** Up to `count` random photos, no photo twice; rejects when the source fails. */
  random(count: number): Promise<Photo[]>;
}

/** A failed photo fetch; the caller logs it and answers no images (spec 2 §8). */
export class PhotosFetchError extends Error {
  override name = 'PhotosFetchError';
}
