import type { ReferenceTables } from './reference.js';
import type { EventStoreTables } from './event-store.js';
import type { EmailTables } from './email.js';
import type { IdentityTables } from './identity.js';
import type { AccessTables } from './access.js';
import type { MeetingTables } from './meetings.js';
import type { ContentTables } from './content.js';
import type { PracticeTables } from './practice.js';
import type { CourseTables } from './courses.js';
import type { BillingTables } from './billing.js';
import type { AssessmentTables } from './assessments.js';
import type { CoachTables } from './coach.js';

export type * from './reference.js';
export type * from './event-store.js';
export type * from './email.js';
export type * from './identity.js';
export type * from './access.js';
export type * from './meetings.js';
export type * from './content.js';
export type * from './practice.js';
export type * from './courses.js';
export type * from './billing.js';
export type * from './assessments.js';
export type * from './coach.js';

/** The whole database as Kysely sees it. Projection tables are addressed through their runner. */
export interface DB
  extends
    ReferenceTables,
    EventStoreTables,
    EmailTables,
    IdentityTables,
    AccessTables,
    MeetingTables,
    ContentTables,
    PracticeTables,
    CourseTables,
    BillingTables,
    AssessmentTables,
    CoachTables {}
