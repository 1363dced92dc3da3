import { Module } from '@nestjs/common';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { BulkUploadController } from './bulk-upload.controller.js';
import { BulkUploadRepository } from './bulk-upload.repository.js';
import { BulkUploadService } from './bulk-upload.service.js';

@Module({
  imports: [RegistrationsModule],
  controllers: [BulkUploadController],
  providers: [BulkUploadService, BulkUploadRepository],
})
export class BulkUploadModule {}
