import { Body, Controller, Inject, Post, UseInterceptors } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { SessionTokenSchema, type SessionTokenDto } from '../auth/auth.dto.js';
import { Client, type RequestClient } from '../auth/client-address.js';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { RetryAfterInterceptor } from '../auth/retry-after.interceptor.js';
import {
  AcceptInvitationBodySchema,
  ResendInvitationBodySchema,
  type AcceptInvitationBody,
  type ResendInvitationBody,
  AcceptedSchema,
  ACCOUNT_MESSAGES,
  ChangedPasswordSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmedEmailSchema,
  ConfirmEmailBodySchema,
  ForgotPasswordBodySchema,
  LinkStatusBodySchema,
  LinkStatusSchema,
  ResetPasswordBodySchema,
  type AcceptedDto,
  type ChangedPasswordDto,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type ConfirmedEmailDto,
  type ConfirmEmailBody,
  type ForgotPasswordBody,
  type LinkStatusBody,
  type LinkStatusDto,
  type ResetPasswordBody,
} from './account.dto.js';
import { AccountService } from './account.service.js';

const TOO_MANY = 'Too many attempts. Please wait 12 minutes and try again. (Retry-After: the wait in seconds)';
const LINK_ERRORS =
  `${ACCOUNT_MESSAGES.linkInvalid} | ${ACCOUNT_MESSAGES.linkExpired} | ${ACCOUNT_MESSAGES.linkUsed} | ` +
  `${ACCOUNT_MESSAGES.linkForAnotherAddress} (details.problem: invalid, expired, used or other-address)`;

/** Forgotten passwords, password and e-mail changes and e-mail confirmation (issue 25, ADR 0028). */
@ZodTags('auth')
@Controller('auth')
@UseInterceptors(RetryAfterInterceptor)
export class AccountController {
  constructor(@Inject(AccountService) private readonly service: AccountService) {}

  @Public()
  @Post('password/forgot')
  @ZodRoute({
    summary: 'Forgot your password? Sends a reset link (valid 1 hour) if an account has the address',
    body: ForgotPasswordBodySchema,
    response: AcceptedSchema,
    status: 202,
    description: `Always answers "${ACCOUNT_MESSAGES.resetRequested}", whether or not an account has the address. Throttled per address and per client.`,
    errors: { 429: TOO_MANY },
  })
  forgotPassword(@Body() body: ForgotPasswordBody, @Client() client: RequestClient): Promise<AcceptedDto> {
    return this.service.forgotPassword(body.email, client);
  }

  @Public()
  @Post('links/status')
  @ZodRoute({
    summary: 'Whether the link of an e-mail (reset, confirmation) can still be used, and if not why',
    body: LinkStatusBodySchema,
    response: LinkStatusSchema,
    errors: { 429: TOO_MANY },
  })
  linkStatus(@Body() body: LinkStatusBody, @Client() client: RequestClient): Promise<LinkStatusDto> {
    return this.service.linkStatus(body.token, body.purpose, client);
  }

  @Public()
  @Post('password/reset')
  @ZodRoute({
    summary: 'Choose a new password with a reset link: signs in and ends every other session',
    body: ResetPasswordBodySchema,
    response: SessionTokenSchema,
    description: 'The password follows the sign-up policy (400 with an issue at body.password).',
    errors: { 400: LINK_ERRORS, 429: TOO_MANY },
  })
  resetPassword(@Body() body: ResetPasswordBody, @Client() client: RequestClient): Promise<SessionTokenDto> {
    return this.service.resetPassword(body, client);
  }

  @Post('password/change')
  @ZodRoute({
    summary: 'Change the password (the current one required); every other session is signed out',
    body: ChangePasswordBodySchema,
    response: ChangedPasswordSchema,
    errors: {
      400: `${ACCOUNT_MESSAGES.wrongPassword} (at body.currentPassword) or a weak new password (at body.newPassword)`,
      409: ACCOUNT_MESSAGES.noPasswordAccount,
      429: TOO_MANY,
    },
  })
  changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ChangePasswordBody,
  ): Promise<ChangedPasswordDto> {
    return this.service.changePassword(user, body);
  }

  @Post('email/change')
  @ZodRoute({
    summary:
      'Change the e-mail (password required): a confirmation link goes to the new address, a notice to the current one',
    body: ChangeEmailBodySchema,
    response: AcceptedSchema,
    status: 202,
    errors: {
      400: `${ACCOUNT_MESSAGES.wrongPassword} (at body.password) | ${ACCOUNT_MESSAGES.sameEmail} (at body.newEmail)`,
      409: ACCOUNT_MESSAGES.emailTaken,
      429: TOO_MANY,
    },
  })
  changeEmail(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangeEmailBody): Promise<AcceptedDto> {
    return this.service.changeEmail(user, body);
  }

  @Public()
  @Post('email/confirm')
  @ZodRoute({
    summary: 'Open a confirmation link: a new address takes effect, or the sign-up address is confirmed',
    body: ConfirmEmailBodySchema,
    response: ConfirmedEmailSchema,
    errors: { 400: LINK_ERRORS, 409: ACCOUNT_MESSAGES.emailTaken, 429: TOO_MANY },
  })
  confirmEmail(@Body() body: ConfirmEmailBody, @Client() client: RequestClient): Promise<ConfirmedEmailDto> {
    return this.service.confirmEmail(body.token, client);
  }

  @Post('email/verification')
  @ZodRoute({
    summary: 'Send the confirmation link of the account address again',
    response: AcceptedSchema,
    status: 202,
    errors: { 429: TOO_MANY },
  })
  resendVerification(@CurrentUser() user: AuthenticatedUser): Promise<AcceptedDto> {
    return this.service.resendVerification(user);
  }

  @Public()
  @Post('invitations/accept')
  @ZodRoute({
    summary: 'Accept an invitation: choose the first password and sign in',
    body: AcceptInvitationBodySchema,
    response: SessionTokenSchema,
    description: 'The password follows the sign-up policy (400 with an issue at body.password).',
    errors: { 400: LINK_ERRORS, 429: TOO_MANY },
  })
  acceptInvitation(@Body() body: AcceptInvitationBody, @Client() client: RequestClient): Promise<SessionTokenDto> {
    return this.service.acceptInvitation(body, client);
  }

  @Public()
  @Post('invitations/resend')
  @ZodRoute({
    summary: 'Send a waiting invitation again (from Sign Up)',
    body: ResendInvitationBodySchema,
    response: AcceptedSchema,
    status: 202,
    description: `Always answers "${ACCOUNT_MESSAGES.invitationResent}". Throttled per address and per client.`,
    errors: { 429: TOO_MANY },
  })
  resendInvitation(@Body() body: ResendInvitationBody, @Client() client: RequestClient): Promise<AcceptedDto> {
    return this.service.resendInvitation(body.email, client);
  }
}
