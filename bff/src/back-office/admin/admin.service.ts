import { Inject, Injectable } from '@nestjs/common';
import type { GameContentType } from '@impromptu/db';
import { streakShownNow } from '@impromptu/play';
import { DomainError } from '@impromptu/kernel';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { VALIDATION_FAILED } from '../../common/error-response.js';
import {
  ADMIN_EMAILS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  type AdminContentItem,
  type AdminEmailList,
  type AdminEmailQuery,
  type AdminContentSave,
  type AdminContentSaveResult,
  type AdminUser,
  type AdminUserList,
  type AdminUserQuery,
} from './admin.dto.js';
import { ReferenceDataCache } from '../../infrastructure/reference-data-cache.js';
import { AdminRepository } from './admin.repository.js';
import { MAX_ENTRY_LENGTH, splitContentInput } from './content-input.js';

export const NOTHING_TO_SAVE = 'Enter at least one entry; separate entries with commas.';
export const ENTRY_TOO_LONG = `Each entry must be at most ${MAX_ENTRY_LENGTH} characters.`;
export const UNKNOWN_WORD_SET = 'There is no word set with this name.';

@Injectable()
export class AdminService {
  constructor(
    @Inject(AdminRepository) private readonly repository: AdminRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ReferenceDataCache) private readonly reference: ReferenceDataCache,
  ) {}

  async listContent(type: GameContentType): Promise<AdminContentItem[]> {
    const rows = await this.repository.listContent(type);
    return rows.map((row) => ({ id: row.id, text: row.text, createdAt: row.created_at.toISOString() }));
  }

  async saveContent(input: AdminContentSave): Promise<AdminContentSaveResult> {
    const entries = splitContentInput(input.text);
    if (entries.length === 0) throw fieldError('body.text', NOTHING_TO_SAVE);
    if (entries.some((entry) => entry.length > MAX_ENTRY_LENGTH)) throw fieldError('body.text', ENTRY_TOO_LONG);
    const result = await this.repository.saveContent(input.type, entries, input.collection);
    if (!result) throw fieldError('body.collection', UNKNOWN_WORD_SET);
    // Committed: every BFF process forgets the word sets before this answers (ADR 0043).
    await this.reference.changed(['games']);
    return { inserted: result.inserted, skipped: entries.length - result.inserted };
  }

  /**
   * The users whose name or e-mail contains the search, with the streak shown now (days in the user's own zone),
   * longest streak first, then by name; one page of them. The streak is computed here, so the page is cut here.
   */
  async listUsers(query: AdminUserQuery): Promise<AdminUserList> {
    const [users, progress, games] = await Promise.all([
      this.repository.listUsers(query.q),
      this.repository.listProgress(),
      this.repository.gameNames(),
    ]);
    const now = this.clock.now();
    const list = users.map((user): AdminUser => {
      const projected = progress.get(user.id);
      const preferredGame = projected?.preferredGame ?? user.preferred_game;
      const name = `${user.first_name} ${user.last_name}`.trim();
      return {
        id: user.id,
        name: name === '' ? user.email : name,
        email: user.email,
        type: user.type,
        preferredGame,
        preferredGameName: preferredGame === null ? null : (games.get(preferredGame) ?? null),
        invitationPending: user.invitation_pending,
        currentDailyStreak: streakShownNow(
          projected?.streak ?? null,
          user.current_daily_streak,
          now,
          user.iana_time_zone,
        ),
      };
    });
    list.sort(
      (a, b) =>
        b.currentDailyStreak - a.currentDailyStreak || a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
    );
    const pageCount = Math.max(1, Math.ceil(list.length / ADMIN_USERS_PAGE_SIZE));
    const page = Math.min(query.page, pageCount);
    const start = (page - 1) * ADMIN_USERS_PAGE_SIZE;
    return {
      users: list.slice(start, start + ADMIN_USERS_PAGE_SIZE),
      total: list.length,
      page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
      pageCount,
    };
  }

  /** The e-mails the embedded e-mail adapter kept (the unlock e-mails of courses among them), newest first, a page at a time. */
  async listEmails(query: AdminEmailQuery): Promise<AdminEmailList> {
    const first = await this.repository.listEmails(
      ADMIN_EMAILS_PAGE_SIZE,
      (query.page - 1) * ADMIN_EMAILS_PAGE_SIZE,
      query.to,
    );
    const pageCount = Math.max(1, Math.ceil(first.total / ADMIN_EMAILS_PAGE_SIZE));
    const page = Math.min(query.page, pageCount);
    // Past the last page: the last page.
    const { total, rows } =
      page === query.page
        ? first
        : await this.repository.listEmails(ADMIN_EMAILS_PAGE_SIZE, (page - 1) * ADMIN_EMAILS_PAGE_SIZE, query.to);
    return {
      emails: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        status: row.status,
        sentAt: (row.sent_at ?? row.created_at).toISOString(),
      })),
      total,
      page,
      pageSize: ADMIN_EMAILS_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(total / ADMIN_EMAILS_PAGE_SIZE)),
    };
  }
}

function fieldError(path: string, message: string): DomainError {
  return new DomainError('invalid', VALIDATION_FAILED, { issues: [{ path, message }] });
}
