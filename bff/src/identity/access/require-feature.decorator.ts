import {
  applyDecorators,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../../common/error-response.js';
import type { AuthenticatedRequest } from '../auth/current-user.decorator.js';
import { AccessService } from './access.service.js';

export const REQUIRED_FEATURE = 'impromptu:required-feature';

/** The denied-access heading of spec 3 §2.2, also the message of a 403 from a feature gate. */
export const NO_ACCESS_MESSAGE = "Oops! You don't have access to this page";

/** Runs after the global session guard: answers 403 when the route's feature is unavailable to the user. */
@Injectable()
export class FeatureGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_FEATURE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (feature === undefined) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (user === undefined) throw new ApiException(HttpStatus.UNAUTHORIZED, 'Authentication required.');
    if (await this.access.isFeatureAvailable(user.id, feature)) return true;
    throw new ApiException(HttpStatus.FORBIDDEN, NO_ACCESS_MESSAGE);
  }
}

/** Gates a route (or a whole controller) on a feature of spec 1 §6, for the signed-in user. */
export function RequireFeature(feature: string): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(REQUIRED_FEATURE, feature), UseGuards(FeatureGuard));
}
