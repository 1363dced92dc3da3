import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/error-response.js';
import { mapGame, type GameDto } from './games.dto.js';
import { GamesRepository } from './games.repository.js';

@Injectable()
export class GamesService {
  constructor(@Inject(GamesRepository) private readonly repository: GamesRepository) {}

  async getAll(): Promise<GameDto[]> {
    const rows = await this.repository.getAll();
    return rows.map(mapGame);
  }

  async getByShortCode(shortCode: string): Promise<GameDto> {
    const row = await this.repository.getByShortCode(shortCode);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'Game not found');
    return mapGame(row);
  }
}
