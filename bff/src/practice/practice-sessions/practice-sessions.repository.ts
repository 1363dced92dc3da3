import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB, UserContentType } from '@impromptu/db';
import { readAggregate, readProjection, type CommandResult } from '@impromptu/event-store';
import {
  type PracticeViews,
  practiceActivityEvents,
  practiceActivityStreamId,
  practiceSessionDecider,
  practiceSessionStreamId,
  type PracticeActivityEvent,
  type PracticeSessionCommand,
  type PracticeSessionEvent,
  type PracticeSessionState,
} from '@impromptu/practice';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { DATABASE } from '../../infrastructure/tokens.js';

/** A user content written by an input step, as the table keeps it. */
export interface UserContentWrite {
  key: string;
  type: UserContentType;
  label: string;
  text: string;
  index: number;
  nextKey: string | null;
  previousKey: string | null;
}

const sessionColumns = [
  'id',
  'slug',
  'name',
  'description',
  'summary',
  'estimated_duration',
  'type',
  'displayed_user_contents',
] as const;

@Injectable()
export class PracticeSessionsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  /** Whether the user completed a Today's Practice recorded for this local day (the user_practice_session view). */
  async completedDailyOn(userId: string, day: string): Promise<boolean> {
    const row = await readProjection(
      () =>
        this.db
          .withTables<PracticeViews>()
          .selectFrom('user_practice_session')
          .select('id')
          .where('user_id', '=', userId)
          .where('scheduled_date', '=', day)
          .where('status', '=', 'COMPLETED')
          .executeTakeFirst(),
      undefined,
    );
    return row !== undefined;
  }

  /** A user practice session as its stream has it now (the projection may be a moment behind). */
  async state(userPracticeSessionId: string): Promise<PracticeSessionState> {
    return (
      await readAggregate(this.commands.store, practiceSessionStreamId(userPracticeSessionId), practiceSessionDecider)
    ).state;
  }

  findSessionBySlug(slug: string) {
    return this.db.selectFrom('practice_session').select(sessionColumns).where('slug', '=', slug).executeTakeFirst();
  }

  /** The session an operator scheduled for the day, if any. */
  async scheduledSlug(day: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('practice_session_schedule')
      .innerJoin('practice_session', 'practice_session.id', 'practice_session_schedule.practice_session_id')
      .select('practice_session.slug')
      .where(sql<string>`practice_session_schedule.scheduled_date::text`, '=', day)
      .executeTakeFirst();
    return row?.slug;
  }

  /** The daily sessions in the order Today's Practice cycles through them. */
  async dailySlugs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('practice_session')
      .select('slug')
      .where('type', '=', 'DAILY_PRACTICE')
      .orderBy('sort_order')
      .orderBy('slug')
      .execute();
    return rows.map((row) => row.slug);
  }

  /** The session's elements in order, each with its goal, content or input step. */
  findElements(sessionId: string) {
    return this.db
      .selectFrom('practice_session_element as e')
      .leftJoin('practice_goal as g', 'g.id', 'e.goal_id')
      .leftJoin('practice_content as c', 'c.id', 'e.content_id')
      .leftJoin('practice_input_element as i', 'i.id', 'e.input_element_id')
      .select([
        'e.index',
        'e.number_retries_allowed',
        'e.displayed_user_contents_overrides',
        'e.input_element_id',
        'g.id as goal_id',
        'g.index as goal_index',
        'g.name as goal_name',
        'g.type as goal_type',
        'g.short_description',
        'g.long_description',
        'g.instruction_header',
        'g.instruction_body',
        'g.recap_header',
        'g.recap_body',
        'g.game_short_code',
        'g.settings',
        'g.number_retries_allowed as goal_retries',
        'g.coaching_tip as goal_coaching_tip',
        'g.metadata as goal_metadata',
        'c.id as content_id',
        'c.type as content_type',
        'c.header',
        'c.sub_header',
        'c.body',
        'c.coaching_tip',
        'c.examples',
        'c.primary_cta_type',
        'c.primary_cta_text',
        'c.secondary_cta_type',
        'c.secondary_cta_text',
        'c.cta_metadata',
        'c.video_url',
        'c.additional_resources',
        'c.timer_speed',
        'c.metadata',
        'i.header as input_header',
        'i.body as input_body',
        'i.coaching_tip as input_coaching_tip',
        'i.primary_cta_text as input_cta_text',
      ])
      .where('e.practice_session_id', '=', sessionId)
      .orderBy('e.index')
      .execute();
  }

  findInputs(inputElementIds: string[]) {
    if (inputElementIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('practice_input')
      .selectAll()
      .where('input_element_id', 'in', inputElementIds)
      .orderBy('index')
      .execute();
  }

  /** The user's own contents (outside any course history) of these types. */
  findUserContents(userId: string, types: UserContentType[]) {
    if (types.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('user_content')
      .select(['key', 'type', 'label', 'text', 'index', 'next_key', 'previous_key'])
      .where('user_id', '=', userId)
      .where('user_course_history_id', 'is', null)
      .where('type', 'in', types)
      .orderBy('type')
      .orderBy('index')
      .execute();
  }

  /**
   * Runs a command on the user practice session's stream and, in the same transaction, saves the
   * user contents it carries: the contents exist exactly when the progress does. A concurrent
   * append rolls both back and the whole is tried again, a bounded number of times.
   */
  handle(
    userPracticeSessionId: string,
    command: PracticeSessionCommand,
    options: {
      idempotency?: IdempotentRequest;
      userContents?: (
        events: PracticeSessionEvent[],
        state: PracticeSessionState,
      ) => { userId: string; contents: UserContentWrite[] } | null;
    } = {},
  ): Promise<CommandResult<PracticeSessionEvent, PracticeSessionState>> {
    const { userContents } = options;
    return this.commands.run({
      streamId: practiceSessionStreamId(userPracticeSessionId),
      decider: practiceSessionDecider,
      command,
      idempotency: options.idempotency,
      ...(userContents
        ? {
            alongside: async (trx, result) => {
              const write = userContents(result.events, result.state);
              if (write && write.contents.length > 0) await upsertUserContents(trx, write.userId, write.contents);
            },
          }
        : {}),
    });
  }

  appendActivity(userId: string, event: PracticeActivityEvent): Promise<unknown> {
    return this.commands.record(practiceActivityStreamId(userId), [practiceActivityEvents.toAppend(event)]);
  }
}

/** Spec 2 §7 upsert: on a conflict of key, type and history, the label, text, keys and index change. */
async function upsertUserContents(db: Kysely<DB>, userId: string, contents: UserContentWrite[]): Promise<void> {
  await db
    .insertInto('user_content')
    .values(
      contents.map((content) => ({
        user_id: userId,
        key: content.key,
        type: content.type,
        label: content.label,
        text: content.text,
        index: content.index,
        next_key: content.nextKey,
        previous_key: content.previousKey,
        user_course_history_id: null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'key', 'type', 'user_course_history_id']).doUpdateSet({
        label: sql.ref('excluded.label'),
        text: sql.ref('excluded.text'),
        index: sql.ref('excluded.index'),
        next_key: sql.ref('excluded.next_key'),
        previous_key: sql.ref('excluded.previous_key'),
      }),
    )
    .execute();
}
