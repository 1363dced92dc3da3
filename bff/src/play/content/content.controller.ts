import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { GameShortCodeParamsSchema, type GameShortCodeParams } from '../games/games.dto.js';
import {
  ContentQuerySchema,
  GameContentResponseSchema,
  PhotosQuerySchema,
  PhotosResponseSchema,
  type ContentQuery,
  type GameContentResponse,
  type PhotosQuery,
  type PhotosResponse,
} from './content.dto.js';
import { GAME_NOT_FOUND } from '../games/games.service.js';
import { ContentService } from './content.service.js';

@ZodTags('content')
@Controller('games')
export class ContentController {
  constructor(@Inject(ContentService) private readonly service: ContentService) {}

  @Get(':shortCode/content')
  @ZodRoute({
    summary: "A game's content from the chosen word sets, and the user's play count",
    params: GameShortCodeParamsSchema,
    query: ContentQuerySchema,
    response: GameContentResponseSchema,
    errors: { 404: GAME_NOT_FOUND },
  })
  getContent(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: GameShortCodeParams,
    @Query() query: ContentQuery,
  ): Promise<GameContentResponse> {
    return this.service.getContent(user.id, params.shortCode, query.collections);
  }

  @Get(':shortCode/photos')
  @ZodRoute({
    summary: 'Random photos for The Blindfolded Slideshow, with their attribution',
    description: 'A failed fetch answers 200 with no photos and an error, so the game ends loading (spec 2 §8).',
    params: GameShortCodeParamsSchema,
    query: PhotosQuerySchema,
    response: PhotosResponseSchema,
    errors: { 404: GAME_NOT_FOUND },
  })
  getPhotos(@Param() params: GameShortCodeParams, @Query() query: PhotosQuery): Promise<PhotosResponse> {
    return this.service.getPhotos(params.shortCode, query.count);
  }
}
