import { Inject, Injectable } from '@nestjs/common';
import { UPCOMING_SESSIONS_SHOWN, classEnd, isClassLive, weekOf } from '@impromptu/classes/rules';
import { DomainError } from '@impromptu/kernel';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import {
  CURRICULUM_ELEMENT_TYPES,
  GROUP_NOT_FOUND,
  NO_ACTIVE_COHORT,
  type CohortDashboard,
  type GroupList,
  type LeaderboardPage,
  type OnboardingBody,
  type OnboardingState,
} from './cohorts.dto.js';
import { CohortsRepository } from './cohorts.repository.js';

type Leaderboard = CohortDashboard['leaderboard'];

interface CurriculumMetadata {
  activeWeek?: number;
  weeks?: { week?: number; isUnlocked?: boolean }[];
}

const displayName = (row: { first_name: string; last_name: string; email: string }) =>
  `${row.first_name} ${row.last_name}`.trim() || (row.email.split('@')[0] ?? 'Member');

@Injectable()
export class CohortsService {
  constructor(
    @Inject(CohortsRepository) private readonly repository: CohortsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Spec 3 §2.10: the cohort dashboard of the chosen (else the first) active cohort group with a curriculum. */
  async dashboard(user: AuthenticatedUser, groupId: string | undefined): Promise<CohortDashboard> {
    const groups = await this.repository.activeCohortGroups(user.id);
    if (groups.length === 0) throw new DomainError('not_found', NO_ACTIVE_COHORT);
    const group = groupId === undefined ? groups[0] : groups.find((g) => g.id === groupId);
    if (!group) throw new DomainError('not_found', GROUP_NOT_FOUND);
    const curriculum = await this.repository.curriculum(group.id);
    if (!curriculum) throw new DomainError('not_found', NO_ACTIVE_COHORT);
    const now = this.clock.now();
    const [rows, leaderboard, sessions, onboarding, access] = await Promise.all([
      this.repository.modules(curriculum.id),
      this.leaderboard(group.id, 'weekly', user.id, now),
      this.repository.upcomingSessions(user.id, now, UPCOMING_SESSIONS_SHOWN),
      this.repository.onboarding(user.id),
      this.access.forUser(user.id),
    ]);
    const metadata = curriculum.metadata as CurriculumMetadata;
    const unlocked = new Map((metadata.weeks ?? []).map((w, index) => [w.week ?? index + 1, w.isUnlocked === true]));
    const weeks = [...new Set(rows.map((row) => row.week))].map((week) => {
      const ofWeek = rows.filter((row) => row.week === week);
      return {
        week,
        name: ofWeek[0]?.name ?? `Week ${week}`,
        theme: ofWeek[0]?.value ?? '',
        isUnlocked: unlocked.get(week) ?? false,
        sections: CURRICULUM_ELEMENT_TYPES.map((type) => ({
          type,
          elements: ofWeek.flatMap((row) =>
            row.type === type && row.element_id && row.title
              ? [{ id: row.element_id, title: row.title, body: row.body ?? '', url: row.url }]
              : [],
          ),
        })).filter((section) => section.elements.length > 0),
      };
    });
    const onboardingAvailable = access.features['TEMPORARY_ONBOARDING']?.available === true;
    return {
      groups: groups.map(({ id, name, type }) => ({ id, name, type })),
      group: { id: group.id, name: group.name, type: group.type, description: group.description },
      curriculum: {
        name: curriculum.name,
        type: curriculum.curriculum_type,
        communityUrl: curriculum.community_url,
        activeWeek: metadata.activeWeek ?? 1,
        weeks,
      },
      leaderboard,
      upcomingSessions: sessions.map((row) => {
        const window = {
          startTime: row.start_time,
          endTime: row.end_time,
          durationSeconds: row.duration_seconds,
          isLive: row.is_live,
        };
        return {
          scheduledEventId: row.id,
          name: row.name,
          type: row.type,
          startTime: row.start_time.toISOString(),
          endTime: classEnd(window).toISOString(),
          isLive: isClassLive(window, now),
          registrationType: row.registration_type === 'HOST' ? 'HOST' : 'ATTENDEE',
        };
      }),
      onboarding: {
        open:
          onboardingAvailable && onboarding !== undefined && onboarding.start_count === 0 && onboarding.end_count !== 1,
      },
      timeZone: access.user.iana_time_zone,
    };
  }

  /** /games/leaderboard: the ranking of one of the user's active cohort groups, today or this week. */
  async leaderboardPage(
    user: AuthenticatedUser,
    groupId: string | undefined,
    period: 'daily' | 'weekly',
  ): Promise<LeaderboardPage> {
    const groups = await this.repository.activeCohortGroups(user.id);
    const group = groupId === undefined ? groups[0] : groups.find((g) => g.id === groupId);
    if (groupId !== undefined && !group) throw new DomainError('not_found', GROUP_NOT_FOUND);
    return {
      groups: groups.map(({ id, name, type }) => ({ id, name, type })),
      groupId: group?.id ?? null,
      leaderboard: group ? await this.leaderboard(group.id, period, user.id, this.clock.now()) : null,
    };
  }

  async groups(user: AuthenticatedUser): Promise<GroupList> {
    const groups = await this.repository.groupsWithMembers(user.id);
    return {
      groups: groups.map((group) => ({
        id: group.id,
        name: group.name,
        type: group.type,
        status: group.status,
        description: group.description,
        role: group.role,
        hasCurriculum: group.has_curriculum,
        members: group.members.map((m) => ({ userId: m.id, name: displayName(m), type: m.type, role: m.role })),
      })),
    };
  }

  /** Spec 3 §4.9: closing the onboarding form counts a start; submitting counts a start and an end. */
  async onboarding(user: AuthenticatedUser, body: OnboardingBody): Promise<OnboardingState> {
    const entry = await this.repository.onboarding(user.id);
    const { features } = await this.access.forUser(user.id);
    if (!entry || features['TEMPORARY_ONBOARDING']?.available !== true)
      throw new DomainError('not_found', 'There is no onboarding form for you (404).');
    const counts = await this.repository.countOnboarding(
      entry.id,
      body.action === 'submit' && body.answers ? { answers: body.answers, at: this.clock.now().toISOString() } : null,
    );
    return { startCount: counts.start_count, endCount: counts.end_count, open: false };
  }

  private async leaderboard(
    groupId: string,
    period: 'daily' | 'weekly',
    userId: string,
    now: Date,
  ): Promise<Leaderboard> {
    const day = now.toISOString().slice(0, 10);
    const key = period === 'daily' ? day : weekOf(day);
    const rows = await this.repository.leaderboard(groupId, period, key);
    return {
      period,
      key,
      entries: rows.map((row) => ({
        userId: row.user_id,
        name: displayName(row),
        picture: row.picture,
        totalPoints: row.total_points,
        rank: row.rank,
        isMe: row.user_id === userId,
      })),
    };
  }
}
