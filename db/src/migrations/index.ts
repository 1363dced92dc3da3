import type { Migration } from 'kysely';
import * as m0001 from './0001_reference.js';
import * as m0002 from './0002_event_store.js';
import * as m0003 from './0003_email.js';

/** Every migration, in order. A static list works the same from source (tsx, Jest) and from dist. */
export const migrations: Record<string, Migration> = {
  '0001_reference': m0001,
  '0002_event_store': m0002,
  '0003_email': m0003,
};
