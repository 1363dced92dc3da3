import { Module } from '@nestjs/common';
import { meetingsPortProvider } from './meetings-port.provider.js';
import { MeetingsController } from './meetings.controller.js';
import { MeetingsRepository } from './meetings.repository.js';
import { MeetingsService } from './meetings.service.js';

@Module({
  controllers: [MeetingsController],
  providers: [MeetingsService, MeetingsRepository, meetingsPortProvider],
  exports: [MeetingsService, meetingsPortProvider],
})
export class MeetingsModule {}
