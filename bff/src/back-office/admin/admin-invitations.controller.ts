import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  ACCOUNT_MESSAGES,
  InvitationUserIdSchema,
  InvitedUserSchema,
  InviteUserBodySchema,
  type InvitationUserId,
  type InvitedUserDto,
  type InviteUserBody,
} from '../../identity/account/account.dto.js';
import { AccountService } from '../../identity/account/account.service.js';
import { NO_ACCESS_MESSAGE, RequireFeature } from '../../identity/access/require-feature.decorator.js';

/** The admin users screen's invitations (issue 25 item 5); ADMIN_ONLY. */
@ZodTags('admin')
@Controller('admin/users')
@RequireFeature('ADMIN_ONLY')
export class AdminInvitationsController {
  constructor(@Inject(AccountService) private readonly accounts: AccountService) {}

  @Post('invitations')
  @ZodRoute({
    summary: 'Invite a person by e-mail: an account without a password and a link (7 days, single use) to choose one',
    body: InviteUserBodySchema,
    response: InvitedUserSchema,
    status: 201,
    description: 'Inviting an address whose invitation is still waiting sends a new link.',
    errors: { 403: NO_ACCESS_MESSAGE, 409: ACCOUNT_MESSAGES.alreadyMember },
  })
  invite(@Body() body: InviteUserBody): Promise<InvitedUserDto> {
    return this.accounts.inviteByEmail(body);
  }

  @Post(':userId/invitation')
  @ZodRoute({
    summary: 'Send the invitation of a user who has not chosen a password yet again',
    params: InvitationUserIdSchema,
    response: InvitedUserSchema,
    status: 201,
    errors: { 403: NO_ACCESS_MESSAGE, 404: 'No such user.', 409: ACCOUNT_MESSAGES.alreadyMember },
  })
  resend(@Param() params: InvitationUserId): Promise<InvitedUserDto> {
    return this.accounts.resendInvitationTo(params.userId);
  }
}
