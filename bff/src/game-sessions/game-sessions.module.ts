import { Module } from '@nestjs/common';
import { GameActivityController } from './game-activity.controller.js';
import { GameSessionsController } from './game-sessions.controller.js';
import { GameSessionsRepository } from './game-sessions.repository.js';
import { GameSessionsService } from './game-sessions.service.js';

@Module({ controllers: [GameSessionsController, GameActivityController], providers: [GameSessionsService, GameSessionsRepository] })
export class GameSessionsModule {}
