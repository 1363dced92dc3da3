import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { StateCache, type AppendResult } from '@impromptu/event-store';
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
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class GameSessionsRepository {
  /** Saves reading a session's stream on each of its rounds; the expected version keeps it honest. */
  private readonly sessions = new StateCache<GameSessionState>();

  constructor(
    @Inject(DATABASE) db: Kysely<DB>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  /**
   * Every game session command appends: a decision of no events would be a defect of the decider. `consistent`:
   * the answer waits for the per-game stats (a timeout still answers: the round is stored, only the stats are late).
   */
  async handle(
    sessionId: string,
    command: GameSessionCommand,
    idempotency?: IdempotentRequest,
    consistent = false,
  ): Promise<AppendResult> {
    const { append } = await this.commands.run({
      streamId: gameSessionStreamId(sessionId),
      decider: gameSessionDecider,
      command,
      idempotency,
      cache: this.sessions,
      ...(consistent ? { waitFor: [gameUserStatsProjection] } : {}),
    });
    if (!append) throw new Error(`${command.type} on game session ${sessionId} decided no event`);
    return append;
  }

  appendActivity(userId: string, event: UserActivityEvent): Promise<AppendResult> {
    return this.commands.record(userActivityStreamId(userId), [userActivityEvents.toAppend(event)]);
  }
}
