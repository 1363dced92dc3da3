import {
  AuthFlowCreatedSchema,
  AuthFlowSchema,
  OidcAuthorizationSchema,
  OidcStatusSchema,
  SessionTokenSchema,
  ShellPageSchema,
  UserProfileSchema,
  type CreateAuthFlowBodySchema,
  type LoginBodySchema,
  type OidcAuthorizeBodySchema,
  type OidcCallbackBodySchema,
  type SignupBodySchema,
} from '@impromptu/bff/contracts';
import { z } from 'zod';
import { bff, bffRefusal } from './bff.server';

/** The BFF's answer to sign-up, login and the OIDC callback: a new session. */
export type SessionToken = z.output<typeof SessionTokenSchema>;

/** GET /user/me: the signed-in user's profile (the FetchUsers query of spec 1 §7). */
export type UserProfile = z.output<typeof UserProfileSchema>;

/** GET /pages/shell: the profile with what the /games shell shows beside it (ADR 0019). */
export type ShellPage = z.output<typeof ShellPageSchema>;

/** The profile, or null when the BFF no longer accepts the token (signed out elsewhere, expired). */
export async function fetchUserProfile(token: string, signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    return await bff.request('/user/me', { schema: UserProfileSchema, token, signal });
  } catch (error) {
    bffRefusal(error, 401);
    return null;
  }
}

/** A /games page's shell read (the profile with its notifications and private coaching check), or null when the BFF refuses the session. */
export async function fetchShellPage(token: string, signal?: AbortSignal): Promise<ShellPage | null> {
  try {
    return await bff.request('/pages/shell', { schema: ShellPageSchema, token, signal, trustedInProduction: true });
  } catch (error) {
    bffRefusal(error, 401);
    return null;
  }
}

export function login(credentials: z.input<typeof LoginBodySchema>, userAgent: string | null): Promise<SessionToken> {
  return bff.request('/auth/login', {
    method: 'POST',
    schema: SessionTokenSchema,
    body: credentials,
    headers: userAgent ? { 'x-client-user-agent': userAgent.slice(0, 512) } : {},
  });
}

export function signup(account: z.input<typeof SignupBodySchema>, userAgent: string | null): Promise<SessionToken> {
  return bff.request('/auth/signup', {
    method: 'POST',
    schema: SessionTokenSchema,
    body: account,
    headers: userAgent ? { 'x-client-user-agent': userAgent.slice(0, 512) } : {},
  });
}

/** Revokes the session on the BFF; an already dead session is as good as a revoked one. */
export async function logout(token: string): Promise<void> {
  try {
    await bff.request('/auth/logout', { method: 'POST', schema: z.unknown(), token });
  } catch (error) {
    bffRefusal(error, 401);
  }
}

export type AuthFlow = z.output<typeof AuthFlowSchema>;

export async function createAuthFlow(flow: z.input<typeof CreateAuthFlowBodySchema>): Promise<string> {
  const created = await bff.request('/auth/flows', {
    method: 'POST',
    schema: AuthFlowCreatedSchema,
    body: flow,
  });
  return created.flowId;
}

/** The stored special route, or null when it expired or never existed. */
export async function getAuthFlow(flowId: string): Promise<AuthFlow | null> {
  try {
    return await bff.request(`/auth/flows/${encodeURIComponent(flowId)}`, { schema: AuthFlowSchema });
  } catch (error) {
    bffRefusal(error, [404, 400]);
    return null;
  }
}

export async function deleteAuthFlow(flowId: string): Promise<void> {
  try {
    await bff.request(`/auth/flows/${encodeURIComponent(flowId)}`, { method: 'DELETE', schema: z.unknown() });
  } catch (error) {
    // Gone already (expired, or deleted by another tab): nothing left to clear.
    bffRefusal(error, [404, 400]);
  }
}

/** The BFF's answer, once it gave one: its OpenID Connect configuration never changes while it runs (ADR 0043). */
let oidcEnabled: boolean | null = null;

/**
 * Whether sign-in goes through an OpenID Connect provider; a BFF that cannot say means the built-in form. In
 * production asked once per web process: /login no longer asks the BFF on every view (the launcher starts and stops
 * both together; a BFF restarted alone with another configuration is seen when the web server restarts). In
 * development and tests, where the BFF restarts with other settings under a running web server, asked every time.
 */
export async function isOidcEnabled(signal?: AbortSignal): Promise<boolean> {
  if (oidcEnabled !== null) return oidcEnabled;
  try {
    const status = await bff.request('/auth/oidc', { schema: OidcStatusSchema, signal });
    if (process.env.NODE_ENV === 'production') oidcEnabled = status.enabled;
    return status.enabled;
  } catch (error) {
    bffRefusal(error);
    return false;
  }
}

/** Where the browser signs in at the provider (an http(s) URL), and what the callback needs back. */
export type OidcAuthorization = z.output<typeof OidcAuthorizationSchema>;

export function startOidcAuthorization(input: z.input<typeof OidcAuthorizeBodySchema>): Promise<OidcAuthorization> {
  return bff.request('/auth/oidc/authorize', { method: 'POST', schema: OidcAuthorizationSchema, body: input });
}

export function completeOidcCallback(input: z.input<typeof OidcCallbackBodySchema>): Promise<SessionToken> {
  return bff.request('/auth/oidc/callback', { method: 'POST', schema: SessionTokenSchema, body: input });
}
