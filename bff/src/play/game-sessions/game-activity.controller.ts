import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { GameShortCodeParamsSchema, type GameShortCodeParams } from '../games/games.dto.js';
import { GAME_NOT_FOUND } from '../games/games.service.js';
import { GatherBodySchema, type GatherBody } from './game-sessions.dto.js';
import { GameSessionsService } from './game-sessions.service.js';

/** Analytics of the game views, recorded as events on the user's activity stream. */
@ZodTags('games')
@Controller('games')
export class GameActivityController {
  constructor(@Inject(GameSessionsService) private readonly service: GameSessionsService) {}

  @Post(':shortCode/gather')
  @ZodRoute({
    summary: 'Record the game settings when the current game sequence changes (debounced 300 ms by the web)',
    params: GameShortCodeParamsSchema,
    body: GatherBodySchema,
    status: 202,
    errors: { 404: GAME_NOT_FOUND },
  })
  gather(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: GameShortCodeParams,
    @Body() body: GatherBody,
  ): Promise<void> {
    return this.service.gather(user, params.shortCode, body);
  }

  @Post(':shortCode/viewed')
  @ZodRoute({
    summary: "Record the 'Game Viewed' analytics event",
    params: GameShortCodeParamsSchema,
    status: 202,
    errors: { 404: GAME_NOT_FOUND },
  })
  viewed(@CurrentUser() user: AuthenticatedUser, @Param() params: GameShortCodeParams): Promise<void> {
    return this.service.viewed(user, params.shortCode);
  }
}
