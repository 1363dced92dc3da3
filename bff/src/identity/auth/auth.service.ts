import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DomainError } from '@impromptu/kernel';
import { ApiException, VALIDATION_FAILED } from '../../common/error-response.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, LOGGER } from '../../infrastructure/tokens.js';
import { AccessService } from '../access/access.service.js';
import { AuthRepository, type SessionRow } from './auth.repository.js';
import {
  AUTH_MESSAGES,
  tooManyAttemptsMessage,
  type ActiveSessionDto,
  type CurrentSessionDto,
  type LoginBody,
  type SessionTokenDto,
  type SignupBody,
} from './auth.dto.js';
import { clientAddress, trustProxies, type RequestClient, type TrustProxy } from './client-address.js';
import { CLOCK, type Clock } from './clock.js';
import type { AuthenticatedUser } from './current-user.decorator.js';
import {
  afterSuccess,
  attemptWait,
  chargeAttempt,
  loginThrottlePolicies,
  throttleSubjects,
  waitSeconds,
  type LoginThrottlePolicies,
} from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import { isStrongPassword } from './password-strength.js';
import { SessionCache } from './session-cache.js';
import { SessionRevocations } from './session-revocations.js';
import { generateSessionToken, hashSessionToken } from './session-token.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** ARCHITECTURE §5: sessions end after 14 days without use and 90 days in all (why: docs/decisions/0005). */
export const SESSION_IDLE_TIMEOUT_MS = 14 * DAY;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * DAY;
/** Use extends the idle expiry, but the row is written at most once a minute so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;
const USER_AGENT_MAX_LENGTH = 512;

/**
 * A sign-in refused by the throttle; Retry-After carries the wait (RetryAfterInterceptor). An ApiException, not a
 * DomainError (ADR 0065): 429 is the transport's rate limit, and the interceptor reads the wait off this class.
 */
export class TooManyAttemptsException extends ApiException {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, tooManyAttemptsMessage(retryAfterSeconds));
  }
}

@Injectable()
export class AuthService {
  private readonly trustProxy: TrustProxy;
  private readonly throttlePolicies: LoginThrottlePolicies;
  private readonly warned = new Set<'unnamedClient' | 'untrustedProxy'>();

  constructor(
    @Inject(AuthRepository) private readonly repository: AuthRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(SessionRevocations) private readonly revocations: SessionRevocations,
  ) {
    this.trustProxy = trustProxies(config.TRUSTED_PROXIES);
    this.throttlePolicies = loginThrottlePolicies(config.LOGIN_FAILURES_PER_CLIENT_BEFORE_DELAY);
  }

