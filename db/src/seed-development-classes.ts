import type { Kysely } from 'kysely';
import type { DB } from './schema/index.js';

/** The development class's Zoom meeting id: `/zoom/meeting/123` works out of the box. */
export const DEVELOPMENT_ZOOM_MEETING_ID = '123';
export const DEVELOPMENT_FEEDBACK_FORM_URL = 'https://forms.example.com/impromptu-class-feedback';

const EVENT_SLUG = 'fundamentals-cohort-class';
const DURATION_SECONDS = 3600;
const START_DELAY_MS = 30 * 60 * 1000;
// The feedback form opens an hour before the class and closes a day after it ends.
const FEEDBACK_OPENS_BEFORE_MS = 60 * 60 * 1000;
const FEEDBACK_CLOSES_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Development only (never in production): one cohort class with Zoom meeting id 123 that
 * learner@example.com attends and coach@example.com hosts, and its feedback session. A class
 * that has already started is moved to 30 minutes from now, so each seeding gives a current
 * class; a repeated seed before then changes nothing.
 */
export async function seedDevelopmentClasses(db: Kysely<DB>, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('event')
    .values({
      slug: EVENT_SLUG,
      name: 'Fundamentals Cohort Class',
      type: 'COHORT_CLASS',
      required_subscription_tiers: ['trainings', 'free_trainings', 'coach'],
      short_description: 'A live class of the fundamentals cohort.',
      long_description: 'Practise the week’s techniques live with your coach and cohort.',
      duration_seconds: DURATION_SECONDS,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();

  const startTime = new Date(now.getTime() + START_DELAY_MS);
  const existing = await db
    .selectFrom('scheduled_event')
    .select(['id', 'start_time'])
    .where('zoom_meeting_id', '=', DEVELOPMENT_ZOOM_MEETING_ID)
    .executeTakeFirst();
  let scheduledEventId: string;
  if (!existing) {
    const inserted = await db
      .insertInto('scheduled_event')
      .columns(['event_id', 'start_time', 'duration_seconds', 'zoom_meeting_id', 'privacy_level'])
      .expression((eb) =>
        eb
          .selectFrom('event')
          .select([
            'id',
            eb.val(startTime).as('start_time'),
            eb.val(DURATION_SECONDS).as('duration_seconds'),
            eb.val(DEVELOPMENT_ZOOM_MEETING_ID).as('zoom_meeting_id'),
            eb.val('PUBLIC').as('privacy_level'),
          ])
          .where('slug', '=', EVENT_SLUG),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    scheduledEventId = inserted.id;
  } else {
    scheduledEventId = existing.id;
    if (existing.start_time.getTime() <= now.getTime()) {
      await db
        .updateTable('scheduled_event')
        .set({ start_time: startTime, end_time: null })
        .where('id', '=', scheduledEventId)
        .execute();
    }
  }

  for (const [email, type] of [
    ['learner@example.com', 'ATTENDEE'],
    ['coach@example.com', 'HOST'],
  ] as const) {
    await db
      .insertInto('user_scheduled_event')
      .columns(['user_id', 'scheduled_event_id', 'status', 'type'])
      .expression((eb) =>
        eb
          .selectFrom('app_user')
          .select(['id', eb.val(scheduledEventId).as('scheduled_event_id'), eb.val('REGISTERED').as('status'), eb.val(type).as('type')])
          .where('email', '=', email),
      )
      .onConflict((oc) => oc.columns(['user_id', 'scheduled_event_id']).doNothing())
      .execute();
  }

  const { start_time: classStart } = await db
    .selectFrom('scheduled_event')
    .select('start_time')
    .where('id', '=', scheduledEventId)
    .executeTakeFirstOrThrow();
  const startsAt = new Date(classStart.getTime() - FEEDBACK_OPENS_BEFORE_MS);
  const endsAt = new Date(classStart.getTime() + DURATION_SECONDS * 1000 + FEEDBACK_CLOSES_AFTER_MS);
  const feedback = await db
    .selectFrom('feedback_session')
    .select(['id', 'starts_at'])
    .where('scheduled_event_id', '=', scheduledEventId)
    .executeTakeFirst();
  if (!feedback) {
    await db
      .insertInto('feedback_session')
      .values({ scheduled_event_id: scheduledEventId, form_url: DEVELOPMENT_FEEDBACK_FORM_URL, starts_at: startsAt, ends_at: endsAt })
      .execute();
  } else if (feedback.starts_at.getTime() !== startsAt.getTime()) {
    await db.updateTable('feedback_session').set({ starts_at: startsAt, ends_at: endsAt }).where('id', '=', feedback.id).execute();
  }
}
