import type { BoundedContext, ViewsOf } from '@impromptu/event-store';
import { leaderboardProjection } from './projections/leaderboard/leaderboard.projection.js';
import { registrationsProjection } from './projections/registrations/registrations.projection.js';
import { registrationDecider } from './registration/registration.decider.js';
import { classJobs, type classJobDefinitions } from './reminders/class-reminder.job.js';

/**
 * Classes: registrations for live classes and cohort classes (stream per scheduled event), attendance,
 * and the groups' daily and weekly leaderboards.
 */
export const classesContext = {
  name: 'classes',
  deciders: { registration: registrationDecider },
  projections: [registrationsProjection, leaderboardProjection],
  jobs: classJobs,
} satisfies BoundedContext<typeof classJobDefinitions>;

/** The views of this context's projections as Kysely sees them: `db.withTables<ClassesViews>()`. Read-only. */
export type ClassesViews = ViewsOf<typeof registrationsProjection | typeof leaderboardProjection>;

export { registrationsProjection, leaderboardProjection };
export {
  groupRanking,
  readGroupRanking,
  type LeaderboardPeriod,
  type RankedMember,
} from './projections/leaderboard/leaderboard.ranking.js';
export { releaseFutureSeats } from './registration/release-seats.js';
export {
  CLASS_REMINDER_SCHEDULE,
  REMINDER_BEFORE_MS,
  classReminderEmailJob,
  sendClassReminders,
} from './reminders/class-reminder.job.js';
export {
  registrationDecider,
  AlreadyRegisteredError,
  ClassFullError,
  NotRegisteredError,
  RegistrationError,
  type CancelRegistration,
  type RecordAttendance,
  type RegisterAttendee,
  type Registration,
  type RegistrationCommand,
  type RegistrationState,
} from './registration/registration.decider.js';
export {
  REGISTRATION_SOURCES,
  REGISTRATION_TYPES,
  SCHEDULED_EVENT_STREAM_TYPE,
  registrationEvents,
  scheduledEventStreamId,
  type AttendeeJoined,
  type AttendeeRegistered,
  type RegistrationCancelled,
  type RegistrationEvent,
  type RegistrationType,
} from './registration/registration.events.js';
export { seedClassActivity, seedUuid } from './seed/seed-class-activity.js';
