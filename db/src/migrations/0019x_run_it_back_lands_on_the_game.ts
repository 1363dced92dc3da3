import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 §7: the seeded "Run it back", "Rehearse again" and "Go again" buttons stepped back two elements, onto the
 * warm-up before the game they promise. The seed now steps back one (db/src/practice/builders.ts); the seed never
 * updates a session it inserted, so this moves the buttons of sessions seeded before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE practice_content
       SET cta_metadata = jsonb_set(cta_metadata, '{secondary,elementIndexCount}', '1'::jsonb)
     WHERE secondary_cta_type = 'DECREMENT_INDEX_BY'
       AND secondary_cta_text IN ('Run it back', 'Rehearse again', 'Go again')
       AND cta_metadata #>> '{secondary,elementIndexCount}' = '2'
       AND cta_metadata #>> '{secondary,gameIndexCount}' = '1'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE practice_content
       SET cta_metadata = jsonb_set(cta_metadata, '{secondary,elementIndexCount}', '2'::jsonb)
     WHERE secondary_cta_type = 'DECREMENT_INDEX_BY'
       AND secondary_cta_text IN ('Run it back', 'Rehearse again', 'Go again')
       AND cta_metadata #>> '{secondary,elementIndexCount}' = '1'
       AND cta_metadata #>> '{secondary,gameIndexCount}' = '1'`.execute(db);
}
