import { Module } from '@nestjs/common';
import { GamesModule } from './games/games.module.js';
import { GameSessionsModule } from './game-sessions/game-sessions.module.js';
import { UserGamesModule } from './user-games/user-games.module.js';
import { ContentModule } from './content/content.module.js';

/** Play: the games, their content, game sessions and each user's games. */
@Module({ imports: [GamesModule, GameSessionsModule, UserGamesModule, ContentModule] })
export class PlayModule {}
