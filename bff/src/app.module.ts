import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { Logger } from 'pino';
import { AccessModule } from './access/access.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { ConsentsModule } from './consents/consents.module.js';
import type { AppConfig } from './config/config.js';
import { ContentModule } from './content/content.module.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { GameSessionsModule } from './game-sessions/game-sessions.module.js';
import { GamesModule } from './games/games.module.js';
import { HealthModule } from './health/health.module.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { MeetingsModule } from './meetings/meetings.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { UserGamesModule } from './user-games/user-games.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(config, logger), AuthModule, AccessModule, UsersModule, ConsentsModule, HealthModule, GamesModule, MeetingsModule, FeedbackModule, GameSessionsModule, UserGamesModule, ContentModule, AdminModule, OpenApiModule],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
