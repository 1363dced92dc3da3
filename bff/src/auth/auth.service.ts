import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/error-response.js';
import { AuthRepository, type SessionRow } from './auth.repository.js';
import { AUTH_MESSAGES, type ActiveSessionDto, type CurrentSessionDto, type LoginBody, type SessionTokenDto, type SignupBody } from './auth.dto.js';
import { CLOCK, type Clock } from './clock.js';
import type { AuthenticatedUser } from './current-user.decorator.js';
import { hashPassword, verifyPassword } from './password.js';
import { generateSessionToken, hashSessionToken } from './session-token.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** ARCHITECTURE §5 and issue 3: sessions end after 14 days without use and 90 days in all. */
export const SESSION_IDLE_TIMEOUT_MS = 14 * DAY;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * DAY;
/** Use extends the idle expiry, but the row is written at most once a minute so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;
const USER_AGENT_MAX_LENGTH = 512;

@Injectable()
export class AuthService {
  constructor(
    @Inject(AuthRepository) private readonly repository: AuthRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async signup(body: SignupBody, userAgent: string | undefined): Promise<SessionTokenDto> {
    const created = await this.repository.createUser({
      email: body.email,
      password_hash: await hashPassword(body.password),
      first_name: body.firstName ?? '',
      last_name: body.lastName ?? '',
    });
    if (!created) throw new ApiException(HttpStatus.CONFLICT, AUTH_MESSAGES.emailTaken);
    return this.startSession(created.id, userAgent);
  }

  async login(body: LoginBody, userAgent: string | undefined): Promise<SessionTokenDto> {
    const now = this.clock.now();
    // Refused before the password is looked at, so a right password does not get through either.
    if (await this.isThrottled(body.email, now)) {
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, AUTH_MESSAGES.tooManyAttempts);
    }
    const user = await this.repository.getUserByEmail(body.email);
    const valid = await verifyPassword(user?.password_hash, body.password);
    await this.repository.recordLoginAttempt(body.email, valid, now);
    if (!valid || !user) throw new ApiException(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.wrongCredentials);
    return this.startSession(user.id, userAgent);
  }

  /** A new session for a user who just proved who they are (password or identity provider). */
  async startSession(userId: string, userAgent: string | undefined): Promise<SessionTokenDto> {
    const now = this.clock.now();
    const token = generateSessionToken();
    const session = await this.repository.createSession({
      user_id: userId,
      token_hash: hashSessionToken(token),
      created_at: now,
      last_seen_at: now,
      idle_expires_at: new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
      absolute_expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
      user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
    });
    return {
      token,
      expiresAt: expiresAt(session).toISOString(),
      absoluteExpiresAt: session.absolute_expires_at.toISOString(),
      userId,
    };
  }

  /** The user of a bearer token; 401 when it is unknown, revoked or expired. */
  async authenticate(token: string | undefined): Promise<AuthenticatedUser> {
    if (token === undefined) throw new ApiException(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.authenticationRequired);
    const session = await this.repository.getSessionByTokenHash(hashSessionToken(token));
    if (!session) throw new ApiException(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.authenticationRequired);
    const now = this.clock.now();
    if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt) {
      throw new ApiException(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.sessionExpired);
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await this.repository.touchSession(session.sessionId, now, new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS));
    }
    return { id: session.userId, email: session.email, type: session.type, sessionId: session.sessionId };
  }

  async logout(user: AuthenticatedUser): Promise<void> {
    await this.repository.revokeSession(user.sessionId, this.clock.now());
  }

  async getCurrentSession(user: AuthenticatedUser): Promise<CurrentSessionDto> {
    const session = await this.repository.getSession(user.sessionId);
    if (!session) throw new ApiException(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.authenticationRequired);
    return {
      userId: user.id,
      sessionId: session.id,
      expiresAt: expiresAt(session).toISOString(),
      absoluteExpiresAt: session.absolute_expires_at.toISOString(),
    };
  }

  async getActiveSessions(user: AuthenticatedUser): Promise<ActiveSessionDto[]> {
    const sessions = await this.repository.getActiveSessions(user.id, this.clock.now());
    return sessions.map((session) => ({
      id: session.id,
      createdAt: session.created_at.toISOString(),
      lastSeenAt: session.last_seen_at.toISOString(),
      expiresAt: expiresAt(session).toISOString(),
      userAgent: session.user_agent,
      current: session.id === user.sessionId,
    }));
  }

  async revokeOtherSessions(user: AuthenticatedUser): Promise<{ revoked: number }> {
    return { revoked: await this.repository.revokeOtherSessions(user.id, user.sessionId, this.clock.now()) };
  }

  /** Throttled when the last LOGIN_FAILURE_LIMIT attempts within the window all failed (a success resets the count). */
  private async isThrottled(email: string, now: Date): Promise<boolean> {
    const attempts = await this.repository.getLoginAttemptsSince(
      email,
      new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
      LOGIN_FAILURE_LIMIT,
    );
    return attempts.length >= LOGIN_FAILURE_LIMIT && attempts.every((attempt) => !attempt.succeeded);
  }
}

function expiresAt(session: Pick<SessionRow, 'idle_expires_at' | 'absolute_expires_at'>): Date {
  return session.idle_expires_at < session.absolute_expires_at ? session.idle_expires_at : session.absolute_expires_at;
}
