import { Module } from '@nestjs/common';
import { MeetingsModule } from './meetings/meetings.module.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { RegistrationsModule } from './registrations/registrations.module.js';
import { CohortsModule } from './cohorts/cohorts.module.js';
import { BulkUploadModule } from './bulk-upload/bulk-upload.module.js';

/** Classes: live classes and their registrations, joining meetings, feedback, cohorts and leaderboards. */
@Module({ imports: [MeetingsModule, FeedbackModule, RegistrationsModule, CohortsModule, BulkUploadModule] })
export class ClassesModule {}
