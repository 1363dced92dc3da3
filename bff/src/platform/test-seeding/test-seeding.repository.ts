import { Inject, Injectable } from '@nestjs/common';
import type { Insertable, Kysely } from 'kysely';
import type { AppUserTable, DB, FeatureName } from '@impromptu/db';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class TestSeedingRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  /** The user and its own feature entries in one transaction; undefined when the e-mail is taken. */
  insertUser(
    user: Insertable<AppUserTable>,
    features: FeatureName[],
  ): Promise<{ id: string; email: string } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('app_user')
        .values(user)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(['id', 'email'])
        .executeTakeFirst();
      if (!row || features.length === 0) return row;
      const ids = await trx.selectFrom('feature').select('id').where('name', 'in', features).execute();
      await trx
        .insertInto('user_feature')
        .values(
          ids.map((feature) => ({ user_id: row.id, feature_id: feature.id, is_viewable: true, is_locked: false })),
        )
        .execute();
      return row;
    });
  }
}
