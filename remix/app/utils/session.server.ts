import { isPlanGuardExempt, type SpecialRouteType } from '@impromptu/access';
import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { CarriedParamsSchema } from './carried-params';
import {
  createAuthFlow,
  deleteAuthFlow,
  fetchShellPage,
  fetchUserProfile,
  type ShellPage,
  type UserProfile,
} from './auth.server';
import { pages, type RouteAnswer } from '@impromptu/bff/routes';
import { bffRefusal } from './bff.server';
import { bffAs } from './bff-session.server';
import { memoForRequest } from './request-scope.server.js';
import { log } from './log.server.js';

export type { UserProfile } from './auth.server';
export {
  commitSession,
  destroySession,
  FLOW_MAX_AGE_SECONDS,
  getSessionToken,
  isSecureRequest,
  OIDC_MAX_AGE_SECONDS,
  publicOrigin,
  SESSION_MAX_AGE_SECONDS,
} from './session-cookie.server';
import {
  cookieFor,
  destroySession,
  flowCookies,
  getSessionToken,
  oidcCookies,
  readCookieString,
} from './session-cookie.server';

/** A /games page view reads its shell's extras with the profile (ADR 0019); other requests read the profile alone. */
function isGamesPageRead(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url);
  return pathname === '/games' || pathname.startsWith('/games/');
}

/**
 * The page reads that carry their page's shell (ADR 0043): a view of one of these paths asks the BFF once.
 * `/games/dashboard` shows a part of what home reads (the games, The Basics card, Today's Practice), so it asks the
 * same read: one request carrying the class lists it does not show costs less than four that each check the session.
 */
const PAGE_READS_WITH_SHELL = {
  '/games/home': { route: pages.home },
  '/games/dashboard': { route: pages.home },
  '/games/class': { route: pages.classes },
  '/games/course': { route: pages.course },
  '/games/progress': { route: pages.progress },
  // The group shown travels as the page's own ?group= did (a malformed one is left out, as the page's own read does).
  '/games/cohort': { route: pages.cohort, query: cohortQuery },
} as const;
type PageReadsWithShell = typeof PAGE_READS_WITH_SHELL;

function cohortQuery(url: URL): { groupId?: string } {
  const groupId = url.searchParams.get('group');
  return groupId && /^[0-9a-f-]{36}$/i.test(groupId) ? { groupId } : {};
}
export type PageReadPath = keyof PageReadsWithShell;
/** What a page read with its shell answers. */
export type PageRead<P extends PageReadPath = PageReadPath> = RouteAnswer<PageReadsWithShell[P]['route']>;

function pageReadPath(request: Request): PageReadPath | undefined {
  if (!isGamesPageRead(request)) return undefined;
  const { pathname } = new URL(request.url);
  return Object.hasOwn(PAGE_READS_WITH_SHELL, pathname) ? (pathname as PageReadPath) : undefined;
}

/**
 * The page read of this view, with its shell (one BFF request for the root, layout and page loaders); null when the
 * BFF refuses the session. Only for a GET of the page itself: a revalidation of another route reads its own.
 */
export async function loadPageRead<P extends PageReadPath>(request: Request, page: P): Promise<PageRead<P> | null> {
  const token = await getSessionToken(request);
  if (!token) return null;
  if (pageReadPath(request) !== page) return null;
  const read: PageReadsWithShell[PageReadPath] = PAGE_READS_WITH_SHELL[page];
  const options = { signal: request.signal, trustedInProduction: true };
  return memoForRequest(`page:${token}`, async (): Promise<PageRead<P> | null> => {
    try {
      const client = bffAs(token);
      return (
        'query' in read
          ? await client.call(read.route, { ...options, query: read.query(new URL(request.url)) })
          : await client.call(read.route, options)
      ) as PageRead<P>;
    } catch (error) {
      bffRefusal(error, 401);
      return null;
    }
  });
}

// Loaders of one page view (root, layout, page) share one profile fetch. Remix hands each loader its
// own copy of the Request, so the share lives in the web server's request scope.
function loadShellOrProfile(
  request: Request,
  token: string,
): Promise<{ profile: UserProfile; shell: ShellPage | null } | null> {
  return memoForRequest(`profile:${token}`, async () => {
    const withShell = pageReadPath(request);
    if (withShell) {
      const page = await loadPageRead(request, withShell);
      return page ? { profile: page.shell.profile, shell: page.shell } : null;
    }
    if (isGamesPageRead(request)) {
      const shell = await fetchShellPage(token, request.signal);
      return shell ? { profile: shell.profile, shell } : null;
    }
    const profile = await fetchUserProfile(token, request.signal);
    return profile ? { profile, shell: null } : null;
  });
}

async function loadProfile(request: Request, token: string): Promise<UserProfile | null> {
  return (await loadShellOrProfile(request, token))?.profile ?? null;
}

/**
 * The shell's notifications and private coaching check, read with the profile of this /games page view;
 * null outside a /games page read or without a session.
 */
export async function loadShellPage(request: Request): Promise<ShellPage | null> {
  const token = await getSessionToken(request);
  return token ? ((await loadShellOrProfile(request, token))?.shell ?? null) : null;
}

/**
 * The signed-in user's profile, or null. A token the BFF refuses (expired, revoked) is removed:
 * a page request is sent to the same URL again with the cookie cleared; other requests just get null.
 */
