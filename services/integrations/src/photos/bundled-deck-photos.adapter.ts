import type { Photo, PhotosPort } from './photos.port.js';

/** A number in [0, 1), as Math.random gives. */
export type RandomSource = () => number;

/** The bundled deck shuffled: works offline and without a photo service key. */
export class BundledDeckPhotosAdapter implements PhotosPort {
  readonly source = 'bundled' as const;

  constructor(
    private readonly deck: readonly Photo[],
    private readonly randomSource: RandomSource = Math.random,
  ) {}

  random(count: number): Promise<Photo[]> {
    return Promise.resolve(shuffle(this.deck, this.randomSource).slice(0, Math.max(0, Math.floor(count))));
  }
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
