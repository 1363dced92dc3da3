import { Module } from '@nestjs/common';
import { ReportsModule } from './reports/reports.module.js';
import { ShapeModule } from './shape/shape.module.js';

/** Assessments: the shape wizards and history, the coach's pod, monthly assessments, feedback and notifications. */
@Module({ imports: [ShapeModule, ReportsModule] })
export class AssessmentsModule {}
