import { Module } from '@nestjs/common';
import { ConsentsController } from './consents.controller.js';
import { ConsentsRepository } from './consents.repository.js';
import { ConsentsService } from './consents.service.js';

@Module({ controllers: [ConsentsController], providers: [ConsentsService, ConsentsRepository] })
export class ConsentsModule {}
