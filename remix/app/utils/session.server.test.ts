import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlanCode } from '@impromptu/access';
import type { UserProfileSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { withClientAddress } from './request-scope.server';
import type * as SignInServer from '~/auth/sign-in.server';
import type * as RedirectLinkRoute from '../routes/resources.redirect-link';
import type * as SessionServer from './session.server';

/** A stand-in BFF: each test says how it answers and reads what it was asked. */
interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}
type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer | ((call: Call) => Answer)> = {};
let calls: Call[] = [];

function send(res: ServerResponse, { status, body }: Answer) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

let server: Server;
let session: typeof SessionServer;
let signIn: typeof SignInServer;
let redirectLink: typeof RedirectLinkRoute;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const call: Call = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? null,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      send(
        res,
        typeof answer === 'function'
          ? answer(call)
          : (answer ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The web app reads BFF_URL once when its modules load.
  process.env.BFF_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await import('./session.server');
  signIn = await import('~/auth/sign-in.server');
  redirectLink = await import('../routes/resources.redirect-link');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The profile as GET /user/me answers it, and inside GET /pages/shell, which a /games page read asks instead (ADR 0019). */
function answerProfile(answer: Answer) {
  answers['GET /user/me'] = answer;
  answers['GET /pages/shell'] =
    answer.status === 200
      ? { status: 200, body: { profile: answer.body, notifications: [], mustStartPrivateCoaching: false } }
      : answer;
}

beforeEach(() => {
  answers = {};
  calls = [];
});

// GET /user/me as the BFF answers it: the web app reads it with the BFF's own schema.
const profile = (overrides: { plan?: PlanCode | null; isFundamentalsStudent?: boolean } = {}) => {
  const plan = overrides.plan === undefined ? 'trainings' : overrides.plan;
  return {
    user: {
      id: '6f1f0c1e-9a55-4a51-9d7b-3d7f7d4b8a11',
      auth0Id: null,
      signsInWithPassword: true,
      updatedAt: '2025-01-01T00:00:00.000Z',
      email: 'learner@example.com',
      emailVerified: true,
      firstName: 'Lee',
      lastName: 'Arner',
      type: 'LEARNER',
      level: null,
      preferredGame: null,
      currentDailyStreak: 0,
      picture: null,
      metadata: {},
      ianaTimeZone: 'UTC',
      plan,
    },
    plan,
    isPlanPaused: false,
    subscription: null,
    subscriptions: [],
    groups: [],
    flags: {
      isFundamentalsStudent: overrides.isFundamentalsStudent ?? false,
      isActiveFundamentalsStudent: false,
      isCorporateFundamentalsStudent: false,
    },
    features: {},
    navigation: {
      home: true,
      classes: true,
      cohorts: false,
      assessments: false,
      games: true,
      courses: false,
      virtualCoach: false,
      admin: false,
      bots: false,
    },
    gameUsers: [],
    userGames: [],
    assessments: [],
    userScheduledEvents: [],
  } satisfies z.input<typeof UserProfileSchema>;
};

function request(path: string, { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost:3000${path}`, {
    headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(';', 1)[0]!;

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('expected a thrown response');
}

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/ and lasts 90 days over http', async () => {
    const header = await session.commitSession(request('/'), 'token-1');
    expect(header).toMatch(/^impromptu_session=/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${90 * 24 * 3600}`);
    expect(header).not.toContain('Secure');
    await expect(session.getSessionToken(request('/', { cookie: cookiePair(header) }))).resolves.toBe('token-1');
  });

  it('takes the __Host- prefix and Secure when the request came over https through a proxy', async () => {
    const behindProxy = request('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    const header = await session.commitSession(behindProxy, 'token-2');
    expect(header).toMatch(/^__Host-impromptu_session=/);
    expect(header).toContain('Secure');
    expect(header).not.toMatch(/Domain=/i);
    const back = request('/', { headers: { 'X-Forwarded-Proto': 'https', Cookie: cookiePair(header) } });
    await expect(session.getSessionToken(back)).resolves.toBe('token-2');
  });

  it('is removed by destroySession', async () => {
    const header = await session.destroySession(request('/'));
    expect(header).toMatch(/^impromptu_session=;/);
    expect(header).toContain('Max-Age=0');
  });
});

