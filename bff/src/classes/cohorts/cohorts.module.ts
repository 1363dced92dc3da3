import { Module } from '@nestjs/common';
import { CohortsController } from './cohorts.controller.js';
import { CohortsRepository } from './cohorts.repository.js';
import { CohortsService } from './cohorts.service.js';

@Module({
  controllers: [CohortsController],
  providers: [CohortsService, CohortsRepository],
  // /pages/cohort carries the dashboard with the shell (ADR 0043 addendum).
  exports: [CohortsService],
})
export class CohortsModule {}
