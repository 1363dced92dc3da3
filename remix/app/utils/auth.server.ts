import type {
  AuthFlowSchema,
  CreateAuthFlowBodySchema,
  LoginBodySchema,
  OidcAuthorizationSchema,
  OidcAuthorizeBodySchema,
  OidcCallbackBodySchema,
  SessionTokenSchema,
  ShellPageSchema,
  SignupBodySchema,
  UserProfileSchema,
} from '@impromptu/bff/contracts';
import { auth, oidc, pages, users } from '@impromptu/bff/routes';
import type { z } from 'zod';
import { bffRefusal } from './bff.server';
import { bffAs, bffFor } from './bff-session.server';

/** The BFF's answer to sign-up, login and the OIDC callback: a new session. */
export type SessionToken = z.output<typeof SessionTokenSchema>;

/** GET /user/me: the signed-in user's profile (the FetchUsers query of spec 1 §7). */
export type UserProfile = z.output<typeof UserProfileSchema>;

/** GET /pages/shell: the profile with what the /games shell shows beside it (ADR 0019). */
export type ShellPage = z.output<typeof ShellPageSchema>;

/** The profile, or null when the BFF no longer accepts the token (signed out elsewhere, expired). */
export async function fetchUserProfile(token: string, signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    return await bffAs(token).call(users.getMe, { signal });
  } catch (error) {
    bffRefusal(error, 401);
    return null;
  }
}

/** A /games page's shell read (the profile with its notifications and private coaching check), or null when the BFF refuses the session. */
export async function fetchShellPage(token: string, signal?: AbortSignal): Promise<ShellPage | null> {
  try {
    return await bffAs(token).call(pages.shell, { signal, trustedInProduction: true });
  } catch (error) {
    bffRefusal(error, 401);
    return null;
  }
}

export function login(credentials: z.input<typeof LoginBodySchema>, userAgent: string | null): Promise<SessionToken> {
  return bffAs(null).call(auth.login, { body: credentials, headers: clientUserAgent(userAgent) });
}

export function signup(account: z.input<typeof SignupBodySchema>, userAgent: string | null): Promise<SessionToken> {
  return bffAs(null).call(auth.signup, { body: account, headers: clientUserAgent(userAgent) });
}

/**
 * The browser's user agent for the BFF's record of a new session (the sessions list names the device): a header the
 * route table does not describe, sent by every call that starts a session.
 */
export function clientUserAgent(userAgent: string | null): Record<string, string> {
  return userAgent ? { 'x-client-user-agent': userAgent.slice(0, 512) } : {};
}

/** Revokes the request's session on the BFF; no session, or an already dead one, is as good as a revoked one. */
export async function logout(request: Request): Promise<void> {
  try {
    await bffFor(request).call(auth.logout, { signal: null });
  } catch (error) {
    bffRefusal(error, 401);
  }
}

export type AuthFlow = z.output<typeof AuthFlowSchema>;

export async function createAuthFlow(flow: z.input<typeof CreateAuthFlowBodySchema>): Promise<string> {
  const created = await bffAs(null).call(auth.createFlow, { body: flow });
  return created.flowId;
}

/** The stored special route, or null when it expired or never existed. */
export async function getAuthFlow(flowId: string): Promise<AuthFlow | null> {
  try {
    return await bffAs(null).call(auth.getFlow, { params: { flowId } });
  } catch (error) {
    bffRefusal(error, [404, 400]);
    return null;
  }
}

export async function deleteAuthFlow(flowId: string): Promise<void> {
  try {
    await bffAs(null).call(auth.deleteFlow, { params: { flowId } });
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
    const status = await bffAs(null).call(oidc.getStatus, { signal });
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
  return bffAs(null).call(oidc.authorize, { body: input });
}

export function completeOidcCallback(input: z.input<typeof OidcCallbackBodySchema>): Promise<SessionToken> {
  return bffAs(null).call(oidc.callback, { body: input });
}
