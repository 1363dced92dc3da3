import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Consent, DB, NewConsent } from '@impromptu/db';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class ConsentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  get(userId: string): Promise<Consent | undefined> {
    return this.db.selectFrom('consent').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Inserts the record, or replaces the stored one only when the given timestamp is newer; answers the stored record. */
  async saveIfNewer(consent: NewConsent): Promise<Consent> {
    const written = await this.db
      .insertInto('consent')
      .values(consent)
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet((eb) => ({
            cookie_purposes: eb.ref('excluded.cookie_purposes'),
            cookie_timestamp: eb.ref('excluded.cookie_timestamp'),
            cookie_version: eb.ref('excluded.cookie_version'),
            cookie_policy_id: eb.ref('excluded.cookie_policy_id'),
            us_privacy_cookie: eb.ref('excluded.us_privacy_cookie'),
            us_purposes: eb.ref('excluded.us_purposes'),
          }))
          .whereRef('consent.cookie_timestamp', '<', 'excluded.cookie_timestamp'),
      )
      .returningAll()
      .executeTakeFirst();
    return (
      written ??
      (await this.db.selectFrom('consent').selectAll().where('user_id', '=', consent.user_id).executeTakeFirstOrThrow())
    );
  }
}
