import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema/index.js';
import {
  classEventCatalogue,
  COHORT_ACTIVE_WEEK,
  COHORT_COMMUNITY_URL,
  COHORT_GROUP_NAME,
  cohortMateCatalogue,
  fundamentalsCurriculum,
  scheduledClassCatalogue,
} from './catalogue.js';

/** The development class's Zoom meeting id: `/zoom/meeting/123` works out of the box. */
export const DEVELOPMENT_ZOOM_MEETING_ID = '123';
export const DEVELOPMENT_FEEDBACK_FORM_URL = 'https://forms.example.com/impromptu-class-feedback';

// The feedback form opens an hour before the class and closes a day after it ends.
const FEEDBACK_OPENS_BEFORE_MS = 60 * 60 * 1000;
const FEEDBACK_CLOSES_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SeededClasses {
  /** Scheduled event ids by their seed key (scheduledClassCatalogue). */
  scheduledEvents: Record<string, string>;
  cohortGroupId: string;
}

/**
 * Development only (never in production): the live-class schedule, placed relative to `now` so it
 * always lies ahead (one class live, one within 15 minutes, three weeks of classes after), the
 * fundamentals cohort of learner@ and coach@ with five cohort-mates and a five-week curriculum, the
 * onboarding form for learner@, and the feedback session of the class with Zoom meeting id 123.
 * Registrations are events: the classes context seeds them (seedClassRegistrations). Run again,
 * it moves the schedule to the new `now` and creates nothing twice.
 */
