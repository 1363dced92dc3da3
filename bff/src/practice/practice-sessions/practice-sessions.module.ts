import { Module } from '@nestjs/common';
import { PracticeSessionsController } from './practice-sessions.controller.js';
import { PracticeSessionsRepository } from './practice-sessions.repository.js';
import { PracticeSessionsService } from './practice-sessions.service.js';

@Module({
  controllers: [PracticeSessionsController],
  providers: [PracticeSessionsService, PracticeSessionsRepository],
  exports: [PracticeSessionsService],
})
export class PracticeSessionsModule {}
