import { Module } from '@nestjs/common';
import { paymentsPortProvider } from '../payments-port.provider.js';
import { ReconciliationController } from './reconciliation.controller.js';
import { ReconciliationService } from './reconciliation.service.js';

@Module({ controllers: [ReconciliationController], providers: [ReconciliationService, paymentsPortProvider] })
export class ReconciliationModule {}
