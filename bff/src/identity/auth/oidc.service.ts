import { Inject, Injectable } from '@nestjs/common';
import * as client from 'openid-client';
import type { Logger } from 'pino';
import { DomainError } from '@impromptu/kernel';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, LOGGER } from '../../infrastructure/tokens.js';
import { AccessService } from '../access/access.service.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import {
  AUTH_MESSAGES,
  EmailSchema,
  type OidcAuthorizationDto,
  type OidcAuthorizeBody,
  type OidcCallbackBody,
  type SessionTokenDto,
} from './auth.dto.js';

interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

/**
 * Sign-in through an OpenID Connect provider (Auth0 in the spec): authorization code with PKCE
 * (S256), state and nonce. The web app keeps state, nonce and verifier between the two calls.
 */
@Injectable()
export class OidcService {
  private readonly settings: OidcSettings | undefined;
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(AuthRepository) private readonly repository: AuthRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
    this.settings =
      OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
        ? { issuer: new URL(OIDC_ISSUER), clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET }
        : undefined;
  }

  isEnabled(): boolean {
    return this.settings !== undefined;
  }

  async authorize(body: OidcAuthorizeBody): Promise<OidcAuthorizationDto> {
    const configuration = await this.getConfiguration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const parameters: Record<string, string> = {
      redirect_uri: body.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    };
    if (body.signup) {
      // Auth0 reads screen_hint; providers implementing OpenID Connect "prompt=create" announce it.
      parameters.screen_hint = 'signup';
      const prompts = configuration.serverMetadata().prompt_values_supported;
      if (Array.isArray(prompts) && prompts.includes('create')) parameters.prompt = 'create';
    }
    return {
      authorizationUrl: client.buildAuthorizationUrl(configuration, parameters).href,
      state,
      codeVerifier,
      nonce,
    };
  }

  async callback(body: OidcCallbackBody, userAgent: string | undefined): Promise<SessionTokenDto> {
    const configuration = await this.getConfiguration();
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, new URL(body.callbackUrl), {
        pkceCodeVerifier: body.codeVerifier,
        expectedState: body.state,
        expectedNonce: body.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      this.logger.warn({ err: error }, 'auth: OpenID Connect code exchange refused');
      throw new DomainError('unauthenticated', AUTH_MESSAGES.oidcFailed);
    }
    const email = EmailSchema.safeParse(claims?.email);
    if (!claims || !email.success) {
      this.logger.warn('auth: OpenID Connect ID token without a usable e-mail');
      throw new DomainError('unauthenticated', AUTH_MESSAGES.oidcFailed);
    }
    const userId = await this.findOrCreateUser(claims, email.data);
    return this.auth.startSession(userId, userAgent);
  }

  private async findOrCreateUser(claims: client.IDToken, email: string): Promise<string> {
    const linked = await this.repository.getUserByAuth0Id(claims.sub);
    if (linked) return linked.id;
    const existing = await this.access.findAccountByEmail(email);
    if (existing) {
      // Linking by e-mail hands over an existing account: only when the provider vouches for the address.
      if (claims.email_verified !== true || (existing.auth0_id !== null && existing.auth0_id !== claims.sub)) {
        this.logger.warn({ userId: existing.id }, 'auth: OpenID Connect identity not linked to an existing account');
        throw new DomainError('unauthenticated', AUTH_MESSAGES.oidcFailed);
      }
      await this.repository.setAuth0Id(existing.id, claims.sub);
      return existing.id;
    }
    const created = await this.repository.createUser({
      email,
      auth0_id: claims.sub,
      password_hash: null,
      first_name: stringClaim(claims.given_name),
      last_name: stringClaim(claims.family_name),
      picture: stringClaim(claims.picture) || null,
    });
    if (!created) throw new DomainError('conflict', AUTH_MESSAGES.emailTaken);
    return created.id;
  }

  private getConfiguration(): Promise<client.Configuration> {
    const settings = this.settings;
    if (!settings) return Promise.reject(new DomainError('not_found', AUTH_MESSAGES.oidcDisabled));
    this.configuration ??= this.discover(settings).catch((error: unknown) => {
      // Forget the failure so the next sign-in tries the provider again.
      this.configuration = undefined;
      this.logger.error({ err: error }, 'auth: OpenID Connect discovery failed');
      throw new DomainError('unavailable', AUTH_MESSAGES.oidcFailed);
    });
    return this.configuration;
  }

  private discover(settings: OidcSettings): Promise<client.Configuration> {
    // Plain http only for a local provider outside production (development and tests).
    const insecure = settings.issuer.protocol === 'http:' && this.config.NODE_ENV !== 'production';
    return client.discovery(
      settings.issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }
}

function stringClaim(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 100) : '';
}
