import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { ZodRoute } from '../common/zod-route.decorator.js';
import { GAME_NOT_FOUND } from '../game-sessions/game-sessions.service.js';
import {
  UpdateUserGameBodySchema,
  UserGameParamsSchema,
  UserGameSchema,
  type UpdateUserGameBody,
  type UserGameDto,
  type UserGameParams,
} from './user-games.dto.js';
import { UserGamesService } from './user-games.service.js';

@Controller('user-games')
export class UserGamesController {
  constructor(@Inject(UserGamesService) private readonly service: UserGamesService) {}

  @Get(':shortCode')
  @ZodRoute({
    summary: "The user's record of a game: tutorial completion, videos, last settings, preferred",
    tags: ['user-games'],
    params: UserGameParamsSchema,
    response: UserGameSchema,
    errors: { 404: GAME_NOT_FOUND },
  })
  get(@CurrentUser() user: AuthenticatedUser, @Param() params: UserGameParams): Promise<UserGameDto> {
    return this.service.get(user, params.shortCode);
  }

  @Put(':shortCode')
  @ZodRoute({
    summary: 'Store tutorial completion for the user game',
    tags: ['user-games'],
    params: UserGameParamsSchema,
    body: UpdateUserGameBodySchema,
    response: UserGameSchema,
    errors: { 404: GAME_NOT_FOUND },
  })
  update(@CurrentUser() user: AuthenticatedUser, @Param() params: UserGameParams, @Body() body: UpdateUserGameBody): Promise<UserGameDto> {
    return this.service.update(user, params.shortCode, body);
  }
}
