import type { ReferenceTables } from './reference.js';
import type { EventStoreTables } from './event-store.js';
import type { EmailTables } from './email.js';

export type * from './reference.js';
export type * from './event-store.js';
export type * from './email.js';

/** The whole database as Kysely sees it. Projection tables are addressed through their runner. */
export interface DB extends ReferenceTables, EventStoreTables, EmailTables {}
