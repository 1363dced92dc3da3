import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { GamesService } from '../games/games.service.js';
import type { UpdateUserGameBody, UserGameDto } from './user-games.dto.js';
import { UserGamesRepository } from './user-games.repository.js';

@Injectable()
export class UserGamesService {
  constructor(
    @Inject(UserGamesRepository) private readonly repository: UserGamesRepository,
    @Inject(GamesService) private readonly games: GamesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(user: AuthenticatedUser, shortCode: string): Promise<UserGameDto> {
    const game = await this.games.findOrFail(shortCode);
    const [userGame, preferred] = await Promise.all([
      this.repository.getUserGame(user.id, shortCode),
      this.repository.getPreferredGame(user.id),
    ]);
    return {
      isTutorialCompleted: userGame?.is_tutorial_completed ?? false,
      tutorialVideoUrl: game.tutorial_video_url,
      instructionVideoUrl: game.instruction_video_url,
      lastSettings: userGame?.last_settings ?? null,
      preferred: preferred === shortCode,
    };
  }

  /** Spec 2 §4: tutorial completion is stored per user game (COMPLETE in the tutorial view). */
  async update(user: AuthenticatedUser, shortCode: string, body: UpdateUserGameBody): Promise<UserGameDto> {
    await this.games.findOrFail(shortCode);
    await this.repository.setTutorialCompletion({
      type: 'SetTutorialCompletion',
      data: { userId: user.id, shortCode, isTutorialCompleted: body.isTutorialCompleted, now: this.clock.now() },
    });
    return this.get(user, shortCode);
  }
}
