import { Module } from '@nestjs/common';
import { WatchedVideosModule } from '../../courses/watched-videos/watched-videos.module.js';
import { VirtualCoachController } from './virtual-coach.controller.js';
import { VirtualCoachRepository } from './virtual-coach.repository.js';
import { VirtualCoachService } from './virtual-coach.service.js';

@Module({
  imports: [WatchedVideosModule],
  controllers: [VirtualCoachController],
  providers: [VirtualCoachRepository, VirtualCoachService],
})
export class VirtualCoachModule {}
