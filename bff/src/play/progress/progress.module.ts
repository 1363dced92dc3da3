import { Module } from '@nestjs/common';
import { ProgressController } from './progress.controller.js';
import { ProgressRepository } from './progress.repository.js';
import { ProgressService } from './progress.service.js';

/** Progress (issue 18): GET /pages/progress over play's projections. */
@Module({ controllers: [ProgressController], providers: [ProgressService, ProgressRepository] })
export class ProgressModule {}
