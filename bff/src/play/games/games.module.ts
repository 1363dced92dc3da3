import { Module } from '@nestjs/common';
import { GamesController } from './games.controller.js';
import { GamesRepository } from './games.repository.js';
import { GamesService } from './games.service.js';

/** Exports GamesService so that every area that takes a short code looks the game up the same way (`findOrFail`). */
@Module({ controllers: [GamesController], providers: [GamesService, GamesRepository], exports: [GamesService] })
export class GamesModule {}
