import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@impromptu/kernel';
import { mapGame, type GameDto } from './games.dto.js';
import { GamesRepository, type GameRecord } from './games.repository.js';

export const GAME_NOT_FOUND = 'Game not found';

@Injectable()
export class GamesService {
  constructor(@Inject(GamesRepository) private readonly repository: GamesRepository) {}

  async getAll(): Promise<GameDto[]> {
    const rows = await this.repository.getAll();
    return rows.map(mapGame);
  }

  async getByShortCode(shortCode: string): Promise<GameDto> {
    return mapGame(await this.findOrFail(shortCode));
  }

  /** The game, or the one 404 of every route that names a game by its short code. */
  async findOrFail(shortCode: string): Promise<GameRecord> {
    const game = await this.repository.getByShortCode(shortCode);
    if (!game) throw new DomainError('not_found', GAME_NOT_FOUND);
    return game;
  }
}
