import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import type { AccountTokenPurpose, DB } from '@impromptu/db';
import { DomainError, pluralWord } from '@impromptu/kernel';
import { VALIDATION_FAILED } from '../../common/error-response.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { AUTH_MESSAGES, type SessionTokenDto } from '../auth/auth.dto.js';
import { AuthService } from '../auth/auth.service.js';
import { clientAddress, trustProxies, type RequestClient, type TrustProxy } from '../auth/client-address.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import type { AuthenticatedUser } from '../auth/current-user.decorator.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { isStrongPassword } from '../auth/password-strength.js';
import { SessionRevocations } from '../auth/session-revocations.js';
import { generateSessionToken, hashSessionToken } from '../auth/session-token.js';
import {
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  invitationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verifyEmailEmail,
} from './account-emails.js';
import {
  ACTION_LIMITS,
  ActionThrottledException,
  SignupThrottledException,
  type ActionLimits,
  type SignupAllowance,
  type ThrottledAction,
} from './account-throttle.js';
import {
  ACCOUNT_MESSAGES,
  type AcceptedDto,
  type ChangedPasswordDto,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type ConfirmedEmailDto,
  type InvitedUserDto,
  type InviteUserBody,
  type LinkProblem,
  type LinkStatusDto,
  type ResetPasswordBody,
} from './account.dto.js';
import { AccessService, type Account } from '../access/access.service.js';
import { AccountRepository, type AccountTokenRow } from './account.repository.js';

const HOUR = 3600_000;
/** Issue 25: a reset link lasts 1 hour. */
export const PASSWORD_RESET_TTL_MS = HOUR;
/** Issue 25: an invitation lasts 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * HOUR;
/** A confirmation link (sign-up or a new address) lasts a day. */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * HOUR;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const LINK_MESSAGES: Record<LinkProblem, string> = {
  invalid: ACCOUNT_MESSAGES.linkInvalid,
  expired: ACCOUNT_MESSAGES.linkExpired,
  used: ACCOUNT_MESSAGES.linkUsed,
  'other-address': ACCOUNT_MESSAGES.linkForAnotherAddress,
};

/** A link refused: 400 with the reason, so the page can say so and offer a new link. */
export class LinkRefusedException extends DomainError {
  constructor(readonly problem: LinkProblem) {
    super('invalid', LINK_MESSAGES[problem], { details: { problem } });
  }
}

function weakPassword(path: string): DomainError {
  return new DomainError('invalid', VALIDATION_FAILED, {
    issues: [{ path, message: AUTH_MESSAGES.passwordTooWeak }],
  });
}

/**
 * Forgotten passwords, password and e-mail changes, e-mail confirmation, and the throttles of account
 * actions (issue 25, ADR 0028). Every link carries 32 random bytes (256 bits) kept only as their
 * SHA-256, works once, and its e-mail leaves through the outbox in the transaction that made it.
 */
@Injectable()
export class AccountService {
  private readonly trustProxy: TrustProxy;
  private readonly webUrl: string;
  private readonly limits: ActionLimits;
  private readonly signupAllowance: SignupAllowance;

