import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { GameContentType } from '@impromptu/db';
import { currentDailyStreak, localDay } from '@impromptu/progress';
import { CLOCK, type Clock } from '../auth/clock.js';
import { ApiException, VALIDATION_FAILED } from '../common/error-response.js';
import type { AdminContentItem, AdminContentSave, AdminContentSaveResult, AdminUser } from './admin.dto.js';
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
    return { inserted: result.inserted, skipped: entries.length - result.inserted };
  }

  /** Every user with the streak shown now (days in the user's own zone), longest streak first, then by name. */
  async listUsers(): Promise<AdminUser[]> {
    const [users, progress, games] = await Promise.all([
      this.repository.listUsers(),
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
        // The stored column stands in until the user's first round is projected.
        currentDailyStreak: projected?.streak
          ? currentDailyStreak(projected.streak, localDay(now, user.iana_time_zone))
          : user.current_daily_streak,
      };
    });
    return list.sort(
      (a, b) => b.currentDailyStreak - a.currentDailyStreak || a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
    );
  }
}

function fieldError(path: string, message: string): ApiException {
  return new ApiException(HttpStatus.BAD_REQUEST, VALIDATION_FAILED, { issues: [{ path, message }] });
}
