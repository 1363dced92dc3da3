import { sql, type Kysely } from 'kysely';

/**
 * A fourth noun form, PROPER (issue 47 §3, ADR 0055): a name such as 'mars' or 'the eiffel tower' takes 'is', no
 * added article, and is capitalised as a title. The check of 0019w named the three forms; it now names four, under
 * a name of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // 0019w's check has PostgreSQL's generated name (it reads two columns): found by what it checks.
  await sql`
    DO $$
    DECLARE name text;
    BEGIN
      SELECT conname INTO STRICT name FROM pg_constraint
       WHERE conrelid = 'game_content'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%noun_form%';
      EXECUTE format('ALTER TABLE game_content DROP CONSTRAINT %I', name);
    END $$`.execute(db);
  await sql`ALTER TABLE game_content ADD CONSTRAINT game_content_noun_form_check
    CHECK (noun_form IS NULL OR (type = 'NOUN' AND noun_form IN ('SINGULAR', 'PLURAL', 'UNCOUNTABLE', 'PROPER')))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE game_content SET noun_form = NULL WHERE noun_form = 'PROPER'`.execute(db);
  await sql`ALTER TABLE game_content DROP CONSTRAINT game_content_noun_form_check`.execute(db);
  await sql`ALTER TABLE game_content ADD CONSTRAINT game_content_noun_form_check
    CHECK (noun_form IS NULL OR (type = 'NOUN' AND noun_form IN ('SINGULAR', 'PLURAL', 'UNCOUNTABLE')))`.execute(db);
}
