import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { GameShortCodeParamsSchema, type GameShortCodeParams } from '../games/games.dto.js';
import { GAME_NOT_FOUND } from '../games/games.service.js';
import {
  UpdateUserGameBodySchema,
  UserGameSchema,
  type UpdateUserGameBody,
  type UserGameDto,
} from './user-games.dto.js';
import { UserGamesService } from './user-games.service.js';

@ZodTags('user-games')
@Controller('user-games')
export class UserGamesController {
  constructor(@Inject(UserGamesService) private readonly service: UserGamesService) {}

  @Get(':shortCode')
  @ZodRoute({
    summary: "The user's record of a game: tutorial completion, videos, last settings, preferred",
    params: GameShortCodeParamsSchema,
    response: UserGameSchema,
    errors: { 404: GAME_NOT_FOUND },
  })
  get(@CurrentUser() user: AuthenticatedUser, @Param() params: GameShortCodeParams): Promise<UserGameDto> {
    return this.service.get(user, params.shortCode);
  }

  @Put(':shortCode')
  @ZodRoute({
    summary: 'Store tutorial completion for the user game',
    params: GameShortCodeParamsSchema,
    body: UpdateUserGameBodySchema,
    response: UserGameSchema,
    errors: { 404: GAME_NOT_FOUND },
  })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: GameShortCodeParams,
    @Body() body: UpdateUserGameBody,
  ): Promise<UserGameDto> {
    return this.service.update(user, params.shortCode, body);
  }
}
