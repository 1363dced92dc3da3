import { Module } from '@nestjs/common';
import { LessonMediaModule } from '../../courses/lesson-media/lesson-media.module.js';
import { WatchedVideosModule } from '../../courses/watched-videos/watched-videos.module.js';
import { VirtualCoachController } from './virtual-coach.controller.js';
import { VirtualCoachRepository } from './virtual-coach.repository.js';
import { VirtualCoachService } from './virtual-coach.service.js';

@Module({
  imports: [WatchedVideosModule, LessonMediaModule],
  controllers: [VirtualCoachController],
  providers: [VirtualCoachRepository, VirtualCoachService],
})
export class VirtualCoachModule {}
