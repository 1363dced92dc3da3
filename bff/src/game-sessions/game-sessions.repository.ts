import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { EventStore, positionOf, waitForCheckpoint, type AppendResult } from '@impromptu/event-store';
import {
  GameSessionStateCache,
  gameUserStatsProjection,
  handleGameSessionCommand,
  userActivityStreamId,
  type GameSessionCommand,
  type UserActivityEvent,
} from '@impromptu/progress';
import { DATABASE } from '../infrastructure/tokens.js';

@Injectable()
export class GameSessionsRepository {
  private readonly store: EventStore;
  /** Saves reading a session's stream on each of its rounds; the expected version keeps it honest. */
  private readonly sessions = new GameSessionStateCache();

  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {
    this.store = new EventStore(db);
  }

  findGame(shortCode: string) {
    return this.db.selectFrom('game').select(['id', 'short_code']).where('short_code', '=', shortCode).executeTakeFirst();
  }

  handle(sessionId: string, command: GameSessionCommand, idempotencyKey?: string): Promise<AppendResult> {
    return handleGameSessionCommand(this.store, sessionId, command, { idempotencyKey, cache: this.sessions });
  }

  appendActivity(userId: string, event: UserActivityEvent): Promise<AppendResult> {
    return this.store.append(userActivityStreamId(userId), [{ type: event.type, data: event.data, schemaVersion: 1 }], { expectedVersion: 'any' });
  }

  /** Read-your-writes on the per-game stats; false when the wait ran out. */
  waitForStats(result: AppendResult, timeoutMs: number): Promise<boolean> {
    return waitForCheckpoint(this.db, gameUserStatsProjection.name, positionOf(result), timeoutMs);
  }
}
