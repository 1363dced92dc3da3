import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  OidcAuthorizationSchema,
  OidcAuthorizeBodySchema,
  OidcCallbackBodySchema,
  OidcStatusSchema,
  SessionTokenSchema,
  type OidcAuthorizationDto,
  type OidcAuthorizeBody,
  type OidcCallbackBody,
  type OidcStatusDto,
  type SessionTokenDto,
} from './auth.dto.js';
import { Client, type RequestClient } from './client-address.js';
import { OidcService } from './oidc.service.js';
import { Public } from './public.decorator.js';

@Public()
@ZodTags('auth')
@Controller('auth/oidc')
export class OidcController {
  constructor(@Inject(OidcService) private readonly service: OidcService) {}

  @Get()
  @ZodRoute({
    summary: 'Whether sign-in through an OpenID Connect provider is configured',
    response: OidcStatusSchema,
  })
  getStatus(): OidcStatusDto {
    return { enabled: this.service.isEnabled() };
  }

  @Post('authorize')
  @ZodRoute({
    summary: "The provider's authorization URL (PKCE S256, state, nonce; a signup hint when asked)",
    body: OidcAuthorizeBodySchema,
    response: OidcAuthorizationSchema,
    errors: { 404: 'OpenID Connect is not configured', 502: 'The provider could not be reached' },
  })
  authorize(@Body() body: OidcAuthorizeBody): Promise<OidcAuthorizationDto> {
    return this.service.authorize(body);
  }

  @Post('callback')
  @ZodRoute({
    summary: "Complete the provider's sign-in: exchanges the code and opens a session",
    body: OidcCallbackBodySchema,
    response: SessionTokenSchema,
    errors: { 401: 'The provider refused or the ID token did not check out', 404: 'OpenID Connect is not configured' },
  })
  callback(@Body() body: OidcCallbackBody, @Client() client: RequestClient): Promise<SessionTokenDto> {
    return this.service.callback(body, client.userAgent);
  }
}
