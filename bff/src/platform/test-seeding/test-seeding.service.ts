import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@impromptu/kernel';
import { AuthService } from '../../identity/auth/auth.service.js';
import { hashPassword } from '../../identity/auth/password.js';
import type { SeedUserBody, SeededUser } from './test-seeding.dto.js';
import { TestSeedingRepository } from './test-seeding.repository.js';

export const EMAIL_TAKEN = 'An account with this e-mail already exists';

@Injectable()
export class TestSeedingService {
  constructor(
    @Inject(TestSeedingRepository) private readonly repository: TestSeedingRepository,
    @Inject(AuthService) private readonly auth: AuthService,
  ) {}

  /** The user with its own features, its password hashed as sign-up hashes it; 409 when the e-mail has an account. */
  async createUser(body: SeedUserBody): Promise<SeededUser> {
    const created = await this.repository.insertUser(
      {
        email: body.email.toLowerCase(),
        password_hash: await hashPassword(body.password),
        first_name: body.firstName,
        last_name: body.lastName,
        type: body.type,
        plan: body.plan,
        iana_time_zone: body.timeZone,
        preferred_game: body.preferredGame,
        current_daily_streak: body.currentDailyStreak,
        // A seeded user stands for an established account: its address is confirmed (issue 25).
        email_verified_at: new Date(),
      },
      body.features,
    );
    if (!created) throw new DomainError('conflict', EMAIL_TAKEN);
    if (!body.signIn) return created;
    const { token } = await this.auth.startSession(created.id, 'test seeding');
    return { ...created, token };
  }
}
