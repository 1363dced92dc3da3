import { Module } from '@nestjs/common';
import { ReportsModule } from './reports/reports.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { ShapeModule } from './shape/shape.module.js';

/** Assessments: the shape wizards and history, the coach's pod, monthly assessments, feedback and notifications. */
@Module({ imports: [ShapeModule, ReportsModule, NotificationsModule] })
export class AssessmentsModule {}
