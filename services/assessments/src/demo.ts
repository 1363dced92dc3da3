import { sql, type Kysely } from 'kysely';
import { EventStore } from '@impromptu/event-store';
import { computeAssessments, monthEnding } from './assessment/compute.js';
import type { ProgressSource, UserProgress } from './assessment/sources.js';
import { composedSummaryWriter } from './assessment/summary.js';
import { SNAPSHOT_STREAM_TYPE, snapshotEvents, snapshotStreamId, type UserTrait } from './snapshot/snapshot.events.js';
import { snapshotName } from './rules.js';

const DEMO_EMAILS = ['learner@example.com', 'learner-free@example.com', 'admin@example.com'] as const;

/** Stable ids, so a second seeding finds the demo snapshots already taken. */
const DEMO_SNAPSHOT_IDS = [
  '6a9f3c1e-0d52-4e7a-9b61-5d0c2f8e0001',
  '6a9f3c1e-0d52-4e7a-9b61-5d0c2f8e0002',
  '6a9f3c1e-0d52-4e7a-9b61-5d0c2f8e0003',
];
/** learner-free@'s private coaching start snapshot: a pod member without one is sent to that wizard on every page (spec 3 §4.2). */
const FREE_LEARNER_SNAPSHOT_ID = '6a9f3c1e-0d52-4e7a-9b61-5d0c2f8e0004';

/** The demo learner's self-ratings over three snapshots: a shape that grows, unevenly. */
const RATINGS_BY_CATEGORY: Record<string, [number, number, number]> = {
  surrender: [3, 5, 6],
  authenticity: [6, 7, 8],
  confidence: [2, 4, 6],
  flow: [4, 5, 7],
  silence: [2, 3, 5],
  recovery: [3, 5, 5],
  musicality: [5, 5, 6],
  storytelling: [6, 7, 9],
};

const DEMO_PROFILE = {
  gender: 'female',
  age: '25_34',
  country: 'CA',
  education: 'bachelor_s_degree',
  role: 'individual_contributor',
  expertise: 'developing_i_speak_when_i_must',
  industry: 'technology',
  referral: 'podcast',
  school: 'Lakeside University',
  benefit: 'Answer questions in meetings without freezing',
};

const monthsAgo = (now: Date, months: number, day = 12) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 17, 0, 0));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Development only: the demo learner's three shape snapshots and three monthly assessments, so
 * `npm start` shows Shape & Score and Assessments with data. Snapshots are appended as the wizard
 * would; assessments are computed by the monthly job's own code from a small demo population.
 * Idempotent: streams keyed by stable ids and (user, period).
 */
export async function seedDemoAssessments(db: Kysely<any>, now: Date = new Date()): Promise<void> {
  const { rows: users } = await sql<{
    id: string;
    email: string;
  }>`SELECT id, email FROM app_user WHERE email = ANY(${[...DEMO_EMAILS]})`.execute(db);
  const learner = users.find((user) => user.email === 'learner@example.com');
  if (!learner) return;
  // As if she had filled in the wizard's first page: the coach's overview links to her history.
  await sql`UPDATE app_user SET metadata = ${JSON.stringify(DEMO_PROFILE)}::jsonb || metadata WHERE id = ${learner.id} AND NOT metadata ? 'gender'`.execute(
    db,
  );
  const store = new EventStore(db);
  const { rows: traits } = await sql<{ id: string; name: string; category: string }>`
    SELECT id, name, metadata->>'category' AS category FROM trait WHERE question_set = 'General' AND type = 'TRAIT' ORDER BY sort_order`.execute(
    db,
  );
  const answersAt = (index: number): UserTrait[] =>
    traits.map((trait, position) => ({
      traitId: trait.id,
      traitName: trait.name,
      traitType: 'TRAIT',
      category: trait.category,
      rating: Math.max(0, Math.min(10, (RATINGS_BY_CATEGORY[trait.category]?.[index] ?? 5) + ((position % 3) - 1))),
      comment: null,
      metadata: {},
    }));
  const takeSnapshot = async (
    snapshotId: string,
    userId: string,
    index: number,
    wizardType: 'start' | 'mid' | 'private_coaching_start',
  ) => {
    if ((await store.readStream(snapshotStreamId(snapshotId))).length > 0) return;
    const takenAt = monthsAgo(now, 3 - index);
    await store.append(
      snapshotStreamId(snapshotId),
      [
        snapshotEvents.toAppend({
          type: 'ShapeSnapshotTaken',
          data: {
            snapshotId,
            userId,
            name: snapshotName(takenAt),
            wizardType,
            traits: answersAt(index),
            takenAt: takenAt.toISOString(),
          },
        }),
      ],
      { expectedVersion: 'no_stream', streamType: SNAPSHOT_STREAM_TYPE },
    );
  };
  for (const [index, snapshotId] of DEMO_SNAPSHOT_IDS.entries())
    await takeSnapshot(snapshotId, learner.id, index, index === 0 ? 'start' : 'mid');
  const freeLearner = users.find((user) => user.email === 'learner-free@example.com');
  if (freeLearner) await takeSnapshot(FREE_LEARNER_SNAPSHOT_ID, freeLearner.id, 1, 'private_coaching_start');
  for (const months of [3, 2, 1]) {
    const period = monthEnding(isoDay(monthsAgo(now, months)));
    await computeAssessments(
      { db, store, summary: composedSummaryWriter, sources: [demoSource(users, months)] },
      { period, userId: learner.id, now: new Date(`${period.endDate}T23:00:00Z`) },
    );
  }
}

/** A demo population's figures for a month `monthsAgo` back: the learner trains more each month. */
function demoSource(users: { id: string; email: string }[], monthsAgo: number): ProgressSource {
  const growth = 4 - monthsAgo;
  const figures: Record<string, UserProgress['figures']> = {
    'learner@example.com': {
      rounds: 14 * growth,
      activeDays: 5 * growth,
      gamesCompleted: 6 * growth,
      speakingSeconds: 900 * growth,
      speakingShare: 0.6 + 0.08 * growth,
      streak: 2 * growth,
      practiceCompleted: 3 * growth,
      shapeScore: [42, 55, 68][growth - 1] ?? 50,
    },
    'learner-free@example.com': {
      rounds: 20,
      activeDays: 6,
      gamesCompleted: 8,
      speakingSeconds: 1500,
      speakingShare: 0.7,
      streak: 3,
      practiceCompleted: 2,
      shapeScore: 50,
    },
    'admin@example.com': {
      rounds: 8,
      activeDays: 3,
      gamesCompleted: 3,
      speakingSeconds: 600,
      speakingShare: 0.5,
      streak: 1,
      practiceCompleted: 1,
      shapeScore: 45,
    },
  };
  return {
    name: 'demo',
    async read() {
      return new Map(
        users.map((user) => [
          user.id,
          {
            figures: figures[user.email] ?? {},
            achievements:
              user.email === 'learner@example.com' && growth >= 2 ? ['GAMES_COMPLETED', 'FUNDAMENTALS_L1'] : [],
            categories: Object.fromEntries(
              Object.entries(RATINGS_BY_CATEGORY).map(([category, ratings]) => [category, ratings[growth - 1] ?? 5]),
            ),
          },
        ]),
      );
    },
  };
}
