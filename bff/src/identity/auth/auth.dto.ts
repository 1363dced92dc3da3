import { z } from 'zod';
import { plural } from '@impromptu/kernel';

export const AUTH_MESSAGES = {
  authenticationRequired: 'Authentication required.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  emailTaken: 'An account with this e-mail already exists.',
  wrongCredentials: 'Incorrect e-mail or password.',
  passwordTooWeak:
    'Password is too easy to guess: avoid common passwords, keyboard patterns and your name or e-mail. A few unrelated words make a strong one.',
  flowNotFound: 'Sign-in flow not found or expired.',
  oidcDisabled: 'Sign-in with an identity provider is not configured.',
  oidcFailed: 'Sign-in with the identity provider failed.',
} as const;

/** A sign-in refused by the throttle (docs/decisions/0005), with the wait in words: 45 seconds, 2 minutes. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  const wait = waitSeconds < 60 ? plural(waitSeconds, 'second') : plural(minutes, 'minute');
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/** E-mails are stored lower-case (app_user.email has a CHECK), so they are compared lower-case. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'))
  .meta({ example: 'learner@example.com' });

const NameSchema = z.string().trim().max(100, 'must be at most 100 characters');

export const SignupBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters'),
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
});

export const LoginBodySchema = z.object({
  email: EmailSchema,
  // No minimum here: the rule applies when a password is chosen, not when it is typed.
  password: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
});

export const SessionTokenSchema = z
  .object({
    token: z.string().meta({ description: 'The bearer token: send it as `Authorization: Bearer <token>`' }),
    expiresAt: z.iso.datetime().meta({
      description: 'When the session ends unless it is used before (idle expiry, capped by the absolute one)',
    }),
    absoluteExpiresAt: z.iso.datetime().meta({ description: 'When the session ends however much it is used' }),
    userId: z.uuid(),
  })
  .meta({ id: 'SessionToken' });

export const CurrentSessionSchema = z
  .object({ userId: z.uuid(), sessionId: z.uuid(), expiresAt: z.iso.datetime(), absoluteExpiresAt: z.iso.datetime() })
  .meta({ id: 'CurrentSession' });

export const ActiveSessionSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    userAgent: z.string().nullable(),
    current: z.boolean().meta({ description: 'Whether this is the session making the request' }),
  })
  .meta({ id: 'ActiveSession' });

export const ActiveSessionListSchema = z
  .array(ActiveSessionSchema)
  .meta({ description: 'Active sessions, most recently used first' });

export const RevokedSessionsSchema = z.object({ revoked: z.number().int().min(0) }).meta({ id: 'RevokedSessions' });

export const AUTH_FLOW_ROUTE_TYPES = ['zoom', 'feedback', 'subscribe', 'playbook-offer'] as const;

export const CreateAuthFlowBodySchema = z.object({
  routeType: z.enum(AUTH_FLOW_ROUTE_TYPES),
  requestedUrl: z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .meta({ description: 'A relative path on this site, e.g. /zoom/meeting/123', example: '/zoom/meeting/123' }),
  targetId: z.string().trim().min(1).max(128, 'must be at most 128 characters').optional(),
});

export const AuthFlowIdSchema = z.object({ flowId: z.uuid('must be a flow id') });

export const AuthFlowCreatedSchema = z.object({ flowId: z.uuid() }).meta({ id: 'AuthFlowCreated' });

export const AuthFlowSchema = z
  .object({
    routeType: z.enum(AUTH_FLOW_ROUTE_TYPES),
    requestedUrl: z.string(),
    targetId: z.string().nullable(),
  })
  .meta({ id: 'AuthFlow' });

export const OidcStatusSchema = z.object({ enabled: z.boolean() }).meta({ id: 'OidcStatus' });

const HttpUrlSchema = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(2048);

export const OidcAuthorizeBodySchema = z.object({
  redirectUri: HttpUrlSchema.meta({ description: 'The web app callback, e.g. https://app.example/auth-callback' }),
  signup: z.boolean().default(false),
});

export const OidcAuthorizationSchema = z
  .object({
    authorizationUrl: z
      .url({ protocol: /^https?$/ })
      .meta({ description: 'Where the browser goes to sign in at the provider' }),
    state: z.string(),
    codeVerifier: z.string().meta({ description: 'Keep it (httpOnly cookie) and send it back to the callback' }),
    nonce: z.string(),
  })
  .meta({ id: 'OidcAuthorization' });

export const OidcCallbackBodySchema = z.object({
  callbackUrl: HttpUrlSchema.meta({ description: 'The full URL the provider redirected the browser to' }),
  state: z.string().min(1).max(512),
  codeVerifier: z.string().min(43).max(128),
  nonce: z.string().min(1).max(512),
});

export type SignupBody = z.infer<typeof SignupBodySchema>;
export type LoginBody = z.infer<typeof LoginBodySchema>;
export type SessionTokenDto = z.infer<typeof SessionTokenSchema>;
export type CurrentSessionDto = z.infer<typeof CurrentSessionSchema>;
export type ActiveSessionDto = z.infer<typeof ActiveSessionSchema>;
export type RevokedSessionsDto = z.infer<typeof RevokedSessionsSchema>;
export type CreateAuthFlowBody = z.infer<typeof CreateAuthFlowBodySchema>;
export type AuthFlowId = z.infer<typeof AuthFlowIdSchema>;
export type AuthFlowCreatedDto = z.infer<typeof AuthFlowCreatedSchema>;
export type AuthFlowDto = z.infer<typeof AuthFlowSchema>;
export type OidcStatusDto = z.infer<typeof OidcStatusSchema>;
export type OidcAuthorizeBody = z.infer<typeof OidcAuthorizeBodySchema>;
export type OidcAuthorizationDto = z.infer<typeof OidcAuthorizationSchema>;
export type OidcCallbackBody = z.infer<typeof OidcCallbackBodySchema>;
