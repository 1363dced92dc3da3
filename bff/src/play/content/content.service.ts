import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DEFAULT_CONTENT_COLLECTION } from '@impromptu/db';
import type { PhotosPort } from '@impromptu/integrations';
import { LOGGER } from '../../infrastructure/tokens.js';
import { GamesService } from '../games/games.service.js';
import type { GameContentResponse, PhotosResponse } from './content.dto.js';
import { ContentRepository, type CollectionRow } from './content.repository.js';
import { PHOTOS_PORT } from './photos-port.provider.js';

/** What the slideshow is told when the photo service fails (spec 2 §8: logged, loading ends, no images). */
export const PHOTOS_FAILED = 'The photos could not be loaded.';

@Injectable()
export class ContentService {
  constructor(
    @Inject(ContentRepository) private readonly repository: ContentRepository,
    @Inject(GamesService) private readonly games: GamesService,
    @Inject(PHOTOS_PORT) private readonly photos: PhotosPort,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async getContent(userId: string, shortCode: string, requested: string[]): Promise<GameContentResponse> {
    await this.games.findOrFail(shortCode);
    const collections = await this.repository.listCollections();
    const selected = selectCollections(collections, requested);
    const [rows, playCount] = await Promise.all([
      this.repository.contentIn(selected.map((c) => c.id)),
      this.repository.playCount(userId, shortCode),
    ]);
    const content: GameContentResponse['content'] = {
      TOPIC: [],
      TITLE: [],
      ADJECTIVE: [],
      INTRODUCTION: [],
      NOUN: [],
      ANALOGY: [],
    };
    const nounForms: GameContentResponse['nounForms'] = {};
    for (const row of rows) {
      content[row.type].push(row.text);
      if (row.type === 'NOUN' && row.noun_form !== null) nounForms[row.text] = row.noun_form;
    }
    return {
      collections: collections.map((c) => ({ id: c.id, name: c.name, isDefault: c.is_default })),
      selectedCollections: selected.map((c) => c.name),
      content,
      nounForms,
      gameUser: playCount === null ? null : { playCount },
    };
  }

  async getPhotos(shortCode: string, count: number): Promise<PhotosResponse> {
    await this.games.findOrFail(shortCode);
    try {
      return { photos: await this.photos.random(count) };
    } catch (error) {
      this.logger.error({ err: error, source: this.photos.source, count }, 'photo fetch failed');
      return { photos: [], error: PHOTOS_FAILED };
    }
  }
}

/**
 * The requested word sets that exist (names match case-insensitively); unknown names are ignored,
 * and when none is left the default word set is used (spec 1 §5: Clean).
 */
export function selectCollections(collections: readonly CollectionRow[], requested: string[]): CollectionRow[] {
  const wanted = new Set(requested.map((name) => name.toLowerCase()));
  const selected = collections.filter((c) => wanted.has(c.name.toLowerCase()));
  if (selected.length > 0) return selected;
  const fallback =
    collections.find((c) => c.is_default) ?? collections.find((c) => c.name === DEFAULT_CONTENT_COLLECTION);
  return fallback ? [fallback] : [];
}
