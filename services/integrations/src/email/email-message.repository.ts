import type { Insertable, Kysely } from 'kysely';
import type { DB, EmailMessageTable } from '@impromptu/db';

export class EmailMessageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Returns false when a message with this job id already exists. */
  async insertOnce(message: Insertable<EmailMessageTable>): Promise<boolean> {
    // The row is the e-mail's effect and the job id its identity, so a conflict means "already done".
    const result = await this.db
      .insertInto('email_message')
      .values(message)
      .onConflict((oc) => oc.column('job_id').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }
}