  async signup(body: SignupBody, client: RequestClient): Promise<SessionTokenDto> {
    if (!(await isStrongPassword(body.password, body))) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [{ path: 'body.password', message: AUTH_MESSAGES.passwordTooWeak }],
      });
    }
    const created = await this.repository.createUser({
      email: body.email,
      password_hash: await hashPassword(body.password),
      first_name: body.firstName ?? '',
      last_name: body.lastName ?? '',
    });
    if (!created) throw new DomainError('conflict', AUTH_MESSAGES.emailTaken);
    return this.startSession(created.id, client.userAgent);
  }

  /**
   * Signs in with a password, throttled per client, per account and per client on the account with
   * waits that double (docs/decisions/0005). An attempt inside a wait is refused before the password
   * is looked at, so a right password does not get through either.
   */
  async login(body: LoginBody, client: RequestClient): Promise<SessionTokenDto> {
    const now = this.clock.now();
    const subjects = throttleSubjects(body.email, this.throttledAddress(client));
    await this.repository.deleteExpiredLoginCounters(now);
    const { before, after: charged } = await this.repository.changeLoginCounters(subjects, now, (counters) =>
      attemptWait(counters, now, this.throttlePolicies) > 0
        ? undefined
        : chargeAttempt(counters, now, this.throttlePolicies),
    );
    if (!charged) throw new TooManyAttemptsException(waitSeconds(attemptWait(before, now, this.throttlePolicies)));

    const user = await this.access.findAccountByEmail(body.email);
    const valid = await verifyPassword(user?.password_hash, body.password);
    if (!valid || !user) throw new DomainError('unauthenticated', AUTH_MESSAGES.wrongCredentials);
    await this.repository.changeLoginCounters(subjects, now, (current) => afterSuccess(current, charged, before, now));
    return this.startSession(user.id, client.userAgent);
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

  /**
   * The user of a bearer token; 401 when it is unknown, revoked or expired. A session validated in the
   * last few seconds comes from this process's SessionCache (revocations evict it everywhere at once);
   * expiry is checked on every request all the same.
   */
  async authenticate(token: string | undefined): Promise<AuthenticatedUser> {
    if (token === undefined) throw new DomainError('unauthenticated', AUTH_MESSAGES.authenticationRequired);
    const tokenHash = hashSessionToken(token);
    const cacheKey = tokenHash.toString('base64');
    let session = this.sessions.get(cacheKey);
    if (!session) {
      const generation = this.sessions.generation;
      session = await this.repository.getSessionByTokenHash(tokenHash);
      if (!session) throw new DomainError('unauthenticated', AUTH_MESSAGES.authenticationRequired);
      this.sessions.set(cacheKey, session, generation);
    }
    const now = this.clock.now();
    if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt) {
      throw new DomainError('unauthenticated', AUTH_MESSAGES.sessionExpired);
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      const idleExpiresAt = new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
      await this.repository.touchSession(session.sessionId, now, idleExpiresAt);
      // The cached copy (the same object) follows, so the next requests neither touch again nor expire early.
      session.lastSeenAt = now;
      session.idleExpiresAt = idleExpiresAt;
    }
    return { id: session.userId, email: session.email, type: session.type, sessionId: session.sessionId };
  }

  async logout(user: AuthenticatedUser): Promise<void> {
    await this.repository.revokeSession(user.sessionId, this.clock.now());
    await this.revocations.revoke([user.sessionId]);
  }

  async getCurrentSession(user: AuthenticatedUser): Promise<CurrentSessionDto> {
    const session = await this.repository.getSession(user.sessionId);
    if (!session) throw new DomainError('unauthenticated', AUTH_MESSAGES.authenticationRequired);
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
    const revoked = await this.repository.revokeOtherSessions(user.id, user.sessionId, this.clock.now());
    await this.revocations.revoke(revoked);
    return { revoked: revoked.length };
  }

  /**
   * The client address to count sign-in failures by; without one only the account-wide limit applies.
   * Each way a deployment can get TRUSTED_PROXIES wrong is logged once.
   */
  private throttledAddress(client: RequestClient): string | undefined {
    const address = clientAddress(client, this.trustProxy);
    if (address === undefined) {
      this.warnOnce(
        'unnamedClient',
        { peerAddress: client.peerAddress },
        'A sign-in came through a trusted proxy that named no valid client address (X-Forwarded-For): only the account-wide throttle applies to such requests',
      );
    } else if (
      client.forwardedFor !== undefined &&
      client.peerAddress !== undefined &&
      !this.trustProxy(client.peerAddress, 0)
    ) {
      this.warnOnce(
        'untrustedProxy',
        { peerAddress: client.peerAddress },
        'A sign-in carried X-Forwarded-For from an address outside TRUSTED_PROXIES: it is counted as the client. If it is the web app, add it to TRUSTED_PROXIES',
      );
    }
    return address;
  }

  private warnOnce(problem: 'unnamedClient' | 'untrustedProxy', details: object, message: string): void {
    if (this.warned.has(problem)) return;
    this.warned.add(problem);
    this.logger.warn(details, message);
  }
}

function expiresAt(session: Pick<SessionRow, 'idle_expires_at' | 'absolute_expires_at'>): Date {
  return session.idle_expires_at < session.absolute_expires_at ? session.idle_expires_at : session.absolute_expires_at;
}
