import { Body, Controller, Delete, Get, Inject, Param, Post, UseInterceptors } from '@nestjs/common';
import { DomainError } from '@impromptu/kernel';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  ActiveSessionListSchema,
  AuthFlowCreatedSchema,
  AuthFlowIdSchema,
  AuthFlowSchema,
  CreateAuthFlowBodySchema,
  CurrentSessionSchema,
  LoginBodySchema,
  RevokedSessionsSchema,
  SessionTokenSchema,
  SignupBodySchema,
  type ActiveSessionDto,
  type AuthFlowCreatedDto,
  type AuthFlowDto,
  type AuthFlowId,
  type CreateAuthFlowBody,
  type CurrentSessionDto,
  type LoginBody,
  type RevokedSessionsDto,
  type SessionTokenDto,
  type SignupBody,
} from './auth.dto.js';
import { ACCOUNT_MESSAGES } from '../account/account.dto.js';
import { AccountService } from '../account/account.service.js';
import { AuthFlowService } from './auth-flow.service.js';
import { AuthService } from './auth.service.js';
import { Client, type RequestClient } from './client-address.js';
import { CurrentUser, type AuthenticatedUser } from './current-user.decorator.js';
import { Public } from './public.decorator.js';
import { RetryAfterInterceptor } from './retry-after.interceptor.js';

@ZodTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly service: AuthService,
    @Inject(AuthFlowService) private readonly flows: AuthFlowService,
    @Inject(AccountService) private readonly accounts: AccountService,
  ) {}

  @Public()
  @Post('signup')
  @UseInterceptors(RetryAfterInterceptor)
  @ZodRoute({
    summary: 'Create an account with e-mail and password and sign in',
    body: SignupBodySchema,
    response: SessionTokenSchema,
    status: 201,
    errors: {
      409: `An account with this e-mail already exists. | ${ACCOUNT_MESSAGES.invitationPending} (details.invited: true)`,
      429: 'Many accounts were just opened from your network. Please wait 30 seconds and try again. Signing up a whole class? … (Retry-After: the wait in seconds)',
    },
    description:
      'The password must be 8 to 128 characters and hard to guess (zxcvbn score 3 or more, with the e-mail and names as known words); ' +
      'otherwise 400 with an issue at body.password. Throttled per client address: SIGNUP_BURST_PER_CLIENT at once, then one every SIGNUP_INTERVAL_SECONDS_PER_CLIENT (ADR 0054); a link to confirm the address is e-mailed.',
  })
  async signup(@Body() body: SignupBody, @Client() client: RequestClient): Promise<SessionTokenDto> {
    await this.accounts.throttleSignup(client);
    if (await this.accounts.isInvitedAddress(body.email)) {
      throw new DomainError('conflict', ACCOUNT_MESSAGES.invitationPending, { details: { invited: true } });
    }
    const session = await this.service.signup(body, client);
    await this.accounts.sendVerification({ id: session.userId, email: body.email, first_name: body.firstName ?? '' });
    return session;
  }

  @Public()
  @Post('login')
  @UseInterceptors(RetryAfterInterceptor)
  @ZodRoute({
    summary: 'Sign in with e-mail and password: a new session each time',
    body: LoginBodySchema,
    response: SessionTokenSchema,
    description:
      'Failed attempts are counted per client address (X-Forwarded-For from a trusted proxy), per account and per client on ' +
      'the account; past a few, each attempt waits, and the wait doubles with each failure.',
    errors: {
      401: 'Incorrect e-mail or password.',
      429: 'Too many failed sign-in attempts. Please wait 30 seconds and try again. (Retry-After: the wait in seconds)',
    },
  })
  login(@Body() body: LoginBody, @Client() client: RequestClient): Promise<SessionTokenDto> {
    return this.service.login(body, client);
  }

  @Post('logout')
  @ZodRoute({ summary: 'Sign out: revokes the session of the bearer token', status: 204 })
  logout(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.service.logout(user);
  }

  @Get('session')
  @ZodRoute({ summary: 'The session of the bearer token', response: CurrentSessionSchema })
  getSession(@CurrentUser() user: AuthenticatedUser): Promise<CurrentSessionDto> {
    return this.service.getCurrentSession(user);
  }

  @Get('sessions')
  @ZodRoute({ summary: "The user's active sessions", response: ActiveSessionListSchema })
  getSessions(@CurrentUser() user: AuthenticatedUser): Promise<ActiveSessionDto[]> {
    return this.service.getActiveSessions(user);
  }

  @Post('sessions/revoke-others')
  @ZodRoute({ summary: 'Sign out every other session of the user', response: RevokedSessionsSchema })
  revokeOtherSessions(@CurrentUser() user: AuthenticatedUser): Promise<RevokedSessionsDto> {
    return this.service.revokeOtherSessions(user);
  }

  @Public()
  @Post('flows')
  @ZodRoute({
    summary: 'Keep the URL of a special route (zoom, feedback, subscribe, playbook-offer) while the visitor signs in',
    body: CreateAuthFlowBodySchema,
    response: AuthFlowCreatedSchema,
    status: 201,
  })
  createFlow(@Body() body: CreateAuthFlowBody): Promise<AuthFlowCreatedDto> {
    return this.flows.create(body);
  }

  @Public()
  @Get('flows/:flowId')
  @ZodRoute({
    summary: 'A stored special-route flow',
    params: AuthFlowIdSchema,
    response: AuthFlowSchema,
    errors: { 404: 'No such flow, or it expired (after 1 hour)' },
  })
  getFlow(@Param() params: AuthFlowId): Promise<AuthFlowDto> {
    return this.flows.get(params.flowId);
  }

  @Public()
  @Delete('flows/:flowId')
  @ZodRoute({ summary: 'Forget a special-route flow', params: AuthFlowIdSchema, status: 204 })
  deleteFlow(@Param() params: AuthFlowId): Promise<void> {
    return this.flows.delete(params.flowId);
  }
}
