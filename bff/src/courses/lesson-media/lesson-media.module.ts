import { Module } from '@nestjs/common';
import { LessonMediaController } from './lesson-media.controller.js';
import { LessonMediaRepository } from './lesson-media.repository.js';
import { LessonMediaService } from './lesson-media.service.js';
import { mediaStorageProvider } from './media-storage.provider.js';

/** Lesson media coaches publish (issue 47, ADR 0060); its service tells the lecture and Virtual Coach pages what is published. */
@Module({
  controllers: [LessonMediaController],
  providers: [LessonMediaService, LessonMediaRepository, mediaStorageProvider],
  exports: [LessonMediaService],
})
export class LessonMediaModule {}
