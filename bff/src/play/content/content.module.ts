import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { ContentController } from './content.controller.js';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';
import { photosPortProvider } from './photos-port.provider.js';

@Module({
  imports: [GamesModule],
  controllers: [ContentController],
  providers: [ContentService, ContentRepository, photosPortProvider],
})
export class ContentModule {}
