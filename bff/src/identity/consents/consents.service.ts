import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@impromptu/kernel';
import { mapConsent, type ConsentPreferencesDto, type SaveConsentBody } from './consents.dto.js';
import { ConsentsRepository } from './consents.repository.js';

export const NO_CONSENT = 'No consent preferences stored';

@Injectable()
export class ConsentsService {
  constructor(@Inject(ConsentsRepository) private readonly repository: ConsentsRepository) {}

  async get(userId: string): Promise<ConsentPreferencesDto> {
    const row = await this.repository.get(userId);
    if (!row) throw new DomainError('not_found', NO_CONSENT);
    return mapConsent(row);
  }

  /**
   * Consent sync of spec 1 §4: the newer timestamp wins. A browser choice older than (or as old as)
   * the stored one changes nothing, and the answer carries the stored one for the browser to apply.
   */
  async save(userId: string, body: SaveConsentBody): Promise<ConsentPreferencesDto> {
    const row = await this.repository.saveIfNewer({
      user_id: userId,
      cookie_purposes: JSON.stringify(body.cookiePurposes),
      cookie_timestamp: new Date(body.cookieTimestamp),
      cookie_version: body.cookieVersion,
      cookie_policy_id: body.cookiePolicyId ?? null,
      us_privacy_cookie: body.usPrivacyCookie ?? null,
      us_purposes: body.usPurposes == null ? null : JSON.stringify(body.usPurposes),
    });
    return mapConsent(row);
  }
}
