import { z } from 'zod';

// Shared by the session (the OIDC state cookie keeps them across the provider) and the sign-in pages.

/** Where the visitor was headed, carried from /login or /signup to /auth-callback (spec 1 §2). */
export const CarriedParams = {
  redirectTo: z.string().max(2048).optional(),
  zoom_meeting_id: z.string().max(128).optional(),
  feedback_session_id: z.string().max(128).optional(),
};

export const CarriedParamsSchema = z.object(CarriedParams);
export type CarriedSignInParams = z.infer<typeof CarriedParamsSchema>;

/** The carried parameters read from a query string. */
export function carriedParamsFrom(searchParams: URLSearchParams): CarriedSignInParams {
  const params: CarriedSignInParams = {};
  for (const key of ['redirectTo', 'zoom_meeting_id', 'feedback_session_id'] as const) {
    const value = searchParams.get(key)?.trim();
    if (value) params[key] = value.slice(0, key === 'redirectTo' ? 2048 : 128);
  }
  return params;
}

/** `?…` with the carried parameters that are set, or '' when none is. */
export function carriedSearch(params: CarriedSignInParams): string {
  const search = new URLSearchParams();
  for (const key of ['zoom_meeting_id', 'feedback_session_id', 'redirectTo'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
