import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppendResult } from '@impromptu/event-store';
import { canPlayGame, UPGRADE_TO_PLAY } from '@impromptu/access';
import { DomainError } from '@impromptu/kernel';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { GamesService } from '../games/games.service.js';
import type {
  CompleteRoundBody,
  FinishGameSessionBody,
  GameSessionStartedDto,
  GatherBody,
  RecordedDto,
  StartGameSessionBody,
} from './game-sessions.dto.js';
import { GameSessionsRepository } from './game-sessions.repository.js';

export const GAME_SESSION_NOT_FOUND = 'Game session not found';

@Injectable()
export class GameSessionsService {
  constructor(
    @Inject(GameSessionsRepository) private readonly repository: GameSessionsRepository,
    @Inject(GamesService) private readonly games: GamesService,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Spec 2 §6: a locked game's session is refused here, not only greyed on the page. */
  async start(user: AuthenticatedUser, body: StartGameSessionBody): Promise<GameSessionStartedDto> {
    await this.games.findOrFail(body.shortCode);
    const access = await this.access.forUser(user.id);
    if (!canPlayGame(body.shortCode, access.plan, access.isPlanPaused)) {
      throw new DomainError('forbidden', UPGRADE_TO_PLAY);
    }
    const sessionId = randomUUID();
    await this.repository.handle(sessionId, {
      type: 'StartGameSession',
      data: {
        sessionId,
        userId: user.id,
        shortCode: body.shortCode,
        settings: body.settings,
        isMultiplayer: body.isMultiplayer,
        players: body.players.map((player, index) =>
          typeof player === 'string' ? { id: index, name: player } : player,
        ),
        timeZone: access.user.iana_time_zone,
        now: this.clock.now(),
      },
    });
    return { sessionId };
  }

  async completeRound(
    user: AuthenticatedUser,
    sessionId: string,
    body: CompleteRoundBody,
    idempotency: IdempotentRequest,
    consistent: boolean,
  ): Promise<RecordedDto> {
    const { idempotencyKey: _key, ...round } = body;
    const result = await this.repository.handle(
      sessionId,
      { type: 'CompleteRound', data: { ...round, userId: user.id, now: this.clock.now() } },
      idempotency,
      consistent,
    );
    return { position: firstPosition(result) };
  }

  async finish(
    user: AuthenticatedUser,
    sessionId: string,
    body: FinishGameSessionBody,
    idempotency: IdempotentRequest,
  ): Promise<RecordedDto> {
    const result = await this.repository.handle(
      sessionId,
      {
        type: 'FinishGameSession',
        data: {
          userId: user.id,
          totalRounds: body.totalRounds,
          totalDuration: body.totalDuration,
          survivalRounds: body.survivalRounds ?? null,
          now: this.clock.now(),
        },
      },
      idempotency,
    );
    return { position: firstPosition(result) };
  }

  /** Spec 1 §4 gather: the settings whenever the game sequence changes. */
  async gather(user: AuthenticatedUser, shortCode: string, body: GatherBody): Promise<void> {
    await this.games.findOrFail(shortCode);
    await this.repository.appendActivity(user.id, {
      type: 'GameSettingsGathered',
      data: { userId: user.id, shortCode, settings: body.settings, gatheredAt: this.clock.now().toISOString() },
    });
  }

  /** The 'Game Viewed' analytics event with gameShortCode. */
  async viewed(user: AuthenticatedUser, shortCode: string): Promise<void> {
    await this.games.findOrFail(shortCode);
    await this.repository.appendActivity(user.id, {
      type: 'GameViewed',
      data: { userId: user.id, gameShortCode: shortCode, viewedAt: this.clock.now().toISOString() },
    });
  }
}

function firstPosition(result: AppendResult): number {
  const position = result.globalPositions[0];
  if (position === undefined) throw new Error(`append to ${result.streamId} returned no position`);
  return position;
}
