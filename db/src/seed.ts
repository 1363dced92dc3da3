import { hash, type Algorithm } from '@node-rs/argon2';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { featureCatalogue, gameCatalogue, planCatalogue } from './reference-data.js';
import { seedDevelopmentClasses } from './classes/index.js';
import { seedGameContent } from './content/index.js';
import { seedPracticeSessions } from './practice/index.js';
import { seedCourses } from './courses/index.js';
import { seedDevelopmentAssessments, seedTraits } from './assessments/index.js';
import type { DB } from './schema/index.js';
import type { FeatureName, StoredPlanCode, UserType } from './schema/reference.js';

// Algorithm is an ambient const enum (unusable under isolatedModules, empty at run time): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** The password of every development demo account. */
export const DEMO_PASSWORD = 'practice-makes-progress';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  plan: StoredPlanCode;
  /** Features granted to the account itself (viewable and unlocked). */
  features: FeatureName[];
}

/** Development-only accounts; `seed` never creates them when `production` is true. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'learner-free@example.com',
    firstName: 'Frankie',
    lastName: 'Free',
    type: 'LEARNER',
    plan: 'free',
    features: [],
  },
  {
    email: 'learner@example.com',
    firstName: 'Lena',
    lastName: 'Learner',
    type: 'LEARNER',
    plan: 'trainings',
    features: [],
  },
  { email: 'coach@example.com', firstName: 'Cory', lastName: 'Coach', type: 'COACH', plan: 'coach', features: [] },
  {
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    type: 'ADMIN',
    plan: 'trainings',
    features: ['ADMIN_ONLY'],
  },
];

export interface SeedOptions {
  /** In production no demo account is created. */
  production: boolean;
}

export interface SeedResult {
  /** Rows inserted or changed, per table; 0 everywhere on a second run. */
  plans: number;
  games: number;
  features: number;
  demoUsersCreated: string[];
  userFeatures: number;
}

const PLAN_COLUMNS = [
  'name',
  'description',
  'price_monthly_cents',
  'price_yearly_cents',
  'is_legacy',
  'sort_order',
] as const;
const GAME_COLUMNS = ['name', 'description', 'subtitle', 'colour', 'sort_order'] as const;

/** What earlier seeds set as a game's video before the bundled tutorials existed: replaced by them, like an empty one. */
const RETIRED_TUTORIAL_URLS = ['/tutorials/conductor.html'];

/**
 * Seeds the reference data and, outside production, the demo accounts. Idempotent: rows are
 * upserted by natural key and only touched when a seeded column differs. Columns that operators
 * own (payment price ids, video URLs, feature switches and conditions, existing users) are set on
 * insert only.
 */
