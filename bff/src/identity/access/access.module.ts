import { Global, Module } from '@nestjs/common';
import { AccessController } from './access.controller.js';
import { AccessRepository } from './access.repository.js';
import { AccessService } from './access.service.js';
import { FeatureGuard } from './require-feature.decorator.js';

/** Global so that any controller can use `@RequireFeature()`. */
@Global()
@Module({
  controllers: [AccessController],
  providers: [AccessRepository, AccessService, FeatureGuard],
  exports: [AccessService, FeatureGuard],
})
export class AccessModule {}
