import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { AccountController } from '../account/account.controller.js';
import { AccountRepository } from '../account/account.repository.js';
import { AccountService } from '../account/account.service.js';
import { AuthController } from './auth.controller.js';
import { AuthFlowService } from './auth-flow.service.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { CLOCK, createSystemClock } from './clock.js';
import { OidcController } from './oidc.controller.js';
import { OidcService } from './oidc.service.js';
import { SessionCache } from './session-cache.js';
import { SessionRevocations } from './session-revocations.js';
import { SessionGuard } from './session.guard.js';

/** Accounts, sessions and the global session guard; CLOCK is global so every module reads the same time. */
@Global()
@Module({
  // The account actions (ADR 0028) live here too: sign-up uses them, and they start sessions.
  controllers: [AuthController, OidcController, AccountController],
  providers: [
    { provide: CLOCK, useFactory: createSystemClock },
    AuthRepository,
    {
      provide: SessionCache,
      useFactory: (config: AppConfig) => new SessionCache(config.SESSION_CACHE_TTL_MS),
      inject: [APP_CONFIG],
    },
    SessionRevocations,
    AuthService,
    AuthFlowService,
    AccountRepository,
    AccountService,
    OidcService,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [CLOCK, AuthService, SessionRevocations, AccountService],
})
export class AuthModule {}
