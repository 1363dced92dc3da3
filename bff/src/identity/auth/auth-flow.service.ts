import { Inject, Injectable } from '@nestjs/common';
import { isSafeRedirect } from '@impromptu/access';
import { DomainError } from '@impromptu/kernel';
import { AuthRepository } from './auth.repository.js';
import { AUTH_MESSAGES, type AuthFlowCreatedDto, type AuthFlowDto, type CreateAuthFlowBody } from './auth.dto.js';
import { CLOCK, type Clock } from './clock.js';

/** A special-route flow (spec 1 §4) is only needed for the time it takes to sign in. */
export const AUTH_FLOW_TTL_MS = 60 * 60_000;

@Injectable()
export class AuthFlowService {
  constructor(
    @Inject(AuthRepository) private readonly repository: AuthRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(body: CreateAuthFlowBody): Promise<AuthFlowCreatedDto> {
    if (!isSafeRedirect(body.requestedUrl)) {
      throw new DomainError('invalid', 'Validation failed', {
        issues: [{ path: 'body.requestedUrl', message: 'must be a relative path on this site' }],
      });
    }
    const now = this.clock.now();
    // Expired flows are swept here: creating flows is the only way to make more of them.
    await this.repository.deleteExpiredAuthFlows(now);
    const flow = await this.repository.createAuthFlow({
      route_type: body.routeType,
      requested_url: body.requestedUrl,
      target_id: body.targetId ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + AUTH_FLOW_TTL_MS),
    });
    return { flowId: flow.id };
  }

  async get(flowId: string): Promise<AuthFlowDto> {
    const flow = await this.repository.getAuthFlow(flowId, this.clock.now());
    if (!flow) throw new DomainError('not_found', AUTH_MESSAGES.flowNotFound);
    return { routeType: flow.route_type, requestedUrl: flow.requested_url, targetId: flow.target_id };
  }

  delete(flowId: string): Promise<void> {
    return this.repository.deleteAuthFlow(flowId);
  }
}
