import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** A Stripe object as stored: the JSON Stripe would answer, plus fields of the server's own that start with `_`. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

/** `cus_…`, `sub_…`, `cs_test_…`: ids shaped like Stripe's, random enough never to repeat. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Seconds since the epoch, the unit of every Stripe timestamp. */
export const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The embedded server's objects, kept in PostgreSQL so a restart of `npm start` keeps every customer and subscription. */
export class EmbeddedObjectStore {
  constructor(private readonly db: Kysely<any>) {}

  async get<T extends StripeObject = StripeObject>(id: string, object?: string): Promise<T | null> {
    const row = await this.db
      .selectFrom('embedded_stripe_object')
      .select('data')
      .where('id', '=', id)
      .$if(object !== undefined, (qb) => qb.where('object', '=', object!))
      .executeTakeFirst();
    return row ? (row.data as T) : null;
  }

  /** Inserts or replaces the object (the id decides). */
  async put<T extends StripeObject>(value: T): Promise<T> {
    await this.db
      .insertInto('embedded_stripe_object')
      .values({ id: value.id, object: value.object, data: JSON.stringify(value) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ data: sql`excluded.data` }))
      .execute();
    return value;
  }

  /** Inserts the object unless one with its id exists; answers the stored one. */
  async putIfAbsent<T extends StripeObject>(value: T): Promise<T> {
    await this.db
      .insertInto('embedded_stripe_object')
      .values({ id: value.id, object: value.object, data: JSON.stringify(value) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return (await this.get<T>(value.id)) ?? value;
  }

  /** Objects of one kind whose JSON contains `match`, newest first. */
  async list<T extends StripeObject = StripeObject>(
    object: string,
    match: Record<string, unknown> = {},
    limit = 100,
  ): Promise<T[]> {
    const rows = await this.db
      .selectFrom('embedded_stripe_object')
      .select('data')
      .where('object', '=', object)
      .where(sql<boolean>`data @> ${JSON.stringify(match)}::jsonb`)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.data as T);
  }
}
