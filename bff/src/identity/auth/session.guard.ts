import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { IncomingMessage } from 'node:http';
import { AuthService } from './auth.service.js';
import type { AuthenticatedRequest } from './current-user.decorator.js';
import { IS_PUBLIC } from './public.decorator.js';
import { bearerToken } from './session-token.js';

/** Global: every route needs a live bearer session unless it is marked `@Public()`. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AuthService) private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic === true) return true;
    // Other transports (a future websocket gateway) must authenticate themselves and say so with @Public().
    if (context.getType() !== 'http') return false;
    const request = context.switchToHttp().getRequest<IncomingMessage & AuthenticatedRequest>();
    request.user = await this.auth.authenticate(bearerToken(request.headers.authorization));
    return true;
  }
}
