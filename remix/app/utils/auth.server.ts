import { planFromStored, type SpecialRouteType } from '@impromptu/access';
import { z } from 'zod';
import { BffError, bff } from './bff.server';

/** The BFF's answer to sign-up, login and the OIDC callback: a new session. */
export const sessionTokenSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.string(),
  userId: z.string(),
});
export type SessionToken = z.infer<typeof sessionTokenSchema>;

const flagsSchema = z.object({
  isFundamentalsStudent: z.boolean(),
  isActiveFundamentalsStudent: z.boolean(),
  isCorporateFundamentalsStudent: z.boolean(),
});

const featureStateSchema = z.looseObject({
  available: z.boolean(),
  usedUp: z.boolean(),
  startCount: z.number().nullable().optional(),
  endCount: z.number().nullable().optional(),
});

const navigationSchema = z.looseObject({
  home: z.boolean(),
  classes: z.boolean(),
  cohorts: z.boolean(),
  assessments: z.boolean(),
  games: z.boolean(),
  courses: z.boolean(),
  virtualCoach: z.boolean(),
  admin: z.boolean(),
  bots: z.boolean(),
});

const groupMembershipSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  role: z.string().nullable().optional(),
  group: z.looseObject({
    id: z.union([z.string(), z.number()]),
    name: z.string(),
    type: z.string(),
    status: z.string(),
    hasCurriculum: z.boolean().optional(),
  }),
});

/** GET /user/me: the signed-in user's profile (the FetchUsers query of spec 1 §7). Unknown extra fields pass through. */
export const userProfileSchema = z.looseObject({
  user: z.looseObject({
    id: z.string(),
    auth0Id: z.string().nullable().optional(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    type: z.string(),
    picture: z.string().nullable().optional(),
    ianaTimeZone: z.string().nullable().optional(),
    plan: z.string().nullable().optional(),
  }),
  // The resolved plan (spec 1 §4); a stored code such as 'free_trainings' reads as its spec name.
  plan: z.string().nullable().transform((plan) => planFromStored(plan)),
  isPlanPaused: z.boolean().optional(),
  groups: z.array(groupMembershipSchema).optional().default([]),
  flags: flagsSchema,
  features: z.record(z.string(), featureStateSchema).optional().default({}),
  navigation: navigationSchema.optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The profile, or null when the BFF no longer accepts the token (signed out elsewhere, expired). */
export async function fetchUserProfile(token: string, signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    return await bff.request('/user/me', { schema: userProfileSchema, token, signal });
  } catch (error) {
    if (error instanceof BffError && error.statusCode === 401) return null;
    throw error;
  }
}

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials, userAgent: string | null): Promise<SessionToken> {
  return bff.request('/auth/login', {
    method: 'POST',
    schema: sessionTokenSchema,
    body: credentials,
    headers: userAgent ? { 'x-client-user-agent': userAgent.slice(0, 512) } : {},
  });
}

export function signup(
  account: Credentials & { firstName?: string; lastName?: string },
  userAgent: string | null,
): Promise<SessionToken> {
  return bff.request('/auth/signup', {
    method: 'POST',
    schema: sessionTokenSchema,
    body: account,
    headers: userAgent ? { 'x-client-user-agent': userAgent.slice(0, 512) } : {},
  });
}

/** Revokes the session on the BFF; an already dead session is as good as a revoked one. */
export async function logout(token: string): Promise<void> {
  try {
    await bff.request('/auth/logout', { method: 'POST', schema: z.unknown(), token });
  } catch (error) {
    if (error instanceof BffError && error.statusCode === 401) return;
    throw error;
  }
}

export const authFlowSchema = z.object({
  routeType: z.enum(['zoom', 'feedback', 'subscribe', 'playbook-offer']),
  requestedUrl: z.string(),
  targetId: z.string().nullable(),
});
export type AuthFlow = z.infer<typeof authFlowSchema>;

export async function createAuthFlow(flow: {
  routeType: SpecialRouteType;
  requestedUrl: string;
  targetId?: string;
}): Promise<string> {
  const created = await bff.request('/auth/flows', {
    method: 'POST',
    schema: z.object({ flowId: z.string() }),
    body: flow,
  });
  return created.flowId;
}

/** The stored special route, or null when it expired or never existed. */
export async function getAuthFlow(flowId: string): Promise<AuthFlow | null> {
  try {
    return await bff.request(`/auth/flows/${encodeURIComponent(flowId)}`, { schema: authFlowSchema });
  } catch (error) {
    if (error instanceof BffError && (error.statusCode === 404 || error.statusCode === 400)) return null;
    throw error;
  }
}

export async function deleteAuthFlow(flowId: string): Promise<void> {
  try {
    await bff.request(`/auth/flows/${encodeURIComponent(flowId)}`, { method: 'DELETE', schema: z.unknown() });
  } catch (error) {
    // Gone already (expired, or deleted by another tab): nothing left to clear.
    if (error instanceof BffError && (error.statusCode === 404 || error.statusCode === 400)) return;
    throw error;
  }
}

/** Whether sign-in goes through an OpenID Connect provider; a BFF that cannot say means the built-in form. */
export async function isOidcEnabled(signal?: AbortSignal): Promise<boolean> {
  try {
    const status = await bff.request('/auth/oidc', { schema: z.object({ enabled: z.boolean() }), signal });
    return status.enabled;
  } catch (error) {
    if (error instanceof BffError) return false;
    throw error;
  }
}

export const oidcAuthorizationSchema = z.object({
  authorizationUrl: z.url({ protocol: /^https?$/ }),
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
});
export type OidcAuthorization = z.infer<typeof oidcAuthorizationSchema>;

export function startOidcAuthorization(input: { redirectUri: string; signup: boolean }): Promise<OidcAuthorization> {
  return bff.request('/auth/oidc/authorize', { method: 'POST', schema: oidcAuthorizationSchema, body: input });
}

export function completeOidcCallback(input: {
  callbackUrl: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}): Promise<SessionToken> {
  return bff.request('/auth/oidc/callback', { method: 'POST', schema: sessionTokenSchema, body: input });
}
