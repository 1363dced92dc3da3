import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Public } from '../../identity/auth/public.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  GameListSchema,
  GameSchema,
  GameShortCodeParamsSchema,
  type GameDto,
  type GameShortCodeParams,
} from './games.dto.js';
import { GAME_NOT_FOUND, GamesService } from './games.service.js';

@ZodTags('games')
@Controller('games')
export class GamesController {
  constructor(@Inject(GamesService) private readonly service: GamesService) {}

  @Public()
  @Get()
  @ZodRoute({ summary: 'List the games', response: GameListSchema })
  getAll(): Promise<GameDto[]> {
    return this.service.getAll();
  }

  @Public()
  @Get(':shortCode')
  @ZodRoute({
    summary: 'Get one game by its short code',
    params: GameShortCodeParamsSchema,
    response: GameSchema,
    errors: { 404: GAME_NOT_FOUND },
  })
  getByShortCode(@Param() params: GameShortCodeParams): Promise<GameDto> {
    return this.service.getByShortCode(params.shortCode);
  }
}
