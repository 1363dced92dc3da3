import { Module } from '@nestjs/common';
import { paymentsPortProvider } from '../../billing/payments-port.provider.js';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataRepository } from './account-data.repository.js';
import { AccountDataService } from './account-data.service.js';

/** Download my data and Delete my account (issue 25 items 6 and 7; ADR 0029). */
@Module({
  controllers: [AccountDataController],
  providers: [AccountDataService, AccountDataRepository, paymentsPortProvider],
})
export class AccountDataModule {}
