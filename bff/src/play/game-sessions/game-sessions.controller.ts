import { Body, Controller, Inject, Param, Post, Query } from '@nestjs/common';
import { UPGRADE_TO_PLAY } from '@impromptu/access';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  CompleteRoundBodySchema,
  CompleteRoundQuerySchema,
  FinishGameSessionBodySchema,
  GameSessionParamsSchema,
  GameSessionStartedSchema,
  RecordedSchema,
  StartGameSessionBodySchema,
  type CompleteRoundBody,
  type CompleteRoundQuery,
  type FinishGameSessionBody,
  type GameSessionParams,
  type GameSessionStartedDto,
  type RecordedDto,
  type StartGameSessionBody,
} from './game-sessions.dto.js';
import { GAME_NOT_FOUND } from '../games/games.service.js';
import { GAME_SESSION_NOT_FOUND, GameSessionsService } from './game-sessions.service.js';

@ZodTags('game-sessions')
@Controller('game-sessions')
export class GameSessionsController {
  constructor(@Inject(GameSessionsService) private readonly service: GameSessionsService) {}

  @Post()
  @ZodRoute({
    summary: 'Start a game session (GameSessionStarted)',
    body: StartGameSessionBodySchema,
    response: GameSessionStartedSchema,
    status: 201,
    errors: { 403: UPGRADE_TO_PLAY, 404: GAME_NOT_FOUND },
  })
  start(@CurrentUser() user: AuthenticatedUser, @Body() body: StartGameSessionBody): Promise<GameSessionStartedDto> {
    return this.service.start(user, body);
  }

  @Post(':sessionId/rounds')
  @ZodRoute({
    summary:
      'Record a completed round (RoundCompleted); a retry with the same idempotency key writes once and answers the same',
    params: GameSessionParamsSchema,
    query: CompleteRoundQuerySchema,
    body: CompleteRoundBodySchema,
    response: RecordedSchema,
    status: 201,
    errors: {
      404: GAME_SESSION_NOT_FOUND,
      409: 'The round is already recorded, out of order, or the session is finished',
    },
    idempotent: true,
  })
  completeRound(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: GameSessionParams,
    @Query() query: CompleteRoundQuery,
    @Body() body: CompleteRoundBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<RecordedDto> {
    return this.service.completeRound(user, params.sessionId, body, idempotency, query.consistent === '1');
  }

  @Post(':sessionId/finish')
  @ZodRoute({
    summary: 'Finish a game session (GameSessionFinished)',
    params: GameSessionParamsSchema,
    body: FinishGameSessionBodySchema,
    response: RecordedSchema,
    errors: { 404: GAME_SESSION_NOT_FOUND, 409: 'The game session is finished' },
    idempotent: true,
  })
  finish(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: GameSessionParams,
    @Body() body: FinishGameSessionBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<RecordedDto> {
    return this.service.finish(user, params.sessionId, body, idempotency);
  }
}
