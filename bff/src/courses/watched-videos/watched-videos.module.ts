import { Module } from '@nestjs/common';
import { WatchedVideosRepository } from './watched-videos.repository.js';
import { WatchedVideosService } from './watched-videos.service.js';

/** Watched time of lesson videos, for the lectures' and the Virtual Coach's routes. */
@Module({
  providers: [WatchedVideosService, WatchedVideosRepository],
  exports: [WatchedVideosService],
})
export class WatchedVideosModule {}
