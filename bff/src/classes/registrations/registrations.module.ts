import { Module } from '@nestjs/common';
import { MeetingsModule } from '../meetings/meetings.module.js';
import { LiveController } from '../live/live.controller.js';
import { RegistrationFeed } from '../live/registration-feed.js';
import { RegistrationsGateway } from '../live/registrations.gateway.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsRepository } from './registrations.repository.js';
import { RegistrationsService } from './registrations.service.js';

/** Live classes: the schedule, registrations as events, join links, and the live registration lists. */
@Module({
  imports: [MeetingsModule],
  controllers: [RegistrationsController, LiveController],
  providers: [RegistrationsService, RegistrationsRepository, RegistrationFeed, RegistrationsGateway],
  exports: [RegistrationsService, RegistrationsRepository, RegistrationFeed],
})
export class RegistrationsModule {}
