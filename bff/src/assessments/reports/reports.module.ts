import { Module } from '@nestjs/common';
import { ReportsAdminController, ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

@Module({ controllers: [ReportsController, ReportsAdminController], providers: [ReportsService, ReportsRepository] })
export class ReportsModule {}
