import type { Migration } from 'kysely';
import * as m0001 from './0001_reference.js';
import * as m0002 from './0002_event_store.js';
import * as m0003 from './0003_email.js';
import * as m0004 from './0004_identity.js';
import * as m0005 from './0005_access.js';
import * as m0006 from './0006_meetings.js';
import * as m0007 from './0007_game_content.js';
import * as m0008 from './0008_idempotency_fingerprint.js';
import * as m0009 from './0009_login_throttle.js';
import * as m0010 from './0010_practice.js';
import * as m0011 from './0011_append_guarded_by_event_key.js';
import * as m0012 from './0012_courses.js';
import * as m0013 from './0013_classes.js';
import * as m0014 from './0014_billing.js';
import * as m0016 from './0016_assessments.js';
import * as m0017 from './0017_coach_recordings.js';
import * as m0018c from './0018c_accounts.js';
import * as m0018d from './0018d_forgotten_subjects.js';
import * as m0019w from './0019w_noun_forms.js';
import * as m0019x from './0019x_run_it_back_lands_on_the_game.js';
import * as m0019y from './0019y_leaderboard_ranked_at_read_time.js';
import * as m0020k from './0020k_class_reminders.js';
import * as m0020l from './0020l_billing_reconciliation.js';
import * as m0020q from './0020q_proper_noun_form.js';
import * as m0020r from './0020r_watched_video.js';
import * as m0020s from './0020s_lesson_media_draft.js';

/** Every migration, in order. A static list works the same from source (tsx, Jest) and from dist. */
export const migrations: Record<string, Migration> = {
  '0001_reference': m0001,
  '0002_event_store': m0002,
  '0003_email': m0003,
  '0004_identity': m0004,
  '0005_access': m0005,
  '0006_meetings': m0006,
  '0007_game_content': m0007,
  '0008_idempotency_fingerprint': m0008,
  '0009_login_throttle': m0009,
  '0010_practice': m0010,
  '0011_append_guarded_by_event_key': m0011,
  '0012_courses': m0012,
  '0013_classes': m0013,
  '0014_billing': m0014,
  '0016_assessments': m0016,
  '0017_coach_recordings': m0017,
  '0018c_accounts': m0018c,
  '0018d_forgotten_subjects': m0018d,
  '0019w_noun_forms': m0019w,
  '0019x_run_it_back_lands_on_the_game': m0019x,
  '0019y_leaderboard_ranked_at_read_time': m0019y,
  '0020k_class_reminders': m0020k,
  '0020l_billing_reconciliation': m0020l,
  '0020q_proper_noun_form': m0020q,
  '0020r_watched_video': m0020r,
  '0020s_lesson_media_draft': m0020s,
};
