import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedRequest } from '../auth/current-user.decorator.js';
import type { FeatureName } from '@impromptu/db';
import { DomainError } from '@impromptu/kernel';
import { AccessService, NO_ACCESS_MESSAGE } from './access.service.js';

export { NO_ACCESS_MESSAGE };

export const REQUIRED_FEATURE = 'impromptu:required-feature';

/** Runs after the global session guard: answers 403 when the route's feature is unavailable to the user. */
@Injectable()
export class FeatureGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.getAllAndOverride<FeatureName | undefined>(REQUIRED_FEATURE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (feature === undefined) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (user === undefined) throw new DomainError('unauthenticated', 'Authentication required.');
    await this.access.requireFeature(user.id, feature);
    return true;
  }
}

/** Gates a route (or a whole controller) on a feature of spec 1 §6, for the signed-in user. */
export function RequireFeature(feature: FeatureName): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(REQUIRED_FEATURE, feature), UseGuards(FeatureGuard));
}
