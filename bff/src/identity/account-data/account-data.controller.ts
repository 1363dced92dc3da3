import { Body, Controller, Get, Inject, Post, UseInterceptors } from '@nestjs/common';
import { RetryAfterInterceptor } from '../auth/retry-after.interceptor.js';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  ACCOUNT_DATA_MESSAGES,
  AccountDataSchema,
  AccountDeletedSchema,
  DeleteAccountBodySchema,
  type AccountDataDto,
  type AccountDeletedDto,
  type DeleteAccountBody,
} from './account-data.dto.js';
import { AccountDataService } from './account-data.service.js';

@ZodTags('account')
@Controller('account')
export class AccountDataController {
  constructor(@Inject(AccountDataService) private readonly service: AccountDataService) {}

  @Get('data')
  @ZodRoute({
    summary: 'Everything the product holds about the signed-in person: profile, groups, written inputs, every event',
    response: AccountDataSchema,
    errors: { 410: ACCOUNT_DATA_MESSAGES.alreadyDeleted },
  })
  data(@CurrentUser() user: AuthenticatedUser): Promise<AccountDataDto> {
    return this.service.export(user.id);
  }

  @Post('delete')
  @UseInterceptors(RetryAfterInterceptor)
  @ZodRoute({
    summary:
      'Delete the signed-in account (password required, or for an identity-provider account its e-mail from a fresh sign-in; throttled): cancels the subscription, erases the person from reference rows, events and projections, ends every session',
    body: DeleteAccountBodySchema,
    response: AccountDeletedSchema,
    errors: {
      400: ACCOUNT_DATA_MESSAGES.enterPassword,
      403: `${ACCOUNT_DATA_MESSAGES.wrongPassword} / ${ACCOUNT_DATA_MESSAGES.wrongEmail} / ${ACCOUNT_DATA_MESSAGES.signInAgain}`,
      410: ACCOUNT_DATA_MESSAGES.alreadyDeleted,
      429: 'Too many attempts. Please wait … and try again.',
      502: ACCOUNT_DATA_MESSAGES.paymentsUnavailable,
    },
  })
  delete(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteAccountBody): Promise<AccountDeletedDto> {
    return this.service.delete(user, body);
  }
}
