import { Module } from '@nestjs/common';
import { paymentsPortProvider } from '../../billing/payments-port.provider.js';
import { AccountController } from './account.controller.js';
import { AccountRepository } from './account.repository.js';
import { AccountService } from './account.service.js';

/** Download my data and Delete my account (issue 25 items 6 and 7; ADR 0029). */
@Module({ controllers: [AccountController], providers: [AccountService, AccountRepository, paymentsPortProvider] })
export class AccountModule {}
