import { Module } from '@nestjs/common';
import { paymentsPortProvider } from '../payments-port.provider.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SubscriptionsRepository, paymentsPortProvider],
})
export class SubscriptionsModule {}
