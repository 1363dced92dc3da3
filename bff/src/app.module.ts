import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import type { Logger } from 'pino';
import { BackOfficeModule } from './back-office/back-office.module.js';
import { BillingModule } from './billing/billing.module.js';
import { ClassesModule } from './classes/classes.module.js';
import { CoachModule } from './coach/coach.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { ResponseContractInterceptor } from './common/response-contract.interceptor.js';
import { StorableInputInterceptor } from './common/storable-input.interceptor.js';
import type { AppConfig } from './config/config.js';
import { IdentityModule } from './identity/identity.module.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { PagesModule } from './pages/pages.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { PlayModule } from './play/play.module.js';
import { PracticeModule } from './practice/practice.module.js';
import { CoursesModule } from './courses/courses.module.js';
import { AssessmentsModule } from './assessments/assessments.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(config, logger),
        // One line per context: adding a context adds its module here and nothing else in the BFF.
        IdentityModule,
        PlayModule,
        PracticeModule,
        CoursesModule,
        CoachModule,
        AssessmentsModule,
        ClassesModule,
        BackOfficeModule,
        BillingModule,
        // Page reads compose the contexts' services, so they come after them.
        PagesModule,
        PlatformModule.forRoot(config),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: StorableInputInterceptor },
        // Tests read every answer with its route's response schema; production does not read it twice.
        ...(config.NODE_ENV === 'test' ? [{ provide: APP_INTERCEPTOR, useClass: ResponseContractInterceptor }] : []),
      ],
    };
  }
}
