import { Body, Controller, Get, Headers, HttpStatus, Inject, Param, Post, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiException } from '../../common/error-response.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { NO_ACCESS_MESSAGE } from '../../identity/access/require-feature.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import {
  LessonMediaDraftParamsSchema,
  LessonMediaDraftSchema,
  LessonMediaListSchema,
  LessonMediaParamsSchema,
  LessonMediaTargetSchema,
  LessonMediaVersionParamsSchema,
  PublishLessonMediaBodySchema,
  type LessonMediaDraftDto,
  type LessonMediaParams,
  type LessonMediaTargetDto,
  type LessonMediaVersionParams,
  type PublishLessonMediaBody,
} from './lesson-media.dto.js';
import { LessonMediaService, type ServedMedia } from './lesson-media.service.js';
import { VideoUploadBody, type VideoUpload } from './video-upload.decorator.js';

const AUTHORS_ONLY = `${NO_ACCESS_MESSAGE} (admins and coaches only)`;
const RANGE_ERRORS = { 404: 'Not published (or not the current version)', 416: 'The range is outside the file' };

/** Sends a media answer: 200 whole, 206 a range (Content-Range), 416 a range outside the object. */
function send(served: ServedMedia, response: Response): StreamableFile {
  for (const [name, value] of Object.entries(served.headers)) response.setHeader(name, value);
  if (served.status === 416 || !served.body)
    // ApiException (ADR 0065): HTTP's own range answer, not a refusal of the domain.
    throw new ApiException(HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE, 'The requested range is outside the video.');
  response.status(served.status);
  return new StreamableFile(served.body);
}

/**
 * Lesson media a coach publishes (issue 47, ADR 0060): the admin content screens list the lectures and Virtual Coach
 * lessons, upload or record a video, preview it and publish it with captions; learners' pages read the published
 * version through the web app, with range requests.
 */
@ZodTags('lesson-media')
@Controller('lesson-media')
export class LessonMediaController {
  constructor(@Inject(LessonMediaService) private readonly service: LessonMediaService) {}

  @Get()
  @ZodRoute({
    summary: 'Every lecture and Virtual Coach lesson with what is published for it (admins and coaches)',
    response: LessonMediaListSchema,
    errors: { 403: AUTHORS_ONLY },
  })
  list(@CurrentUser() user: AuthenticatedUser): Promise<LessonMediaTargetDto[]> {
    return this.service.list(user);
  }

  @Get('drafts/:draftId/video')
  @ZodRoute({
    summary: "An uploaded video's preview before it is published, with range requests (admins and coaches)",
    params: LessonMediaDraftParamsSchema,
    errors: { 403: AUTHORS_ONLY, ...RANGE_ERRORS },
  })
  async draftVideo(
    @CurrentUser() user: AuthenticatedUser,
    @Param('draftId') draftId: string,
    @Headers('range') range: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return send(await this.service.serveDraft(user, draftId, range), response);
  }

  @Get(':kind/:key')
  @ZodRoute({
    summary: 'One lesson video: its rendered fallback, its key points and what is published (admins and coaches)',
    params: LessonMediaParamsSchema,
    response: LessonMediaTargetSchema,
    errors: { 403: AUTHORS_ONLY, 404: 'No such lesson' },
  })
  target(@CurrentUser() user: AuthenticatedUser, @Param() params: LessonMediaParams): Promise<LessonMediaTargetDto> {
    return this.service.target(user, params.kind, params.key);
  }

  @Post(':kind/:key/drafts')
  @ZodRoute({
    summary: 'Upload a lesson video (the raw MP4 or WebM body) as a draft: checked from its bytes, not published yet',
    description:
      'The container is read from the file (magic bytes, box and element sizes, duration): a file of another type, ' +
      'one cut short or one past MEDIA_MAX_UPLOAD_MB is refused with a message saying what to do.',
    params: LessonMediaParamsSchema,
    response: LessonMediaDraftSchema,
    status: 201,
    errors: {
      403: AUTHORS_ONLY,
      404: 'No such lesson',
      413: 'Larger than MEDIA_MAX_UPLOAD_MB',
      415: 'Not video/mp4 or video/webm',
    },
  })
  upload(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonMediaParams,
    @VideoUploadBody() video: VideoUpload,
  ): Promise<LessonMediaDraftDto> {
    return this.service.upload(user, params.kind, params.key, video);
  }

  @Post(':kind/:key/publish')
  @ZodRoute({
    summary: 'Publish a draft with its WebVTT captions as the next version: learners see it at once',
    params: LessonMediaParamsSchema,
    body: PublishLessonMediaBodySchema,
    response: LessonMediaTargetSchema,
    errors: { 403: AUTHORS_ONLY, 404: 'No such lesson or draft', 409: 'Another version was published meanwhile' },
  })
  publish(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: LessonMediaParams,
    @Body() body: PublishLessonMediaBody,
  ): Promise<LessonMediaTargetDto> {
    return this.service.publish(user, params.kind, params.key, body);
  }

  @Post(':kind/:key/unpublish')
  @ZodRoute({
    summary: 'Withdraw the published version: learners see the rendered lesson again',
    params: LessonMediaParamsSchema,
    response: LessonMediaTargetSchema,
    errors: { 403: AUTHORS_ONLY, 404: 'No such lesson', 409: 'Nothing is published' },
  })
  unpublish(@CurrentUser() user: AuthenticatedUser, @Param() params: LessonMediaParams): Promise<LessonMediaTargetDto> {
    return this.service.unpublish(user, params.kind, params.key);
  }

  @Get(':kind/:key/v/:version/video')
  @ZodRoute({
    summary: "The published version's video, with range requests (206, Accept-Ranges, Content-Range; 416)",
    params: LessonMediaVersionParamsSchema,
    errors: RANGE_ERRORS,
  })
  async video(
    @Param() params: LessonMediaVersionParams,
    @Headers('range') range: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return send(await this.service.servePublished(params.kind, params.key, params.version, 'video', range), response);
  }

  @Get(':kind/:key/v/:version/captions')
  @ZodRoute({
    summary: "The published version's WebVTT captions",
    params: LessonMediaVersionParamsSchema,
    errors: { 404: 'Not published (or not the current version)' },
  })
  async captions(
    @Param() params: LessonMediaVersionParams,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return send(
      await this.service.servePublished(params.kind, params.key, params.version, 'captions', undefined),
      response,
    );
  }
}
