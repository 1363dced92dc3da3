import { Controller, Inject, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { LiveTicketSchema, type LiveTicket } from './live.dto.js';
import { LiveTickets } from '../../infrastructure/live/live-tickets.js';

@ZodTags('classes')
@Controller('live')
export class LiveController {
  constructor(@Inject(LiveTickets) private readonly tickets: LiveTickets) {}

  @Post('tickets')
  @ZodRoute({
    summary: 'A single-use ticket (30 s) for the live registration lists WebSocket',
    description:
      'Open ws(s)://…/live/registrations?ticket=…, then send {"event":"subscribe","data":{"scheduledEventId":…}}; each change of that class’s registrations arrives as {"event":"registrations","data":RegistrationList}.',
    response: LiveTicketSchema,
    status: 201,
  })
  issue(@CurrentUser() user: AuthenticatedUser): Promise<LiveTicket> {
    return this.tickets.issue(user.id);
  }
}
