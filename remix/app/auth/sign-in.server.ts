import {
  authCallbackTarget,
  CURRENT_CLASS_PATH,
  isSafeRedirect,
  SPECIAL_ROUTE_TYPES,
  type SpecialRouteType,
} from '@impromptu/access';
import type { Submission } from '@conform-to/zod/v4';
import { data, redirect } from '@remix-run/node';
import {
  fetchUserProfile,
  getAuthFlow,
  isOidcEnabled,
  startOidcAuthorization,
  type AuthFlow,
} from '~/utils/auth.server';
import type { BffError } from '~/utils/bff.server';
import { carriedParamsFrom, carriedSearch, type CarriedSignInParams } from '~/utils/carried-params';
import {
  clearFlow,
  commitOidcState,
  commitSession,
  destroySession,
  getFlowId,
  getOptionalUser,
  getSessionToken,
  publicOrigin,
} from '~/utils/session.server';
import { log } from '~/utils/log.server';

/**
 * The loader of /login and /signup. A signed-in visitor goes on to /auth-callback; a direct visit
 * (no query) forgets a stored special route (spec 1 §2); with OIDC configured the browser goes to
 * the provider (signup with the signup hint).
 */
export async function signInPageLoader(request: Request, { signup }: { signup: boolean }) {
  const url = new URL(request.url);
  const params = carriedParamsFrom(url.searchParams);
  const headers = new Headers();

  if (await getOptionalUser(request)) throw redirect(`/auth-callback${carriedSearch(params)}`);

  if (url.search === '' && (await getFlowId(request))) headers.append('Set-Cookie', await clearFlow(request));

  if (await isOidcEnabled(request.signal)) {
    const authorization = await startOidcAuthorization({
      redirectUri: `${publicOrigin(request)}/auth-callback`,
      signup,
    });
    headers.append(
      'Set-Cookie',
      await commitOidcState(request, {
        state: authorization.state,
        codeVerifier: authorization.codeVerifier,
        nonce: authorization.nonce,
        params,
      }),
    );
    throw redirect(authorization.authorizationUrl, { headers });
  }

  const route = url.searchParams.get('route');
  return {
    data: { params, route: isRouteType(route) ? route : null },
    headers,
  };
}

function isRouteType(value: string | null): value is SpecialRouteType {
  return SPECIAL_ROUTE_TYPES.some((type) => type === value);
}

/** After a successful sign-in: keep the session token and go to /auth-callback with what was carried. */
export async function completeSignIn(request: Request, token: string, params: CarriedSignInParams) {
  return redirect(`/auth-callback${carriedSearch(params)}`, {
    headers: { 'Set-Cookie': await commitSession(request, token) },
  });
}

/**
 * Where a signed-in visitor goes from /auth-callback, in the order of spec 3 §4.6. A stored special
 * route is used once: the flow is deleted and its flag cleared whatever won.
 */
export async function routeAfterSignIn(
  request: Request,
  {
    token,
    params,
    arrivedFromElsewhere,
  }: { token: string | null; params: CarriedSignInParams; arrivedFromElsewhere: boolean },
): Promise<Response> {
  const headers = new Headers();
  const sessionToken = token ?? (await getSessionToken(request));
  const profile = sessionToken ? await fetchUserProfile(sessionToken, request.signal) : null;
  if (!profile) {
    // Not signed in (spec 3 §4.6 step 1): to /login, keeping what the visitor came for.
    if (sessionToken) headers.append('Set-Cookie', await destroySession(request));
    throw redirect(`/login${carriedSearch(params)}`, { headers });
  }
  if (token) headers.append('Set-Cookie', await commitSession(request, token));

  const flowId = await getFlowId(request);
  let flow: AuthFlow | null = null;
  if (flowId) {
    flow = await getAuthFlow(flowId).catch((error: unknown) => {
      log().error({ err: error }, 'could not read the special-route flow');
      return null;
    });
    headers.append('Set-Cookie', await clearFlow(request));
  }

  const requestedUrl = params.redirectTo ?? null;
  const target = authCallbackTarget({
    authenticated: true,
    zoomMeetingId: params.zoom_meeting_id ?? null,
    isCurrentClassPath: requestedUrl === CURRENT_CLASS_PATH || flow?.requestedUrl === CURRENT_CLASS_PATH,
    feedbackSessionId: params.feedback_session_id ?? null,
    specialRoute: flow && isSafeRedirect(flow.requestedUrl) ? { requestedUrl: flow.requestedUrl } : null,
    plan: profile.plan,
    requestedUrl,
    isFundamentalsStudent: profile.flags.isFundamentalsStudent,
    arrivedFromElsewhere,
  });
  return redirect(target, { headers });
}

/** Whether the visitor came to /auth-callback from another site (spec 3 §4.6 step 6). */
export function cameFromAnotherSite(request: Request): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin !== publicOrigin(request);
  } catch {
    return false;
  }
}

/**
 * The answer to a sign-in or sign-up the BFF refused: its message under the form (401 wrong
 * credentials, 429 throttled), a taken e-mail (409) or the BFF's field issues under their fields.
 */
export function signInFailure(submission: Pick<Submission<unknown>, 'reply'>, error: BffError) {
  const hideFields = ['password'];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    // The BFF names where a value came from ('body.password'); the form field is what follows.
    const field = issue.path.replace(/^body\./, '').split('.', 1)[0];
    if (field) (fieldErrors[field] ??= []).push(issue.message);
  }
  if (error.statusCode === 409) fieldErrors.email = [error.message];
  const result =
    Object.keys(fieldErrors).length > 0
      ? submission.reply({ fieldErrors, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields });
  return data({ result }, { status: error.statusCode });
}
