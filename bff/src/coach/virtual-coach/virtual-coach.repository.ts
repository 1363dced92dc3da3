import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { readAggregate, type CommandResult } from '@impromptu/event-store';
import {
  virtualCoachActivityEvents,
  virtualCoachActivityStreamId,
  virtualCoachDecider,
  virtualCoachStreamId,
  type VirtualCoachActivityEvent,
  type VirtualCoachCommand,
  type VirtualCoachEvent,
  type VirtualCoachState,
} from '@impromptu/coach';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { DATABASE } from '../../infrastructure/tokens.js';

export const VIRTUAL_COACH_FEATURE = 'VIRTUAL_COACH';

/** The user feature's counters a run moves (spec 2 §4): a start, and an end (a confirmed close or the exit). */
function countersOf(events: VirtualCoachEvent[]): { starts: number; ends: number } {
  return {
    starts: events.filter((event) => event.type === 'VirtualCoachStarted').length,
    ends: events.filter((event) => event.type === 'VirtualCoachClosed' || event.type === 'VirtualCoachExited').length,
  };
}

@Injectable()
export class VirtualCoachRepository {
  constructor(
    @Inject(DATABASE) db: Kysely<DB>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  async current(userId: string): Promise<VirtualCoachState> {
    return (await readAggregate(this.commands.store, virtualCoachStreamId(userId), virtualCoachDecider)).state;
  }

  /**
   * Runs a step on the user's Virtual Coach stream and, in the same transaction, moves the user feature's
   * start_count and end_count: the counters change exactly when the events exist. A concurrent append rolls both
   * back and the whole is tried again, a bounded number of times.
   */
  handle(
    userId: string,
    command: VirtualCoachCommand,
    idempotency?: IdempotentRequest,
  ): Promise<CommandResult<VirtualCoachEvent, VirtualCoachState>> {
    return this.commands.run({
      streamId: virtualCoachStreamId(userId),
      decider: virtualCoachDecider,
      command,
      idempotency,
      alongside: (trx, result) => countFeatureUse(trx, userId, countersOf(result.events)),
    });
  }

  appendActivity(userId: string, event: VirtualCoachActivityEvent): Promise<unknown> {
    return this.commands.record(virtualCoachActivityStreamId(userId), [virtualCoachActivityEvents.toAppend(event)]);
  }
}

async function countFeatureUse(
  db: Kysely<DB>,
  userId: string,
  counters: { starts: number; ends: number },
): Promise<void> {
  if (counters.starts === 0 && counters.ends === 0) return;
  await db
    .insertInto('user_feature')
    .columns(['user_id', 'feature_id', 'start_count', 'end_count'])
    .expression((eb) =>
      eb
        .selectFrom('feature')
        .select([
          sql<string>`${userId}::uuid`.as('user_id'),
          'feature.id as feature_id',
          sql<number>`${counters.starts}::int`.as('start_count'),
          sql<number | null>`${counters.ends === 0 ? null : counters.ends}::int`.as('end_count'),
        ])
        .where('feature.name', '=', VIRTUAL_COACH_FEATURE),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'feature_id']).doUpdateSet({
        start_count: sql`user_feature.start_count + ${counters.starts}::int`,
        end_count:
          counters.ends === 0
            ? sql`user_feature.end_count`
            : sql`coalesce(user_feature.end_count, 0) + ${counters.ends}::int`,
      }),
    )
    .execute();
}
