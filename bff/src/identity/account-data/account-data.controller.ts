import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { ZodRoute } from '../../common/zod-route.decorator.js';
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

@Controller('account')
export class AccountDataController {
  constructor(@Inject(AccountDataService) private readonly service: AccountDataService) {}

  @Get('data')
  @ZodRoute({
    summary: 'Everything the product holds about the signed-in person: profile, groups, written inputs, every event',
    tags: ['account'],
    response: AccountDataSchema,
    errors: { 410: ACCOUNT_DATA_MESSAGES.alreadyDeleted },
  })
  data(@CurrentUser() user: AuthenticatedUser): Promise<AccountDataDto> {
    return this.service.export(user.id);
  }

  @Post('delete')
  @HttpCode(200)
  @ZodRoute({
    summary:
      'Delete the signed-in account (password required): cancels the subscription, erases the person from reference rows, events and projections, ends every session',
    tags: ['account'],
    body: DeleteAccountBodySchema,
    response: AccountDeletedSchema,
    errors: {
      403: ACCOUNT_DATA_MESSAGES.wrongPassword,
      410: ACCOUNT_DATA_MESSAGES.alreadyDeleted,
      502: ACCOUNT_DATA_MESSAGES.paymentsUnavailable,
    },
  })
  delete(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteAccountBody): Promise<AccountDeletedDto> {
    return this.service.delete(user, body);
  }
}