describe('requireUser', () => {
  it('stores the special route and sends an unauthenticated visit of /zoom/meeting/123 to /login?route=zoom', async () => {
    answers['POST /auth/flows'] = { status: 201, body: { flowId: '9a0e1c52-5f7b-4d3c-8f31-2c1d9e8b7a60' } };
    const response = await caught(session.requireUser(request('/zoom/meeting/123')));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?route=zoom');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/flows',
        body: { routeType: 'zoom', requestedUrl: '/zoom/meeting/123', targetId: '123' },
      }),
    ]);
    const flowCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('impromptu_flow='));
    expect(flowCookie).toContain('HttpOnly');
    expect(flowCookie).toContain('Max-Age=3600');
  });

  it.each([
    ['/feedback/session/abc', { routeType: 'feedback', targetId: 'abc' }],
    ['/feedback/current', { routeType: 'feedback' }],
    ['/join/class', { routeType: 'zoom' }],
    ['/subscribe/paythen/trainings', { routeType: 'subscribe', targetId: 'trainings' }],
    ['/playbook-offer-checkout-pay', { routeType: 'playbook-offer' }],
  ])('knows %s as a special route', (path, expected) => {
    expect(session.specialRouteFor(path)).toEqual(expected);
  });

  it('sends any other unauthenticated visit to /login with a redirectTo', async () => {
    const response = await caught(session.requireUser(request('/games/home?tab=2')));
    expect(response.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/games/home?tab=2')}`);
    expect(calls).toEqual([]);
  });

  it('clears a session cookie the BFF refuses and sends the visitor to sign in', async () => {
    answerProfile({ status: 401, body: { statusCode: 401, message: 'Authentication required.' } });
    const response = await caught(
      session.requireUser(request('/games/leaderboard', { cookie: 'impromptu_session=InN0YWxlIg%3D%3D' })),
    );
    expect(response.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/games/leaderboard')}`);
    expect(response.headers.getSetCookie().some((cookie) => /^impromptu_session=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/pages/shell', authorization: 'Bearer stale' });
  });

  it('returns the profile with the bearer token of the cookie', async () => {
    answerProfile({ status: 200, body: profile() });
    const cookie = cookiePair(await session.commitSession(request('/'), 'good-token'));
    const user = await session.requireUser(request('/games/leaderboard', { cookie }));
    expect(user.user.email).toBe('learner@example.com');
    expect(user.plan).toBe('trainings');
    expect(calls[0]?.authorization).toBe('Bearer good-token');
  });

  it('fetches the profile once for all the loaders of one page view, each with its own copy of the Request', async () => {
    answerProfile({ status: 200, body: profile() });
    const cookie = cookiePair(await session.commitSession(request('/'), 'shared-token'));
    // Remix hands the root, layout and page loaders each a new Request of the same page view.
    const loaders = () =>
      Promise.all([1, 2, 3].map(() => session.requireUser(request('/games/leaderboard', { cookie }))));
    await withClientAddress('203.0.113.9', loaders);
    expect(calls.map((call) => call.path)).toEqual(['/pages/shell']);
    // The next page view fetches it again.
    await withClientAddress('203.0.113.9', loaders);
    expect(calls.map((call) => call.path)).toEqual(['/pages/shell', '/pages/shell']);
  });

  it("reads a /games page's shell with the profile, and the profile alone elsewhere", async () => {
    answerProfile({ status: 200, body: profile() });
    const banner = {
      id: '9b2f4c1e-3a55-4a51-9d7b-3d7f7d4b8a22',
      name: 'spring',
      type: 'BANNER',
      content: {
        smallBody: 'Warm up first.',
        largeBody: 'Two minutes of Triple Step.',
        ctaUrl: null,
        ctaButtonText: null,
      },
    };
    answers['GET /pages/shell'] = {
      status: 200,
      body: { profile: profile(), notifications: [banner], mustStartPrivateCoaching: true },
    };
    const cookie = cookiePair(await session.commitSession(request('/'), 'shell-token'));
    await withClientAddress('203.0.113.9', async () => {
      const page = request('/games/leaderboard', { cookie });
      await session.requireUser(page);
      expect(await session.loadShellPage(request('/games/leaderboard', { cookie }))).toMatchObject({
        notifications: [banner],
        mustStartPrivateCoaching: true,
      });
    });
    await withClientAddress('203.0.113.9', async () => {
      await session.requireUser(request('/subscriptions', { cookie }));
      expect(await session.loadShellPage(request('/subscriptions', { cookie }))).toBeNull();
    });
    expect(calls.map((call) => call.path)).toEqual(['/pages/shell', '/user/me']);
  });
});

describe('a page read with its shell (ADR 0043)', () => {
  it('reads home and its shell in one BFF request shared by the root, layout and page loaders', async () => {
    const shell = { profile: profile(), notifications: [], mustStartPrivateCoaching: false };
    answers['GET /pages/home'] = {
      status: 200,
      body: { shell, games: [], courses: null, classes: null, dailyPractice: null },
    };
    const cookie = cookiePair(await session.commitSession(request('/'), 'home-token'));
    await withClientAddress('203.0.113.9', async () => {
      const [user, page] = await Promise.all([
        session.requireUser(request('/games/home', { cookie })),
        session.loadPageRead(request('/games/home', { cookie }), '/games/home'),
        session.loadShellPage(request('/games/home', { cookie })),
      ]);
      expect(user.user.email).toBe('learner@example.com');
      expect(page?.shell).toEqual(shell);
    });
    expect(calls.map((call) => call.path)).toEqual(['/pages/home']);
  });

  it("reads the games dashboard and its shell in one BFF request: home's read (ADR 0043 addendum)", async () => {
    const shell = { profile: profile(), notifications: [], mustStartPrivateCoaching: false };
    answers['GET /pages/home'] = {
      status: 200,
      body: { shell, games: [], courses: null, classes: null, dailyPractice: null },
    };
    const cookie = cookiePair(await session.commitSession(request('/'), 'dashboard-token'));
    await withClientAddress('203.0.113.9', async () => {
      const [user, page, shown] = await Promise.all([
        session.requireUser(request('/games/dashboard', { cookie })),
        session.loadPageRead(request('/games/dashboard', { cookie }), '/games/dashboard'),
        session.loadShellPage(request('/games/dashboard', { cookie })),
        // Another page's read is not this view's: it is not asked.
        session.loadPageRead(request('/games/dashboard', { cookie }), '/games/home'),
      ]);
      expect(user.user.email).toBe('learner@example.com');
      expect(page?.shell).toEqual(shell);
      expect(shown).toEqual(shell);
    });
    expect(calls.map((call) => call.path)).toEqual(['/pages/home']);
  });

  it('refuses to skip the schema of an answer the schema would change (an unknown key is stripped)', async () => {
    answers['GET /pages/home'] = {
      status: 200,
      body: {
        shell: { profile: profile(), notifications: [], mustStartPrivateCoaching: false },
        games: [],
        courses: null,
        classes: null,
        dailyPractice: null,
        surprise: true,
      },
    };
    const cookie = cookiePair(await session.commitSession(request('/'), 'home-token'));
    await expect(
      withClientAddress('203.0.113.9', () => session.loadPageRead(request('/games/home', { cookie }), '/games/home')),
    ).rejects.toThrow(/trustedInProduction/);
  });
});

describe('requireUserWithPlan (spec 3 §2.1 plan guard)', () => {
  it('sends a user with no plan to /subscriptions', async () => {
    answerProfile({ status: 200, body: profile({ plan: null }) });
    const cookie = cookiePair(await session.commitSession(request('/'), 't'));
    const response = await caught(session.requireUserWithPlan(request('/games/leaderboard', { cookie })));
    expect(response.headers.get('Location')).toBe('/subscriptions');
  });

  it('lets a user with no plan through on the subscribe-then-pay route', async () => {
    answerProfile({ status: 200, body: profile({ plan: null }) });
    const cookie = cookiePair(await session.commitSession(request('/'), 't'));
    await expect(
      session.requireUserWithPlan(request('/subscribe/paythen/trainings', { cookie })),
    ).resolves.toMatchObject({ plan: null });
  });
});

describe('sign-in pages', () => {
  it('forget the stored special route on a direct visit with no query', async () => {
    answers['DELETE /auth/flows/f1'] = { status: 204 };
    answers['GET /auth/oidc'] = { status: 200, body: { enabled: false } };
    const flowCookie = 'impromptu_flow=ImYxIg%3D%3D';
    const page = await signIn.signInPageLoader(request('/login', { cookie: flowCookie }), { signup: false });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('DELETE /auth/flows/f1');
    expect(page.headers.getSetCookie().some((cookie) => /^impromptu_flow=;.*Max-Age=0/.test(cookie))).toBe(true);
  });

  it('keep it when login was asked for by a special route', async () => {
    answers['GET /auth/oidc'] = { status: 200, body: { enabled: false } };
    const page = await signIn.signInPageLoader(
      request('/login?route=zoom', { cookie: 'impromptu_flow=ImYxIg%3D%3D' }),
      { signup: false },
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(page.data).toEqual({ params: {}, route: 'zoom' });
  });

  it('read zoom_meeting_id and feedback_session_id to carry them to /auth-callback', async () => {
    answers['GET /auth/oidc'] = { status: 200, body: { enabled: false } };
    const page = await signIn.signInPageLoader(request('/signup?zoom_meeting_id=123&feedback_session_id=s9'), {
      signup: true,
    });
    expect(page.data.params).toEqual({ zoom_meeting_id: '123', feedback_session_id: 's9' });
    const done = await signIn.completeSignIn(request('/login'), 'new-token', page.data.params);
    expect(done.headers.get('Location')).toBe('/auth-callback?zoom_meeting_id=123&feedback_session_id=s9');
    expect(done.headers.get('Set-Cookie')).toMatch(/^impromptu_session=/);
  });

  it('go to the OpenID Connect provider when it is configured, keeping state, verifier and nonce in a cookie', async () => {
    answers['GET /auth/oidc'] = { status: 200, body: { enabled: true } };
    answers['POST /auth/oidc/authorize'] = {
      status: 200,
      body: {
        authorizationUrl: 'https://id.example/authorize?x=1',
        state: 's',
        codeVerifier: 'v'.repeat(43),
        nonce: 'n',
      },
    };
    const response = await caught(signIn.signInPageLoader(request('/signup?zoom_meeting_id=5'), { signup: true }));
    expect(response.headers.get('Location')).toBe('https://id.example/authorize?x=1');
    expect(calls.find((call) => call.path === '/auth/oidc/authorize')?.body).toEqual({
      redirectUri: 'http://localhost:3000/auth-callback',
      signup: true,
    });
    const oidcCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('impromptu_oidc='))!;
    expect(oidcCookie).toContain('HttpOnly');
    const state = await session.readOidcState(request('/auth-callback', { cookie: cookiePair(oidcCookie) }));
    expect(state).toEqual({ state: 's', codeVerifier: 'v'.repeat(43), nonce: 'n', params: { zoom_meeting_id: '5' } });
  });
});

describe('routeAfterSignIn (spec 3 §4.6)', () => {
  const route = async (path: string, cookie: string | undefined) =>
    signIn.routeAfterSignIn(request(path, { cookie }), {
      token: null,
      params: Object.fromEntries(new URL(`http://x${path}`).searchParams),
      arrivedFromElsewhere: false,
    });
  const signedIn = async () => cookiePair(await session.commitSession(request('/'), 't'));

  it('sends a visitor with no session to /login', async () => {
    const response = await caught(route('/auth-callback?zoom_meeting_id=123', undefined));
    expect(response.headers.get('Location')).toBe('/login?zoom_meeting_id=123');
  });

  it('replays the stored special route once and deletes it', async () => {
    answerProfile({ status: 200, body: profile() });
    answers['GET /auth/flows/f1'] = {
      status: 200,
      body: { routeType: 'zoom', requestedUrl: '/zoom/meeting/123', targetId: '123' },
    };
    answers['DELETE /auth/flows/f1'] = { status: 204 };
    const response = await route('/auth-callback', `${await signedIn()}; impromptu_flow=ImYxIg%3D%3D`);
    expect(response.headers.get('Location')).toBe('/zoom/meeting/123');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('DELETE /auth/flows/f1');
    expect(response.headers.getSetCookie().some((cookie) => /^impromptu_flow=;/.test(cookie))).toBe(true);
  });

  it('puts a zoom meeting id before a feedback session and a requested URL', async () => {
    answerProfile({ status: 200, body: profile() });
    const response = await route(
      '/auth-callback?zoom_meeting_id=77&feedback_session_id=s1&redirectTo=%2Fgames%2Fclass',
      await signedIn(),
    );
    expect(response.headers.get('Location')).toBe('/zoom/meeting/77');
  });

  it('follows a safe requested URL and refuses one to another site', async () => {
    answerProfile({ status: 200, body: profile() });
    const safe = await route('/auth-callback?redirectTo=%2Fgames%2Fclass', await signedIn());
    expect(safe.headers.get('Location')).toBe('/games/class');
    const unsafe = await route('/auth-callback?redirectTo=%2F%2Fevil.example', await signedIn());
    expect(unsafe.headers.get('Location')).toBe('/games/home');
  });

  it('sends a user with no plan to /subscriptions', async () => {
    answerProfile({ status: 200, body: profile({ plan: null }) });
    const response = await route('/auth-callback', await signedIn());
    expect(response.headers.get('Location')).toBe('/subscriptions');
  });
});

describe('redirect links (spec 3 §2.15)', () => {
  const fetchLink = async (query: string, cookie?: string) => {
    const response = await redirectLink.loader({
      request: request(`/resources/redirect-link?${query}`, { cookie }),
      params: {},
      context: {},
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const signedIn = async () => cookiePair(await session.commitSession(request('/'), 't'));

  it('answers the join link of a meeting', async () => {
    answers['GET /zoom/meeting/123/join'] = {
      status: 200,
      body: { success: true, data: { join_url: 'http://localhost:3000/meetings/123/join?role=attendee' } },
    };
    await expect(fetchLink('kind=zoom&id=123', await signedIn())).resolves.toEqual({
      status: 200,
      body: { ok: true, link: 'http://localhost:3000/meetings/123/join?role=attendee' },
    });
  });

  it('asks for the current class with its event types', async () => {
    answers['GET /zoom/meeting/current/join?eventTypes=COHORT_CLASS%2CFUNDAMENTALS_CLASS'] = {
      status: 404,
      body: { statusCode: 404, message: 'No current class found (404)' },
    };
    await expect(fetchLink('kind=current-class', await signedIn())).resolves.toEqual({
      status: 404,
      body: { ok: false, statusCode: 404, message: 'No current class found (404)' },
    });
  });

  it('never hands out a script link', async () => {
    answers['GET /feedback/session/s1'] = { status: 200, body: { success: true, redirectUrl: 'javascript:alert(1)' } };
    const { status, body } = await fetchLink('kind=feedback-session&id=s1', await signedIn());
    expect(status).toBe(502);
    expect(body).toMatchObject({ ok: false });
  });

  it('says which id is missing', async () => {
    await expect(fetchLink('kind=feedback-session', await signedIn())).resolves.toEqual({
      status: 400,
      body: { ok: false, statusCode: 400, message: 'Session ID is required' },
    });
  });

  it('gives "Failed to retrieve …" when the BFF has no link', async () => {
    answers['GET /feedback/current'] = { status: 200, body: { success: false } };
    await expect(fetchLink('kind=feedback-current', await signedIn())).resolves.toEqual({
      status: 502,
      body: { ok: false, statusCode: 502, message: 'Failed to retrieve current feedback form.' },
    });
  });
});