export async function seed(db: Kysely<DB>, options: SeedOptions): Promise<SeedResult> {
  const accounts = options.production ? [] : demoAccounts;
  // Hash outside the transaction, and only for accounts that do not exist yet (each gets its own salt).
  const existing = accounts.length
    ? new Set(
        (
          await db
            .selectFrom('app_user')
            .select('email')
            .where(
              'email',
              'in',
              accounts.map((a) => a.email),
            )
            .execute()
        ).map((u) => u.email),
      )
    : new Set<string>();
  const newAccounts = await Promise.all(
    accounts
      .filter((a) => !existing.has(a.email))
      .map(async (a) => ({ ...a, passwordHash: await hash(DEMO_PASSWORD, { algorithm: ARGON2ID }) })),
  );

  return db.transaction().execute(async (trx) => {
    const plans = await trx
      .insertInto('plan')
      .values(
        planCatalogue.map((p, index) => ({
          code: p.code,
          name: p.name,
          description: p.description,
          price_monthly_cents: p.priceMonthlyCents,
          price_yearly_cents: p.priceYearlyCents,
          stripe_price_id_monthly: null,
          stripe_price_id_yearly: null,
          is_legacy: p.isLegacy,
          sort_order: index,
        })),
      )
      .onConflict((oc) =>
        oc.column('code').doUpdateSet(excludedSet(PLAN_COLUMNS)).where(differsFromExcluded('plan', PLAN_COLUMNS)),
      )
      .returning('code')
      .execute();

    const games = await trx
      .insertInto('game')
      .values(
        gameCatalogue.map((g, index) => ({
          short_code: g.shortCode,
          name: g.name,
          description: g.description,
          subtitle: g.subtitle,
          colour: g.colour,
          tutorial_video_url: g.tutorialVideoUrl,
          instruction_video_url: g.tutorialVideoUrl,
          sort_order: index,
        })),
      )
      .onConflict((oc) =>
        oc.column('short_code').doUpdateSet(excludedSet(GAME_COLUMNS)).where(differsFromExcluded('game', GAME_COLUMNS)),
      )
      .returning('id')
      .execute();

    // Video URLs belong to operators once set; an empty one, or a retired stand-in, gets the bundled tutorial.
    for (const g of gameCatalogue) {
      for (const column of ['tutorial_video_url', 'instruction_video_url'] as const) {
        await trx
          .updateTable('game')
          .set({ [column]: g.tutorialVideoUrl })
          .where('short_code', '=', g.shortCode)
          .where((eb) => eb.or([eb(column, 'is', null), eb(column, 'in', RETIRED_TUTORIAL_URLS)]))
          .execute();
      }
    }

    const features = await trx
      .insertInto('feature')
      .values(featureCatalogue.map((f) => ({ name: f.name, is_on: f.isOn, on_conditions: { plans: f.plans } })))
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .execute();

    const created = newAccounts.length
      ? await trx
          .insertInto('app_user')
          .values(
            newAccounts.map((a) => ({
              email: a.email,
              first_name: a.firstName,
              last_name: a.lastName,
              type: a.type,
              plan: a.plan,
              password_hash: a.passwordHash,
              // Demo accounts stand for people who confirmed their address long ago (issue 25).
              email_verified_at: new Date(),
            })),
          )
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('email')
          .execute()
      : [];

    const grants = accounts.flatMap((a) => a.features.map((feature) => ({ email: a.email, feature })));
    let userFeatures = 0;
    for (const grant of grants) {
      const result = await trx
        .insertInto('user_feature')
        .columns(['user_id', 'feature_id', 'is_viewable', 'is_locked'])
        .expression((eb) =>
          eb
            .selectFrom('app_user')
            .innerJoin('feature', (join) => join.on('feature.name', '=', grant.feature))
            .select([
              'app_user.id as user_id',
              'feature.id as feature_id',
              eb.lit(true).as('is_viewable'),
              eb.lit(false).as('is_locked'),
            ])
            .where('app_user.email', '=', grant.email),
        )
        .onConflict((oc) => oc.columns(['user_id', 'feature_id']).doNothing())
        .executeTakeFirst();
      userFeatures += Number(result.numInsertedOrUpdatedRows ?? 0);
    }

    // The word sets and game content (issue 4), in production too.
    await seedGameContent(trx);

    // The practice sessions of Today's Practice and the named sessions, in production too.
    await seedPracticeSessions(trx);

    // The courses, their lessons and each lesson's practice (issue 12), in production too.
    await seedCourses(trx);
    // The traits the shape wizards ask, in production too.
    await seedTraits(trx);

    // Development data for the class redirects (issue 3); never in production.
    if (!options.production) await seedDevelopmentClasses(trx);
    // The demo coach's pod, the demo cohort and a welcome banner (issue 17); never in production.
    if (!options.production) await seedDevelopmentAssessments(trx);

    return {
      plans: plans.length,
      games: games.length,
      features: features.length,
      demoUsersCreated: created.map((u) => u.email),
      userFeatures,
    };
  });
}

/** `SET col = excluded.col` for each column. */
function excludedSet(columns: readonly string[]): Record<string, RawBuilder<unknown>> {
  return Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]));
}

/** Only update a row whose seeded columns changed, so a repeated seed writes nothing. */
function differsFromExcluded(table: string, columns: readonly string[]): RawBuilder<boolean> {
  const current = sql.join(columns.map((c) => sql.ref(`${table}.${c}`)));
  const incoming = sql.join(columns.map((c) => sql.ref(`excluded.${c}`)));
  return sql<boolean>`(${current}) IS DISTINCT FROM (${incoming})`;
}
