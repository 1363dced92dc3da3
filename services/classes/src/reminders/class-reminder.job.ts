import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { plural } from '@impromptu/kernel';
import { emailJob, writeOutbox, type ContextJobs, type JobDefinition, type OutboxJob } from '@impromptu/event-store';
import { classEnd, formatClassTime } from '../rules/index.js';

/** Issue 29 §10: a registered learner is reminded an hour before the class. */
export const REMINDER_BEFORE_MS = 60 * 60 * 1000;
/** At most this many reminders per sweep; the next minute takes the rest. */
const SWEEP_LIMIT = 500;

export const classJobDefinitions = {
  /** Every minute: queue the reminder of each registration whose class starts within the hour (ADR 0040). */
  'classes.send-reminders': {
    queue: 'classes',
    payload: z.object({}),
    options: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  },
} as const satisfies Record<string, JobDefinition>;

/** Each minute (BullMQ job scheduler, upserted by every worker start, so N workers keep one). */
export const CLASS_REMINDER_SCHEDULE = { name: 'classes.send-reminders', pattern: '* * * * *', payload: {} } as const;

export interface DueReminder {
  registrationId: string;
  scheduledEventId: string;
  email: string;
  firstName: string;
  timeZone: string | null;
  className: string;
  startTime: Date;
  endTime: Date;
}

/**
 * The registrations to remind now: REGISTERED (a cancelled one is not), of a class held live that has not started and
 * starts within the hour, registered before the hour began (who registers later has just seen the time), and not
 * reminded yet.
 */
async function dueReminders(db: Kysely<any>, now: Date): Promise<DueReminder[]> {
  const { rows } = await sql<{
    registration_id: string;
    scheduled_event_id: string;
    email: string;
    first_name: string;
    iana_time_zone: string | null;
    name: string;
    start_time: Date;
    end_time: Date | null;
    duration_seconds: number;
  }>`
    SELECT r.id AS registration_id, r.scheduled_event_id, u.email, u.first_name, u.iana_time_zone,
           e.name, s.start_time, s.end_time, s.duration_seconds
    FROM user_scheduled_event r
    JOIN scheduled_event s ON s.id = r.scheduled_event_id
    JOIN event e ON e.id = s.event_id
    JOIN app_user u ON u.id = r.user_id
    WHERE r.status = 'REGISTERED'
      AND s.is_live
      AND s.start_time > ${now}
      AND s.start_time <= ${new Date(now.getTime() + REMINDER_BEFORE_MS)}
      AND r.created_at <= s.start_time - make_interval(secs => ${REMINDER_BEFORE_MS / 1000})
      AND NOT EXISTS (SELECT 1 FROM class_reminder c WHERE c.registration_id = r.id)
    ORDER BY s.start_time
    LIMIT ${SWEEP_LIMIT}
  `.execute(db);
  return rows.map((row) => ({
    registrationId: row.registration_id,
    scheduledEventId: row.scheduled_event_id,
    email: row.email,
    firstName: row.first_name,
    timeZone: row.iana_time_zone,
    className: row.name,
    startTime: new Date(row.start_time),
    endTime: classEnd({
      startTime: new Date(row.start_time),
      endTime: row.end_time ? new Date(row.end_time) : null,
      durationSeconds: row.duration_seconds,
    }),
  }));
}

/** How soon, in words: "in an hour", or the minutes left when the sweep comes late (a worker that was down). */
function startsIn(startTime: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((startTime.getTime() - now.getTime()) / 60_000));
  return minutes >= 55 ? 'in an hour' : `in ${plural(minutes, 'minute')}`;
}

/** The reminder, delivered by the platform's `email.send-bulk` job (mail to many, behind resets and receipts: ADR 0053) (through the e-mail port). */
export function classReminderEmailJob(reminder: DueReminder, now: Date, publicWebUrl: string): OutboxJob {
  const url = new URL(`/games/event/${reminder.scheduledEventId}`, publicWebUrl).toString();
  const when = formatClassTime(reminder.startTime, reminder.timeZone ?? 'UTC');
  return emailJob('bulk', {
    to: reminder.email,
    firstName: reminder.firstName,
    subject: `Your class starts ${startsIn(reminder.startTime, now)}: ${reminder.className}`,
    body: [
      `Your class ${reminder.className} starts ${startsIn(reminder.startTime, now)}: ${when}.`,
      '',
      `Join from 15 minutes before the start with JOIN EVENT on the class page: ${url}`,
      '',
      'Can’t make it? Cancel your registration on the same page, so someone else can take your seat.',
      '',
      '—',
      'You are getting this because you registered for this class on Impromptu.',
    ],
  });
}

/**
 * One sweep: each due registration is claimed in `class_reminder` and its e-mail queued in the same transaction, so a
 * sweep run twice (two workers, a retried job, a restart mid-sweep) reminds each registration once. Answers how many
 * were queued.
 */
export async function sendClassReminders(
  db: Kysely<any>,
  options: { now: Date; publicWebUrl: string },
): Promise<number> {
  let queued = 0;
  for (const reminder of await dueReminders(db, options.now)) {
    const claimed = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('class_reminder')
        .values({ registration_id: reminder.registrationId, scheduled_event_id: reminder.scheduledEventId })
        .onConflict((conflict) => conflict.column('registration_id').doNothing())
        .returning('registration_id')
        .executeTakeFirst();
      if (!inserted) return false;
      await writeOutbox(trx, [classReminderEmailJob(reminder, options.now, options.publicWebUrl)]);
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}

export const classJobs: ContextJobs<typeof classJobDefinitions> = {
  definitions: classJobDefinitions,
  schedules: [CLASS_REMINDER_SCHEDULE],
  createHandlers: ({ db }) => ({
    'classes.send-reminders': async (_payload, ctx) => {
      // The worker is started with the web app's public address (npm start, the deployment); the BFF's default else.
      const publicWebUrl = process.env.PUBLIC_WEB_URL || 'http://localhost:3000';
      const queued = await sendClassReminders(db, { now: new Date(), publicWebUrl });
      if (queued > 0) ctx.logger.info({ queued }, 'class reminders queued');
    },
  }),
};
