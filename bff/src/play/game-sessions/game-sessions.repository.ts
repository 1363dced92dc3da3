import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import {
  EventStore,
  handleCommand,
  positionOf,
  StateCache,
  waitForCheckpoint,
  type AppendResult,
} from '@impromptu/event-store';
import {
  gameSessionDecider,
  gameSessionStreamId,
  gameUserStatsProjection,
  userActivityEvents,
  userActivityStreamId,
  type GameSessionCommand,
  type GameSessionState,
  type UserActivityEvent,
} from '@impromptu/play';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class GameSessionsRepository {
  private readonly store: EventStore;
  /** Saves reading a session's stream on each of its rounds; the expected version keeps it honest. */
  private readonly sessions = new StateCache<GameSessionState>();

  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {
    this.store = new EventStore(db);
  }

  /** Every game session command appends: a decision of no events would be a defect of the decider. */
  async handle(sessionId: string, command: GameSessionCommand, idempotency?: IdempotentRequest): Promise<AppendResult> {
    const { append } = await handleCommand(this.store, gameSessionStreamId(sessionId), gameSessionDecider, command, {
      ...idempotency,
      cache: this.sessions,
    });
    if (!append) throw new Error(`${command.type} on game session ${sessionId} decided no event`);
    return append;
  }

  appendActivity(userId: string, event: UserActivityEvent): Promise<AppendResult> {
    return this.store.append(userActivityStreamId(userId), [userActivityEvents.toAppend(event)], {
      expectedVersion: 'any',
    });
  }

  /** Read-your-writes on the per-game stats; false when the wait ran out. */
  waitForStats(result: AppendResult, timeoutMs: number): Promise<boolean> {
    return waitForCheckpoint(this.db, gameUserStatsProjection.name, positionOf(result), timeoutMs);
  }
}
