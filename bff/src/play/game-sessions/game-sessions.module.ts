import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { GameActivityController } from './game-activity.controller.js';
import { GameSessionsController } from './game-sessions.controller.js';
import { GameSessionsRepository } from './game-sessions.repository.js';
import { GameSessionsService } from './game-sessions.service.js';

@Module({
  imports: [GamesModule],
  controllers: [GameSessionsController, GameActivityController],
  providers: [GameSessionsService, GameSessionsRepository],
})
export class GameSessionsModule {}
