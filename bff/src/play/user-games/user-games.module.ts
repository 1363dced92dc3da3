import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { UserGamesController } from './user-games.controller.js';
import { UserGamesRepository } from './user-games.repository.js';
import { UserGamesService } from './user-games.service.js';

@Module({
  imports: [GamesModule],
  controllers: [UserGamesController],
  providers: [UserGamesService, UserGamesRepository],
})
export class UserGamesModule {}
