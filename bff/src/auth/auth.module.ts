import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller.js';
import { AuthFlowService } from './auth-flow.service.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { CLOCK, createSystemClock } from './clock.js';
import { OidcController } from './oidc.controller.js';
import { OidcService } from './oidc.service.js';
import { SessionGuard } from './session.guard.js';

/** Accounts, sessions and the global session guard; CLOCK is global so every module reads the same time. */
@Global()
@Module({
  controllers: [AuthController, OidcController],
  providers: [
    { provide: CLOCK, useFactory: createSystemClock },
    AuthRepository,
    AuthService,
    AuthFlowService,
    OidcService,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [CLOCK, AuthService],
})
export class AuthModule {}
