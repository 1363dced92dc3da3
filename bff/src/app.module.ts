import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { Logger } from 'pino';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import type { AppConfig } from './config/config.js';
import { GamesModule } from './games/games.module.js';
import { HealthModule } from './health/health.module.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(config, logger), HealthModule, GamesModule, OpenApiModule],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
