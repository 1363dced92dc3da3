import { Body, Controller, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  AddGoalsBodySchema,
  PodOverviewSchema,
  ProfileDetailsBodySchema,
  ProfileDetailsSchema,
  ShapeHistorySchema,
  ShapeStatusSchema,
  SnapshotTakenSchema,
  TakeSnapshotBodySchema,
  UserParamsSchema,
  WizardQuerySchema,
  WizardSchema,
  type AddGoalsBody,
  type PodOverviewDto,
  type ProfileDetailsBody,
  type ProfileDetailsDto,
  type ShapeHistoryDto,
  type ShapeStatusDto,
  type SnapshotTakenDto,
  type TakeSnapshotBody,
  type UserParams,
  type WizardDto,
  type WizardQuery,
} from './shape.dto.js';
import { NO_ACCESS_TO_HISTORY, NO_PREVIOUS_SNAPSHOTS, ShapeService } from './shape.service.js';

/** The shape wizards, the snapshot history and the coach's pod overview (spec 3 §2.3, §2.7, §4.2, §4.3). */
@ZodTags('shape')
@Controller('shape')
export class ShapeController {
  constructor(@Inject(ShapeService) private readonly service: ShapeService) {}

  @Get('wizard')
  @ZodRoute({
    summary:
      "A wizard's questions (traits of its question sets), whether the profile page is needed, and the profile option lists",
    query: WizardQuerySchema,
    response: WizardSchema,
  })
  wizard(@CurrentUser() user: AuthenticatedUser, @Query() query: WizardQuery): Promise<WizardDto> {
    return this.service.wizard(user, query.type);
  }

  @Post('snapshots')
  @ZodRoute({
    summary:
      "Submit a wizard: the profile (first page) and a snapshot named with today's date with every answer, in one transaction (ShapeSnapshotTaken)",
    body: TakeSnapshotBodySchema,
    response: SnapshotTakenSchema,
    status: 201,
    errors: { 409: 'The snapshot changed while saving' },
    idempotent: true,
  })
  takeSnapshot(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TakeSnapshotBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<SnapshotTakenDto> {
    return this.service.takeSnapshot(user, body, idempotency);
  }

  @Post('goals')
  @ZodRoute({
    summary: 'The goals follow-up: answers added onto the latest snapshot (ShapeSnapshotAnswersAdded)',
    body: AddGoalsBodySchema,
    response: SnapshotTakenSchema,
    errors: { 404: NO_PREVIOUS_SNAPSHOTS },
    idempotent: true,
  })
  addGoals(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AddGoalsBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<SnapshotTakenDto> {
    return this.service.addGoals(user, body, idempotency);
  }

  @Get('profile')
  @ZodRoute({
    summary: "Settings → Details: the signed-in user's profile answers (school, benefit, option lists) and the options",
    response: ProfileDetailsSchema,
  })
  details(@CurrentUser() user: AuthenticatedUser): Promise<ProfileDetailsDto> {
    return this.service.details(user);
  }

  @Put('profile')
  @ZodRoute({
    summary:
      'Settings → Details saved: school and benefit required, each option answer one of its values or none (spec 3 §5)',
    body: ProfileDetailsBodySchema,
    response: ProfileDetailsSchema,
  })
  updateDetails(@CurrentUser() user: AuthenticatedUser, @Body() body: ProfileDetailsBody): Promise<ProfileDetailsDto> {
    return this.service.updateDetails(user, body);
  }

  @Get('status')
  @ZodRoute({
    summary: 'How many snapshots the user has, and whether the private coaching start wizard is due',
    response: ShapeStatusSchema,
  })
  status(@CurrentUser() user: AuthenticatedUser): Promise<ShapeStatusDto> {
    return this.service.status(user);
  }

  @Get('pod')
  @ZodRoute({
    summary: "A coach's pod overview: the members of their groups sorted by score",
    response: PodOverviewSchema,
    errors: { 403: NO_ACCESS_TO_HISTORY },
  })
  pod(@CurrentUser() user: AuthenticatedUser): Promise<PodOverviewDto> {
    return this.service.pod(user);
  }

  @Get('history/:userId')
  @ZodRoute({
    summary:
      "A user's snapshots, oldest first, with scores and category averages: the member, a coach of one of their groups, or an admin",
    params: UserParamsSchema,
    response: ShapeHistorySchema,
    errors: { 403: NO_ACCESS_TO_HISTORY },
  })
  history(@CurrentUser() user: AuthenticatedUser, @Param() params: UserParams): Promise<ShapeHistoryDto> {
    return this.service.history(user, params.userId);
  }
}