export async function getOptionalUser(request: Request): Promise<UserProfile | null> {
  const token = await getSessionToken(request);
  if (!token) return null;
  const profile = await loadProfile(request, token);
  if (profile) return profile;
  if (request.method === 'GET' || request.method === 'HEAD') {
    const url = new URL(request.url);
    throw redirect(`${url.pathname}${url.search}`, { headers: { 'Set-Cookie': await destroySession(request) } });
  }
  return null;
}

/** The signed-in user's profile; a visitor without a valid session is sent to sign in (spec 1 §4 flow where it applies). */
export async function requireUser(request: Request): Promise<UserProfile> {
  const token = await getSessionToken(request);
  const profile = token ? await loadProfile(request, token) : null;
  if (profile) return profile;
  throw await signInRedirect(request, { clearSession: token !== null });
}

/** requireUser plus the plan guard of spec 3 §2.1: a user with no plan goes to /subscriptions. */
export async function requireUserWithPlan(request: Request): Promise<UserProfile> {
  const profile = await requireUser(request);
  if (profile.plan === null && !isPlanGuardExempt(new URL(request.url).pathname)) throw redirect('/subscriptions');
  return profile;
}

export interface SpecialRoute {
  routeType: SpecialRouteType;
  targetId?: string;
}

function decoded(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The special route of spec 1 §2 a path belongs to: zoom, feedback, subscribe or playbook-offer. */
export function specialRouteFor(pathname: string): SpecialRoute | null {
  const path = pathname.replace(/\/+$/, '');
  let match: RegExpExecArray | null;
  if ((match = /^\/zoom\/meeting(?:\/([^/]+))?$/.exec(path))) {
    const id = decoded(match[1]);
    return id && id !== 'current' ? { routeType: 'zoom', targetId: id } : { routeType: 'zoom' };
  }
  if (path === '/join/class') return { routeType: 'zoom' };
  if (path === '/feedback' || path === '/feedback/current') return { routeType: 'feedback' };
  if ((match = /^\/feedback\/session(?:\/([^/]+))?$/.exec(path))) {
    const id = decoded(match[1]);
    return id ? { routeType: 'feedback', targetId: id } : { routeType: 'feedback' };
  }
  if ((match = /^\/subscribe\/paythen(?:\/([^/]+))?$/.exec(path))) {
    const plan = decoded(match[1]);
    return plan ? { routeType: 'subscribe', targetId: plan } : { routeType: 'subscribe' };
  }
  if (path === '/playbook-offer-checkout' || path === '/playbook-offer-checkout-pay')
    return { routeType: 'playbook-offer' };
  return null;
}

/**
 * The redirect to sign in. On a special route the requested URL and id are stored server-side and
 * flagged with the `impromptu_flow` cookie, and login is told the route type; elsewhere the page
 * travels as `redirectTo`.
 */
async function signInRedirect(request: Request, { clearSession }: { clearSession: boolean }): Promise<Response> {
  const url = new URL(request.url);
  const requestedUrl = `${url.pathname}${url.search}`;
  const headers = new Headers();
  if (clearSession) headers.append('Set-Cookie', await destroySession(request));

  const special = specialRouteFor(url.pathname);
  if (special) {
    try {
      const flowId = await createAuthFlow({ ...special, requestedUrl });
      headers.append('Set-Cookie', await cookieFor(flowCookies, request).serialize(flowId));
      return redirect(`/login?${new URLSearchParams({ route: special.routeType })}`, { headers });
    } catch (error) {
      // Without a stored flow the page still comes back after sign-in through redirectTo.
      log().error({ err: error }, 'could not store the special-route flow');
    }
  }
  const search = url.pathname === '/' ? '' : `?${new URLSearchParams({ redirectTo: requestedUrl })}`;
  return redirect(`/login${search}`, { headers });
}

/** The stored special-route flow's id, if this browser has one. */
export function getFlowId(request: Request): Promise<string | null> {
  return readCookieString(flowCookies, request);
}

/** Deletes the stored special-route flow (if any) and returns the Set-Cookie value that clears its flag. */
export async function clearFlow(request: Request): Promise<string> {
  const flowId = await getFlowId(request);
  if (flowId) {
    try {
      await deleteAuthFlow(flowId);
    } catch (error) {
      // The flow expires on its own within the hour; the cookie is cleared either way.
      log().error({ err: error }, 'could not delete the special-route flow');
    }
  }
  return cookieFor(flowCookies, request).serialize('', { maxAge: 0, expires: new Date(0) });
}

const oidcStateSchema = z.object({
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  params: CarriedParamsSchema,
});
export type OidcState = z.infer<typeof oidcStateSchema>;

/** Set-Cookie value that keeps the OIDC state, PKCE verifier and nonce for 10 minutes. */
export function commitOidcState(request: Request, state: OidcState): Promise<string> {
  return cookieFor(oidcCookies, request).serialize(state);
}

export async function readOidcState(request: Request): Promise<OidcState | null> {
  const value: unknown = await cookieFor(oidcCookies, request).parse(request.headers.get('Cookie'));
  const parsed = oidcStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function destroyOidcState(request: Request): Promise<string> {
  return cookieFor(oidcCookies, request).serialize('', { maxAge: 0, expires: new Date(0) });
}
