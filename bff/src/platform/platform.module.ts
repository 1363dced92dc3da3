import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { HealthModule } from './health/health.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { TestSeedingModule } from './test-seeding/test-seeding.module.js';

/** Platform: health, the OpenAPI document, and on test stacks only the seeding routes. */
@Module({})
export class PlatformModule {
  static forRoot(config: Pick<AppConfig, 'TEST_SEEDING'>): DynamicModule {
    return {
      module: PlatformModule,
      imports: [HealthModule, OpenApiModule, ...(config.TEST_SEEDING ? [TestSeedingModule] : [])],
    };
  }
}
