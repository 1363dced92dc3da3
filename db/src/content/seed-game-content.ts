import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema/index.js';
import { contentCollectionCatalogue, gameContentCatalogue } from './catalogue.js';

export interface SeedGameContentResult {
  /** Rows inserted; 0 everywhere on a second run. */
  collections: number;
  content: number;
  links: number;
}

/**
 * Seeds the word sets and the game content. Idempotent: rows are inserted by natural key and
 * never updated, so entries an admin added or a collection an operator renamed stay as they are.
 */
export async function seedGameContent(db: Kysely<DB>): Promise<SeedGameContentResult> {
  const entries = gameContentCatalogue();

  const collections = await db
    .insertInto('content_collection')
    .values(
      contentCollectionCatalogue.map((c, index) => ({
        name: c.name,
        description: c.description,
        is_default: c.isDefault,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .execute();

  const content = await db
    .insertInto('game_content')
    .values(entries.map((e) => ({ type: e.type, text: e.text, noun_form: e.nounForm })))
    .onConflict((oc) => oc.columns(['type', 'text']).doNothing())
    .returning('id')
    .execute();

  // A database seeded before nouns carried their form gets it for the seeded nouns; a form already set (by an
  // admin, or an earlier run) is left as it is.
  const nouns = entries.filter((e) => e.nounForm !== null);
  await sql`
    UPDATE game_content gc SET noun_form = marked.form
      FROM unnest(${nouns.map((e) => e.text)}::text[], ${nouns.map((e) => e.nounForm)}::text[]) AS marked(text, form)
     WHERE gc.type = 'NOUN' AND gc.text = marked.text AND gc.noun_form IS NULL`.execute(db);

  // One statement for every (entry, word set) pair, matched on the natural keys.
  const pairs = entries.flatMap((e) => e.collections.map((name) => ({ type: e.type, text: e.text, name })));
  const links = await sql<{ content_id: string }>`
    INSERT INTO game_content_collection (content_id, collection_id)
    SELECT gc.id, cc.id
      FROM unnest(${pairs.map((p) => p.type)}::text[], ${pairs.map((p) => p.text)}::text[], ${pairs.map((p) => p.name)}::text[])
           AS pair(type, text, name)
      JOIN game_content gc ON gc.type = pair.type AND gc.text = pair.text
      JOIN content_collection cc ON cc.name = pair.name
    ON CONFLICT DO NOTHING
    RETURNING content_id`.execute(db);

  return { collections: collections.length, content: content.length, links: links.rows.length };
}
