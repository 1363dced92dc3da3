import { sql, type Kysely } from 'kysely';

/**
 * A noun's grammatical form (issue 29 §12): SINGULAR (countable, with its own article), PLURAL or UNCOUNTABLE
 * (mass nouns and -ing phrases). Autocomplete words its prompt by it ("Music is…", "Swimming pools are…"). Null
 * for the other content types and for nouns an admin added, which fall back to the spelling rule of spec 1 §5.
 * The seed fills it in for the seeded nouns of a database seeded before this column existed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_content')
    .addColumn('noun_form', 'text', (col) =>
      col.check(sql`noun_form IS NULL OR (type = 'NOUN' AND noun_form IN ('SINGULAR', 'PLURAL', 'UNCOUNTABLE'))`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_content').dropColumn('noun_form').execute();
}
