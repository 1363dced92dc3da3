import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  CohortDashboardSchema,
  CohortQuerySchema,
  GROUP_NOT_FOUND,
  GroupListSchema,
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  NO_ACTIVE_COHORT,
  OnboardingBodySchema,
  OnboardingStateSchema,
  type CohortDashboard,
  type CohortQuery,
  type GroupList,
  type LeaderboardPage,
  type LeaderboardQuery,
  type OnboardingBody,
  type OnboardingState,
} from './cohorts.dto.js';
import { CohortsService } from './cohorts.service.js';

/** The cohort dashboard, leaderboards, groups and the onboarding form (spec 3 §2.10, §4.9). */
@ZodTags('cohorts')
@Controller()
export class CohortsController {
  constructor(@Inject(CohortsService) private readonly service: CohortsService) {}

  @Get('cohorts/dashboard')
  @ZodRoute({
    summary: 'The cohort dashboard: groups, curriculum weeks, weekly leaderboard, upcoming sessions, onboarding',
    description:
      '404 when the user has no ACTIVE cohort group with a curriculum: the web app then goes to /games/home.',
    query: CohortQuerySchema,
    response: CohortDashboardSchema,
    errors: { 404: `${NO_ACTIVE_COHORT} / ${GROUP_NOT_FOUND}` },
  })
  dashboard(@CurrentUser() user: AuthenticatedUser, @Query() query: CohortQuery): Promise<CohortDashboard> {
    return this.service.dashboard(user, query.groupId);
  }

  @Get('leaderboards')
  @ZodRoute({
    summary: 'A group’s daily or weekly ranking (user, total_points, rank), projected from events',
    query: LeaderboardQuerySchema,
    response: LeaderboardPageSchema,
    errors: { 404: GROUP_NOT_FOUND },
  })
  leaderboard(@CurrentUser() user: AuthenticatedUser, @Query() query: LeaderboardQuery): Promise<LeaderboardPage> {
    return this.service.leaderboardPage(user, query.groupId, query.period);
  }

  @Get('groups')
  @ZodRoute({ summary: 'The user’s groups with their members', response: GroupListSchema })
  groups(@CurrentUser() user: AuthenticatedUser): Promise<GroupList> {
    return this.service.groups(user);
  }

  @Post('user/onboarding')
  @ZodRoute({
    summary: 'Close (start_count + 1) or submit (both counts + 1) the cohort onboarding form',
    body: OnboardingBodySchema,
    response: OnboardingStateSchema,
    errors: { 404: 'There is no onboarding form for you (404).' },
  })
  onboarding(@CurrentUser() user: AuthenticatedUser, @Body() body: OnboardingBody): Promise<OnboardingState> {
    return this.service.onboarding(user, body);
  }
}
