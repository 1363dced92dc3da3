import { Module } from '@nestjs/common';
import { ProgressController } from './progress.controller.js';
import { ProgressRepository } from './progress.repository.js';
import { ProgressService } from './progress.service.js';

/** Progress (issue 18): GET /pages/progress over play's projections. */
@Module({
  controllers: [ProgressController],
  providers: [ProgressService, ProgressRepository],
  // /pages/progress/view carries the same figures with the shell (ADR 0043 addendum).
  exports: [ProgressService],
})
export class ProgressModule {}
