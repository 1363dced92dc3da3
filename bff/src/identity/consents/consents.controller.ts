import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  ConsentPreferencesSchema,
  SaveConsentBodySchema,
  type ConsentPreferencesDto,
  type SaveConsentBody,
} from './consents.dto.js';
import { ConsentsService, NO_CONSENT } from './consents.service.js';

@ZodTags('consents')
@Controller('consents')
export class ConsentsController {
  constructor(@Inject(ConsentsService) private readonly service: ConsentsService) {}

  @Get()
  @ZodRoute({
    summary: "The signed-in user's stored consent preferences",
    response: ConsentPreferencesSchema,
    errors: { 404: NO_CONSENT },
  })
  get(@CurrentUser() user: AuthenticatedUser): Promise<ConsentPreferencesDto> {
    return this.service.get(user.id);
  }

  @Put()
  @ZodRoute({
    summary: 'Store the browser consent choice when it is newer; answers the stored preferences',
    body: SaveConsentBodySchema,
    response: ConsentPreferencesSchema,
  })
  save(@CurrentUser() user: AuthenticatedUser, @Body() body: SaveConsentBody): Promise<ConsentPreferencesDto> {
    return this.service.save(user.id, body);
  }
}
