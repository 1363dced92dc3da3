import { Module } from '@nestjs/common';
import { GamesModule } from './games/games.module.js';
import { GameSessionsModule } from './game-sessions/game-sessions.module.js';
import { UserGamesModule } from './user-games/user-games.module.js';
import { ContentModule } from './content/content.module.js';
import { ProgressModule } from './progress/progress.module.js';

/** Play: the games, their content, game sessions, each user's games and their progress page. */
@Module({ imports: [GamesModule, GameSessionsModule, UserGamesModule, ContentModule, ProgressModule] })
export class PlayModule {}