  constructor(
    @Inject(AccountRepository) private readonly repository: AccountRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionRevocations) private readonly revocations: SessionRevocations,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.trustProxy = trustProxies(config.TRUSTED_PROXIES);
    this.webUrl = config.PUBLIC_WEB_URL.replace(/\/+$/, '');
    this.limits = ACTION_LIMITS;
    this.signupAllowance = {
      burst: config.SIGNUP_BURST_PER_CLIENT,
      intervalMs: config.SIGNUP_INTERVAL_SECONDS_PER_CLIENT * 1000,
    };
  }

  /** Counts an action against its limits; throws 429 with the longest wait when one is past. */
  async throttle(hits: [ThrottledAction, string | undefined][]): Promise<void> {
    const now = this.clock.now();
    let waitMs = 0;
    for (const [action, subject] of hits) {
      if (subject === undefined) continue;
      const limit = this.limits[action];
      const { hits: count, endsAt } = await this.repository.hit(action, subject, now, limit.windowMs);
      if (count > limit.limit) waitMs = Math.max(waitMs, endsAt.getTime() - now.getTime());
    }
    if (waitMs > 0) throw new ActionThrottledException(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  clientOf(client: RequestClient): string | undefined {
    return clientAddress(client, this.trustProxy);
  }

  /** Sign-up is throttled per client (issue 25 item 8) by an allowance a class fits in (ADR 0054). */
  async throttleSignup(client: RequestClient): Promise<void> {
    const subject = this.clientOf(client);
    if (subject === undefined) return;
    const now = this.clock.now();
    const { waitMs } = await this.repository.takeFromBucket('signup:client', subject, now, this.signupAllowance);
    if (waitMs > 0) throw new SignupThrottledException(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** Sends the confirmation link of a new account's address. */
  async sendVerification(user: Pick<Account, 'id' | 'email' | 'first_name'>): Promise<void> {
    const token = generateSessionToken();
    await this.repository.issueToken(
      {
        purpose: 'email_verify',
        userId: user.id,
        email: user.email,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(this.clock.now().getTime() + EMAIL_CONFIRMATION_TTL_MS),
      },
      [verifyEmailEmail(user.email, user.first_name, this.link('/confirm-email', token))],
    );
  }

  /** Always the same answer, whether an account has the address or not; the link goes only to an account's address. */
  async forgotPassword(email: string, client: RequestClient): Promise<AcceptedDto> {
    await this.throttle([
      ['reset-request:email', email],
      ['reset-request:client', this.clientOf(client)],
    ]);
    const user = await this.access.findAccountByEmail(email);
    if (user) {
      const token = generateSessionToken();
      await this.repository.issueToken(
        {
          purpose: 'password_reset',
          userId: user.id,
          email: user.email,
          tokenHash: hashSessionToken(token),
          expiresAt: new Date(this.clock.now().getTime() + PASSWORD_RESET_TTL_MS),
        },
        [passwordResetEmail(user.email, user.first_name, this.link('/reset-password', token))],
      );
    }
    return { message: ACCOUNT_MESSAGES.resetRequested };
  }

  /** What a link's page shows before the person acts: valid, or why not. */
  async linkStatus(token: string, purpose: AccountTokenPurpose, client: RequestClient): Promise<LinkStatusDto> {
    await this.throttle([['link-use:client', this.clientOf(client)]]);
    try {
      const row = await this.usableToken(token, [purpose]);
      return { valid: true, problem: null, message: null, email: row.email };
    } catch (error) {
      if (!(error instanceof LinkRefusedException)) throw error;
      return { valid: false, problem: error.problem, message: error.message, email: null };
    }
  }

  /** A new password from a reset link: signs the person in and ends every other session. */
  async resetPassword(body: ResetPasswordBody, client: RequestClient): Promise<SessionTokenDto> {
    await this.throttle([['link-use:client', this.clientOf(client)]]);
    const token = await this.usableToken(body.token, ['password_reset']);
    const user = await this.access.findAccount(token.user_id);
    if (!user) throw new LinkRefusedException('invalid');
    if (user.email !== token.email) throw new LinkRefusedException('other-address');
    if (!(await isStrongPassword(body.password, ownerOf(user)))) throw weakPassword('body.password');
    const revoked = await this.repository.resetPassword(token, await hashPassword(body.password), this.clock.now());
    if (revoked === undefined) throw new LinkRefusedException('used');
    await this.revocations.revoke(revoked);
    return this.auth.startSession(user.id, client.userAgent);
  }

  /** Settings → Profile: the current password proves it is the owner; every other session ends. */
  async changePassword(user: AuthenticatedUser, body: ChangePasswordBody): Promise<ChangedPasswordDto> {
    await this.throttle([['password-change:user', user.id]]);
    const account = await this.ownAccount(user);
    if (account.password_hash === null) throw new DomainError('conflict', ACCOUNT_MESSAGES.noPasswordAccount);
    if (!(await verifyPassword(account.password_hash, body.currentPassword))) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [{ path: 'body.currentPassword', message: ACCOUNT_MESSAGES.wrongPassword }],
      });
    }
    if (!(await isStrongPassword(body.newPassword, ownerOf(account)))) throw weakPassword('body.newPassword');
    const revoked = await this.repository.changePassword(
      user.id,
      await hashPassword(body.newPassword),
      user.sessionId,
      this.clock.now(),
      [passwordChangedEmail(account.email, account.first_name, this.link('/login'))],
    );
    await this.revocations.revoke(revoked);
    return {
      message:
        revoked.length === 0
          ? 'Your password has been changed.'
          : `Your password has been changed, and ${revoked.length} other ${pluralWord(revoked.length, 'session was', 'sessions were')} signed out.`,
      signedOutSessions: revoked.length,
    };
  }

  /** Settings → Profile: a confirmation link to the new address, a notice to the current one. */
  async changeEmail(user: AuthenticatedUser, body: ChangeEmailBody): Promise<AcceptedDto> {
    await this.throttle([['email-change:user', user.id]]);
    const account = await this.ownAccount(user);
    if (!(await verifyPassword(account.password_hash, body.password))) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [{ path: 'body.password', message: ACCOUNT_MESSAGES.wrongPassword }],
      });
    }
    if (body.newEmail === account.email) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [{ path: 'body.newEmail', message: ACCOUNT_MESSAGES.sameEmail }],
      });
    }
    if (await this.access.findAccountByEmail(body.newEmail)) {
      throw new DomainError('conflict', ACCOUNT_MESSAGES.emailTaken, {
        issues: [{ path: 'body.newEmail', message: ACCOUNT_MESSAGES.emailTaken }],
      });
    }
    const token = generateSessionToken();
    await this.repository.issueToken(
      {
        purpose: 'email_change',
        userId: account.id,
        email: body.newEmail,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(this.clock.now().getTime() + EMAIL_CONFIRMATION_TTL_MS),
      },
      [
        emailChangeConfirmationEmail(body.newEmail, account.first_name, this.link('/confirm-email', token)),
        emailChangeNoticeEmail(account.email, account.first_name, body.newEmail),
      ],
    );
    return { message: ACCOUNT_MESSAGES.changeRequested };
  }

  /**
   * Opens a confirmation link (a new address or the sign-up one). Works signed in or not: the link is
   * the proof. Sessions of the user are refreshed everywhere through the revocation channel (ADR 0013),
   * so no process serves the old address from its cache.
   */
  async confirmEmail(tokenValue: string, client: RequestClient): Promise<ConfirmedEmailDto> {
    await this.throttle([['link-use:client', this.clientOf(client)]]);
    const token = await this.usableToken(tokenValue, ['email_change', 'email_verify']);
    const user = await this.access.findAccount(token.user_id);
    if (!user) throw new LinkRefusedException('invalid');
    if (token.purpose === 'email_verify' && user.email !== token.email) throw new LinkRefusedException('other-address');
    const result = await this.repository.confirmEmail(token, this.clock.now());
    if (result === 'used') throw new LinkRefusedException('used');
    if (result === 'taken') throw new DomainError('conflict', ACCOUNT_MESSAGES.emailTaken);
    await this.revocations.revoke(result.sessions);
    return {
      email: token.email,
      message:
        token.purpose === 'email_change'
          ? `Your e-mail is now ${token.email}. Use it to log in from now on.`
          : 'Thank you: your e-mail address is confirmed.',
    };
  }

  async resendVerification(user: AuthenticatedUser): Promise<AcceptedDto> {
    await this.throttle([['verify-resend:user', user.id]]);
    const account = await this.ownAccount(user);
    if (account.email_verified_at !== null) return { message: ACCOUNT_MESSAGES.alreadyVerified };
    await this.sendVerification(account);
    return { message: ACCOUNT_MESSAGES.verificationSent };
  }

  /**
   * Invite user(s) (issue 25 item 5): each gets a single-use link, valid 7 days, to choose a password and
   * sign in. Pass the transaction that made the users (bulk upload) so the invitations commit with them;
   * alone, it runs on its own. The users must have no password yet.
   */
  async inviteUsers(
    users: { id: string; email: string; firstName: string }[],
    executor?: Kysely<DB> | Transaction<DB>,
  ): Promise<void> {
    const expiresAt = new Date(this.clock.now().getTime() + INVITATION_TTL_MS);
    const tokens = users.map((user) => ({ user, token: generateSessionToken() }));
    const issue = async (target: Kysely<DB> | Transaction<DB>) =>
      this.repository.issueTokens(
        target,
        tokens.map(({ user, token }) => ({
          purpose: 'invitation' as const,
          userId: user.id,
          email: user.email,
          tokenHash: hashSessionToken(token),
          expiresAt,
        })),
        tokens.map(({ user, token }) =>
          invitationEmail(user.email, user.firstName, this.link('/accept-invitation', token)),
        ),
      );
    if (executor) await issue(executor);
    else await this.repository.inTransaction(issue);
  }

  /** The admin users screen: invites a new person, or invites again one who has not accepted yet. */
  async inviteByEmail(body: InviteUserBody): Promise<InvitedUserDto> {
    const existing = await this.access.findAccountByEmail(body.email);
    if (existing?.password_hash) throw new DomainError('conflict', ACCOUNT_MESSAGES.alreadyMember);
    const userId =
      existing?.id ??
      (await this.repository.createInvitedUser({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
      }));
    if (userId === undefined) throw new DomainError('conflict', ACCOUNT_MESSAGES.emailTaken);
    await this.inviteUsers([{ id: userId, email: body.email, firstName: existing?.first_name ?? body.firstName }]);
    return { userId, email: body.email, message: `Invitation sent to ${body.email}.` };
  }

  /** The admin users table's Resend. */
  async resendInvitationTo(userId: string): Promise<InvitedUserDto> {
    const user = await this.access.findAccount(userId);
    if (!user) throw new DomainError('not_found', 'No such user.');
    if (user.password_hash) throw new DomainError('conflict', ACCOUNT_MESSAGES.alreadyMember);
    await this.inviteUsers([{ id: user.id, email: user.email, firstName: user.first_name }]);
    return { userId: user.id, email: user.email, message: `Invitation sent to ${user.email}.` };
  }

  /** Sign-up's "resend it instead": the same answer whether or not an invitation waits for the address. */
  async resendInvitation(email: string, client: RequestClient): Promise<AcceptedDto> {
    await this.throttle([
      ['invitation-resend:email', email],
      ['invitation-resend:client', this.clientOf(client)],
    ]);
    const user = await this.access.findAccountByEmail(email);
    if (user && (await this.repository.hasPendingInvitation(user.id))) {
      await this.inviteUsers([{ id: user.id, email: user.email, firstName: user.first_name }]);
    }
    return { message: ACCOUNT_MESSAGES.invitationResent };
  }

  /** Whether a sign-up's address belongs to an invited person who has not chosen a password yet. */
  async isInvitedAddress(email: string): Promise<boolean> {
    const user = await this.access.findAccountByEmail(email);
    return user !== null && user.password_hash === null && (await this.repository.hasPendingInvitation(user.id));
  }

  /** An invitation's link: the first password; signs the person in. */
  async acceptInvitation(body: { token: string; password: string }, client: RequestClient): Promise<SessionTokenDto> {
    await this.throttle([['link-use:client', this.clientOf(client)]]);
    const token = await this.usableToken(body.token, ['invitation']);
    const user = await this.access.findAccount(token.user_id);
    if (!user) throw new LinkRefusedException('invalid');
    if (user.email !== token.email) throw new LinkRefusedException('other-address');
    if (user.password_hash !== null) throw new LinkRefusedException('used');
    if (!(await isStrongPassword(body.password, ownerOf(user)))) throw weakPassword('body.password');
    const accepted = await this.repository.acceptInvitation(token, await hashPassword(body.password), this.clock.now());
    if (!accepted) throw new LinkRefusedException('used');
    return this.auth.startSession(user.id, client.userAgent);
  }

  /** The token of a link if it can be used now for one of `purposes`; else why not. */
  private async usableToken(token: string, purposes: AccountTokenPurpose[]): Promise<AccountTokenRow> {
    if (!TOKEN_PATTERN.test(token)) throw new LinkRefusedException('invalid');
    const row = await this.repository.getToken(hashSessionToken(token));
    if (!row || !purposes.includes(row.purpose)) throw new LinkRefusedException('invalid');
    if (row.used_at !== null) throw new LinkRefusedException('used');
    if (row.expires_at <= this.clock.now()) throw new LinkRefusedException('expired');
    return row;
  }

  private async ownAccount(user: AuthenticatedUser): Promise<Account> {
    const account = await this.access.findAccount(user.id);
    if (!account) throw new DomainError('unauthenticated', AUTH_MESSAGES.authenticationRequired);
    return account;
  }

  private link(path: string, token?: string): string {
    return token === undefined ? `${this.webUrl}${path}` : `${this.webUrl}${path}?token=${token}`;
  }
}

function ownerOf(user: Account) {
  return { email: user.email, firstName: user.first_name, lastName: user.last_name };
}