export async function seedDevelopmentClasses(db: Kysely<DB>, now: Date = new Date()): Promise<SeededClasses> {
  for (const event of classEventCatalogue) {
    const values = {
      name: event.name,
      type: event.type,
      required_subscription_tiers: event.requiredTiers,
      short_description: event.shortDescription,
      long_description: event.longDescription,
      duration_seconds: event.durationMinutes * 60,
    };
    await db
      .insertInto('event')
      .values({ slug: event.slug, ...values })
      .onConflict((oc) => oc.column('slug').doUpdateSet(values))
      .execute();
  }
  const events = new Map(
    (
      await db
        .selectFrom('event')
        .select(['id', 'slug', 'duration_seconds'])
        .where(
          'slug',
          'in',
          classEventCatalogue.map((e) => e.slug),
        )
        .execute()
    ).map((e) => [e.slug, e]),
  );

  const scheduledEvents: Record<string, string> = {};
  for (const seeded of scheduledClassCatalogue) {
    const event = events.get(seeded.eventSlug);
    if (!event) throw new Error(`no event ${seeded.eventSlug}`);
    const startTime = new Date(now.getTime() + seeded.startOffsetMinutes * 60_000);
    const existing = await db
      .selectFrom('scheduled_event')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(sql`metadata->>'seed_key'`, '=', seeded.key),
          ...(seeded.zoomMeetingId ? [eb('zoom_meeting_id', '=', seeded.zoomMeetingId)] : []),
        ]),
      )
      .executeTakeFirst();
    const values = {
      event_id: event.id,
      start_time: startTime,
      end_time: null,
      duration_seconds: event.duration_seconds,
      max_attendees: seeded.maxAttendees,
      privacy_level: seeded.privacy,
      is_live: true,
      zoom_meeting_id: seeded.zoomMeetingId ?? null,
      metadata: JSON.stringify({ seed_key: seeded.key }),
    };
    if (existing) {
      await db.updateTable('scheduled_event').set(values).where('id', '=', existing.id).execute();
      scheduledEvents[seeded.key] = existing.id;
    } else {
      scheduledEvents[seeded.key] = (
        await db.insertInto('scheduled_event').values(values).returning('id').executeTakeFirstOrThrow()
      ).id;
    }
  }

  await db
    .insertInto('app_user')
    .values(
      cohortMateCatalogue.map((mate) => ({
        email: mate.email,
        first_name: mate.firstName,
        last_name: mate.lastName,
        type: 'LEARNER' as const,
        plan: 'trainings' as const,
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();

  const group = await db
    .insertInto('learning_group')
    .values({
      name: COHORT_GROUP_NAME,
      type: 'FUNDAMENTALS_CLASS',
      status: 'ACTIVE',
      description: 'Five weeks, three live classes a week, one cohort.',
    })
    .onConflict((oc) => oc.columns(['name', 'type']).doUpdateSet({ status: 'ACTIVE' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const memberEmails = ['learner@example.com', 'coach@example.com', ...cohortMateCatalogue.map((mate) => mate.email)];
  await db
    .insertInto('user_group')
    .columns(['user_id', 'group_id', 'role'])
    .expression((eb) =>
      eb
        .selectFrom('app_user')
        .select([
          'id',
          eb.val(group.id).as('group_id'),
          sql<string>`CASE WHEN type = 'COACH' THEN 'COACH' ELSE 'STUDENT' END`.as('role'),
        ])
        .where('email', 'in', memberEmails),
    )
    .onConflict((oc) => oc.columns(['user_id', 'group_id']).doNothing())
    .execute();

  await seedCurriculum(db, group.id);

  // The onboarding form of spec 3 §4.9 opens once for the demo learner.
  await db
    .insertInto('user_feature')
    .columns(['user_id', 'feature_id', 'is_viewable', 'is_locked', 'start_count'])
    .expression((eb) =>
      eb
        .selectFrom('app_user')
        .innerJoin('feature', (join) => join.on('feature.name', '=', 'TEMPORARY_ONBOARDING'))
        .select([
          'app_user.id',
          'feature.id as feature_id',
          eb.lit(true).as('is_viewable'),
          eb.lit(false).as('is_locked'),
          eb.lit(0).as('start_count'),
        ])
        .where('app_user.email', '=', 'learner@example.com'),
    )
    .onConflict((oc) => oc.columns(['user_id', 'feature_id']).doNothing())
    .execute();

  await seedFeedbackSession(db, scheduledEvents['cohort-next'] as string, now);
  return { scheduledEvents, cohortGroupId: group.id };
}

async function seedCurriculum(db: Kysely<DB>, groupId: string): Promise<void> {
  const metadata = JSON.stringify({
    activeWeek: COHORT_ACTIVE_WEEK,
    weeks: fundamentalsCurriculum.map((_, index) => ({ week: index + 1, isUnlocked: index + 1 <= COHORT_ACTIVE_WEEK })),
  });
  const existing = await db
    .selectFrom('group_curriculum')
    .select('id')
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (existing) return;
  const curriculum = await db
    .insertInto('group_curriculum')
    .values({
      group_id: groupId,
      name: 'Impromptu Fundamentals',
      community_url: COHORT_COMMUNITY_URL,
      metadata,
      curriculum_type: 'FUNDAMENTALS',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, week] of fundamentalsCurriculum.entries()) {
    const module = await db
      .insertInto('curriculum_module')
      .values({ group_curriculum_id: curriculum.id, week: index + 1, name: week.name, value: week.theme })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('curriculum_module_element')
      .values(
        week.elements.map((element, sort) => ({
          curriculum_module_id: module.id,
          type: element.type,
          title: element.title,
          body: element.body,
          url: element.url ?? null,
          sort_order: sort,
        })),
      )
      .execute();
  }
}

async function seedFeedbackSession(db: Kysely<DB>, scheduledEventId: string, now: Date): Promise<void> {
  const classStart = new Date(now.getTime() + 30 * 60_000);
  const { duration_seconds } = await db
    .selectFrom('scheduled_event')
    .select('duration_seconds')
    .where('id', '=', scheduledEventId)
    .executeTakeFirstOrThrow();
  const startsAt = new Date(classStart.getTime() - FEEDBACK_OPENS_BEFORE_MS);
  const endsAt = new Date(classStart.getTime() + duration_seconds * 1000 + FEEDBACK_CLOSES_AFTER_MS);
  const feedback = await db
    .selectFrom('feedback_session')
    .select('id')
    .where('scheduled_event_id', '=', scheduledEventId)
    .executeTakeFirst();
  if (feedback)
    await db
      .updateTable('feedback_session')
      .set({ starts_at: startsAt, ends_at: endsAt })
      .where('id', '=', feedback.id)
      .execute();
  else
    await db
      .insertInto('feedback_session')
      .values({
        scheduled_event_id: scheduledEventId,
        form_url: DEVELOPMENT_FEEDBACK_FORM_URL,
        starts_at: startsAt,
        ends_at: endsAt,
      })
      .execute();
}
