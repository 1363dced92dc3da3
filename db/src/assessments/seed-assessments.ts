import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema/index.js';
import { traitCatalogue } from './traits.js';

/** The traits every wizard asks, upserted by question set and name; in production too. */
export async function seedTraits(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('trait')
    .values(
      traitCatalogue.map((trait, index) => ({
        name: trait.name,
        question_set: trait.questionSet,
        type: trait.type,
        sort_order: index,
        metadata: JSON.stringify(trait.metadata),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['question_set', 'name'])
        .doUpdateSet({
          type: sql.ref('excluded.type'),
          sort_order: sql.ref('excluded.sort_order'),
          metadata: sql.ref('excluded.metadata'),
        })
        .where(
          sql<boolean>`(trait.type, trait.sort_order, trait.metadata) IS DISTINCT FROM (excluded.type, excluded.sort_order, excluded.metadata)`,
        ),
    )
    .execute();
}

export const DEMO_POD_NAME = "Cory's Tuesday Pod";

/**
 * Development only: coach@example.com leads a private coaching pod with learner@ and learner-free@
 * (the coach's pod overview; a pod of this type makes no one a fundamentals student), and a welcome banner for the pod. No cohort class is seeded here: a member of one is
 * sent to /games/cohort after login, which the classes work builds and seeds.
 */
export async function seedDevelopmentAssessments(db: Kysely<DB>): Promise<void> {
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'email'])
    .where('email', 'in', ['coach@example.com', 'learner@example.com', 'learner-free@example.com'])
    .execute();
  const id = (email: string) => users.find((user) => user.email === email)?.id;
  const groups: { name: string; type: 'PRIVATE_COACHING_POD'; description: string; members: string[] }[] = [
    {
      name: DEMO_POD_NAME,
      type: 'PRIVATE_COACHING_POD',
      description: 'Weekly private coaching pod.',
      members: ['coach@example.com', 'learner@example.com', 'learner-free@example.com'],
    },
  ];
  let podId: string | undefined;
  for (const group of groups) {
    let groupId = (await db.selectFrom('learning_group').select('id').where('name', '=', group.name).executeTakeFirst())
      ?.id;
    if (!groupId) {
      groupId = (
        await db
          .insertInto('learning_group')
          .values({ name: group.name, type: group.type, description: group.description })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (group.name === DEMO_POD_NAME) podId = groupId;
    for (const email of group.members) {
      const userId = id(email);
      if (!userId) continue;
      await db
        .insertInto('user_group')
        .values({ user_id: userId, group_id: groupId, role: email.startsWith('coach') ? 'COACH' : 'MEMBER' })
        .onConflict((oc) => oc.columns(['user_id', 'group_id']).doNothing())
        .execute();
    }
  }
  await db
    .insertInto('notification')
    .values({
      name: 'welcome-shape-and-score',
      type: 'BANNER',
      // The demo pod's members (the demo learner among them) see it in the banner strip until they dismiss it.
      group_id: podId ?? null,
      content: JSON.stringify({
        smallBody: 'New: see how your speaking shape changes over time.',
        largeBody: 'Rate yourself on 26 speaking traits, then compare your snapshots on one radar chart.',
        ctaUrl: '/games/shape-history',
        ctaButtonText: 'Open Shape & Score',
      }),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
