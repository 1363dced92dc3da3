import type { Migration } from 'kysely';
import * as m0001 from './0001_reference.js';
import * as m0002 from './0002_event_store.js';
import * as m0003 from './0003_email.js';
import * as m0004 from './0004_identity.js';
import * as m0005 from './0005_access.js';
import * as m0006 from './0006_meetings.js';
import * as m0007 from './0007_game_content.js';

/** Every migration, in order. A static list works the same from source (tsx, Jest) and from dist. */
export const migrations: Record<string, Migration> = {
  '0001_reference': m0001,
  '0002_event_store': m0002,
  '0003_email': m0003,
  '0004_identity': m0004,
  '0005_access': m0005,
  '0006_meetings': m0006,
  '0007_game_content': m0007,
};
