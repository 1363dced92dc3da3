import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import { DEMO_PASSWORD } from '@impromptu/db';

type Http = () => ReturnType<typeof request>;

/** What POST /auth/signup and POST /auth/login answer: a signed-in session. */
export interface Session {
  token: string;
  userId: string;
  expiresAt: string;
  absoluteExpiresAt: string;
}

export interface SignupOptions {
  /** Default: a new e-mail from `label`. */
  email?: string;
  /** The start of the generated e-mail (default 'user'). */
  label?: string;
  /** Default: the demo password, so `login(email)` signs the account in again. */
  password?: string;
  firstName?: string;
  lastName?: string;
}

export interface NewUserOptions {
  email?: string;
  label?: string;
  type?: 'LEARNER' | 'COACH' | 'ADMIN';
  /** Default: the demo accounts' plan for the type (LEARNER free, COACH coach, ADMIN trainings); null for none. */
  plan?: string | null;
  firstName?: string;
  lastName?: string;
  timeZone?: string;
  preferredGame?: string | null;
  /** The stored streak, shown until a round is projected. */
  currentDailyStreak?: number;
  /** Features granted to the user itself (viewable, unlocked). Default: ADMIN_ONLY for an ADMIN, else none. */
  features?: string[];
}

export interface NewUser {
  id: string;
  email: string;
  /** The demo password: `login(user.email)` signs the user in. */
  password: string;
}

export interface GameSessionBody {
  shortCode?: string;
  settings?: Record<string, unknown>;
  isMultiplayer?: boolean;
  players?: unknown[];
  [field: string]: unknown;
}

const DEFAULT_PLAN = { LEARNER: 'free', COACH: 'coach', ADMIN: 'trainings' } as const;

// One counter for the whole file: two apps on one database still get different e-mails.
let counter = 0;

// Test files run in parallel workers, and against a running BFF beside earlier runs: a random part keeps e-mails apart.
const RUN = randomBytes(3).toString('hex');

/** `label-<time>-<run>-<n>@example.com`: new on every call, in every worker and every run. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${RUN}-${counter}@example.com`;
}

/**
 * The users, sessions and game sessions API tests start from, made through the API — the product's
 * own routes, and for users of any type and plan the test-only seeding route (TEST_SEEDING) — so
 * the same factories serve an in-process app and a running BFF.
 */
export function createFactories(http: Http) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A new account through POST /auth/signup (201): no plan yet, named Sam Speaker unless told. */
  async function signup(options: SignupOptions = {}): Promise<Session> {
    const response = await http()
      .post('/auth/signup')
      .send({
        email: options.email ?? uniqueEmail(options.label),
        password: options.password ?? DEMO_PASSWORD,
        firstName: options.firstName ?? 'Sam',
        lastName: options.lastName ?? 'Speaker',
      });
    expect(response.status).toBe(201);
    return response.body as Session;
  }

  /** Signs an existing account in through POST /auth/login (200): a seeded demo account by default password. */
  async function login(email: string, password: string = DEMO_PASSWORD): Promise<Session> {
    const response = await http().post('/auth/login').send({ email, password });
    expect(response.status).toBe(200);
    return response.body as Session;
  }

  /** A user of any type and plan through POST /testing/users (201), with the demo password. */
  async function newUser(options: NewUserOptions = {}): Promise<NewUser> {
    const type = options.type ?? 'LEARNER';
    const response = await http()
      .post('/testing/users')
      .send({
        email: options.email ?? uniqueEmail(options.label),
        password: DEMO_PASSWORD,
        firstName: options.firstName ?? 'Sam',
        lastName: options.lastName ?? 'Speaker',
        type,
        plan: options.plan === undefined ? DEFAULT_PLAN[type] : options.plan,
        timeZone: options.timeZone ?? 'UTC',
        preferredGame: options.preferredGame ?? null,
        currentDailyStreak: options.currentDailyStreak ?? 0,
        features: options.features ?? (type === 'ADMIN' ? ['ADMIN_ONLY'] : []),
      });
    expect(response.status).toBe(201);
    const created = response.body as { id: string; email: string };
    return { id: created.id, email: created.email, password: DEMO_PASSWORD };
  }

  /** A new user of a type and plan (see `newUser`), signed in. */
  async function newSession(options: NewUserOptions = {}): Promise<Session & { email: string }> {
    const user = await newUser(options);
    return { ...(await login(user.email, user.password)), email: user.email };
  }

  /** POST /game-sessions (201) as the session's user; answers the game session id. Default: solo Triple Step, 2 rounds. */
  async function newGameSession(token: string, body: GameSessionBody = {}): Promise<string> {
    const response = await http()
      .post('/game-sessions')
      .set(auth(token))
      .send({
        shortCode: 'triple-step',
        settings: { isTitleSuggested: true, totalRounds: 2 },
        isMultiplayer: false,
        players: ['Player 1'],
        ...body,
      });
    expect(response.status).toBe(201);
    return (response.body as { sessionId: string }).sessionId;
  }

  return { auth, uniqueEmail, signup, login, newUser, newSession, newGameSession };
}

export type Factories = ReturnType<typeof createFactories>;
