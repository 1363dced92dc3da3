import { Inject, Injectable } from '@nestjs/common';
import {
  categoryAverages,
  PROFILE_OPTIONS,
  snapshotName,
  type AskedTrait,
  type SnapshotCommand,
  type WizardType,
} from '@impromptu/assessments';
import { PROFILE_FIELDS } from '@impromptu/assessments/schemas';
import { DomainError } from '@impromptu/kernel';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { VALIDATION_FAILED } from '../../common/error-response.js';
import type { IdempotentRequest } from '../../common/idempotency.js';
import type {
  AddGoalsBody,
  PodOverviewDto,
  ProfileDetailsBody,
  ProfileDetailsDto,
  ShapeHistoryDto,
  ShapeStatusDto,
  SnapshotTakenDto,
  TakeSnapshotBody,
  WizardDto,
} from './shape.dto.js';
import { AccessService } from '../../identity/access/access.service.js';
import { ShapeRepository } from './shape.repository.js';

export const NO_PREVIOUS_SNAPSHOTS = 'No previous snapshots';
export const NO_ACCESS_TO_HISTORY = "Oops! You don't have access to this page";

/** The question sets each wizard asks, in order (spec 3 §2.3); goals is the /games/shape-goals follow-up. */
export const QUESTION_SETS: Record<WizardType | 'goals', readonly string[]> = {
  start: ['Start', 'General'],
  mid: ['General', 'Mid'],
  end: ['General', 'End'],
  short_end: ['Short End'],
  private_coaching_start: ['Private Coaching', 'General'],
  fundamentals_start_context: ['Fundamentals Context', 'General'],
  goals: ['Goals'],
};

type TraitRow = Awaited<ReturnType<ShapeRepository['traitsOf']>>[number];

@Injectable()
export class ShapeService {
  constructor(
    @Inject(ShapeRepository) private readonly repository: ShapeRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async wizard(user: AuthenticatedUser, type: WizardType | 'goals'): Promise<WizardDto> {
    const account = await this.account(user.id);
    const [traits, latest] = await Promise.all([
      this.orderedTraits(type),
      type === 'goals' ? this.repository.latestSnapshotId(user.id) : Promise.resolve(undefined),
    ]);
    return {
      type,
      profileRequired: type !== 'goals' && !hasGender(account.metadata),
      profile: { firstName: account.first_name, lastName: account.last_name },
      // Asked only by the goals form (which needs a snapshot to answer onto); the wizards take a new one.
      hasSnapshot: latest !== undefined && latest !== null,
      options: PROFILE_OPTIONS,
      traits: traits.map((trait) => ({
        id: trait.id,
        name: trait.name,
        questionSet: trait.question_set,
        type: trait.type,
        metadata: trait.metadata,
      })),
    };
  }

  /** Settings → Details: the profile answers of the Shape wizard's first page, with the option lists. */
  async details(user: AuthenticatedUser): Promise<ProfileDetailsDto> {
    const account = await this.account(user.id);
    return { details: detailsOf(account.metadata), options: PROFILE_OPTIONS };
  }

  /**
   * Settings → Details saved: school and benefit required, each option answer one of its list's values or none
   * (spec 3 §5). An unanswered gender is stored as 'undisclosed', the list's own option, so the wizard's first page
   * (skipped once gender is known, spec 3 §4.2) is not asked again (ADR 0035).
   */
  async updateDetails(user: AuthenticatedUser, body: ProfileDetailsBody): Promise<ProfileDetailsDto> {
    for (const field of PROFILE_FIELDS) {
      const value = body[field];
      if (value !== undefined && !PROFILE_OPTIONS[field].some((option) => option.value === value)) {
        throw new DomainError('invalid', VALIDATION_FAILED, {
          issues: [{ path: `body.${field}`, message: 'Choose one of the options.' }],
        });
      }
    }
    const set: Record<string, string> = { school: body.school, benefit: body.benefit };
    const cleared: string[] = [];
    for (const field of PROFILE_FIELDS) {
      const value = body[field] ?? (field === 'gender' ? 'undisclosed' : undefined);
      if (value === undefined) cleared.push(field);
      else set[field] = value;
    }
    await this.repository.updateDetails(user.id, set, cleared);
    return this.details(user);
  }

  async takeSnapshot(
    user: AuthenticatedUser,
    body: TakeSnapshotBody,
    idempotency: IdempotentRequest,
  ): Promise<SnapshotTakenDto> {
    const account = await this.account(user.id);
    if (!hasGender(account.metadata) && !body.profile) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [{ path: 'body.profile', message: 'This field is required.' }],
      });
    }
    const profile = body.profile ? checkedProfile(body.profile) : undefined;
    const asked = (await this.orderedTraits(body.type)).map(toAsked);
    const snapshotId = idempotency.idempotencyKey;
    const now = this.clock.now();
    const command: SnapshotCommand = {
      type: 'TakeSnapshot',
      data: {
        snapshotId,
        userId: user.id,
        name: snapshotName(now, account.iana_time_zone),
        wizardType: body.type,
        asked,
        answers: body.answers,
        now,
      },
    };
    await this.repository.handle(snapshotId, command, {
      idempotency,
      ...(profile
        ? {
            profile: {
              userId: user.id,
              update: { firstName: profile.firstName, lastName: profile.lastName, metadata: profileMetadata(profile) },
            },
          }
        : {}),
    });
    return { snapshotId };
  }

  async addGoals(
    user: AuthenticatedUser,
    body: AddGoalsBody,
    idempotency: IdempotentRequest,
  ): Promise<SnapshotTakenDto> {
    const snapshotId = await this.repository.latestSnapshotId(user.id);
    if (!snapshotId) throw new DomainError('not_found', NO_PREVIOUS_SNAPSHOTS);
    const asked = (await this.orderedTraits('goals')).map(toAsked);
    await this.repository.handle(
      snapshotId,
      { type: 'AddSnapshotAnswers', data: { userId: user.id, asked, answers: body.answers, now: this.clock.now() } },
      { idempotency },
    );
    return { snapshotId };
  }

  /** Spec 3 §2.3: readable by the member, a coach of one of the member's groups, or an admin; anyone else is refused. */
  async history(viewer: AuthenticatedUser, userId: string): Promise<ShapeHistoryDto> {
    const allowed =
      viewer.id === userId ||
      viewer.type === 'ADMIN' ||
      (viewer.type === 'COACH' && (await this.repository.shareAGroup(viewer.id, userId)));
    if (!allowed) throw new DomainError('forbidden', NO_ACCESS_TO_HISTORY);
    const member = await this.access.findAccount(userId);
    if (!member) throw new DomainError('forbidden', NO_ACCESS_TO_HISTORY);
    const [snapshots, traits] = await Promise.all([
      this.repository.snapshotsOf(userId),
      this.repository.traitsOfUser(userId),
    ]);
    return {
      user: { id: member.id, firstName: member.first_name, lastName: member.last_name },
      snapshots: snapshots.map((snapshot) => {
        const own = traits.filter((trait) => trait.snapshot_id === snapshot.id);
        return {
          id: snapshot.id,
          name: snapshot.name,
          wizardType: snapshot.wizard_type,
          createdAt: snapshot.created_at.toISOString(),
          scorePercentage: snapshot.score_percentage,
          categories: categoryAverages(
            own.map((trait) => ({ type: trait.trait_type, rating: trait.rating, category: trait.category })),
          ),
          traits: own.map((trait) => ({
            traitId: trait.trait_id,
            name: trait.trait_name,
            type: trait.trait_type,
            category: trait.category,
            rating: trait.rating,
            comment: trait.comment,
          })),
        };
      }),
    };
  }

  /** Spec 3 §2.7, §6: a coach's pod overview, the members of their groups sorted by score (unscored last). */
  async pod(viewer: AuthenticatedUser): Promise<PodOverviewDto> {
    if (viewer.type !== 'COACH') throw new DomainError('forbidden', NO_ACCESS_TO_HISTORY);
    const members = await this.repository.podMembers(viewer.id);
    const scores = new Map(
      (await this.repository.latestScores(members.map((member) => member.id))).map((row) => [row.user_id, row]),
    );
    return {
      members: members
        .map((member) => ({
          userId: member.id,
          firstName: member.first_name,
          lastName: member.last_name,
          groupNames: member.group_names,
          scorePercentage: scores.get(member.id)?.score ?? null,
          snapshotCount: scores.get(member.id)?.count ?? 0,
          hasProfile: hasGender(member.metadata),
        }))
        .sort(
          (a, b) => (b.scorePercentage ?? -1) - (a.scorePercentage ?? -1) || a.firstName.localeCompare(b.firstName),
        ),
    };
  }

  /** Spec 3 §4.2: a member of a PRIVATE_COACHING_POD with no snapshot starts with the private coaching wizard; COACH and ADMIN are exempt. */
  async status(user: AuthenticatedUser): Promise<ShapeStatusDto> {
    const snapshots = await this.repository.snapshotsOf(user.id);
    const exempt = user.type === 'COACH' || user.type === 'ADMIN';
    return {
      snapshotCount: snapshots.length,
      mustStartPrivateCoaching:
        !exempt && snapshots.length === 0 && (await this.repository.inPrivateCoachingPod(user.id)),
    };
  }

  private async account(userId: string) {
    const account = await this.access.findAccount(userId);
    if (!account) throw new DomainError('unauthenticated', 'Unauthorized');
    return account;
  }

  private async orderedTraits(type: WizardType | 'goals'): Promise<TraitRow[]> {
    const sets = QUESTION_SETS[type];
    const rows = await this.repository.traitsOf(sets);
    return [...rows].sort(
      (a, b) => sets.indexOf(a.question_set) - sets.indexOf(b.question_set) || a.sort_order - b.sort_order,
    );
  }
}

function detailsOf(metadata: unknown): Record<string, string> {
  if (typeof metadata !== 'object' || metadata === null) return {};
  const entries = Object.entries(metadata as Record<string, unknown>).filter(
    (entry): entry is [string, string] =>
      ['school', 'benefit', ...PROFILE_FIELDS].includes(entry[0]) && typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function hasGender(metadata: unknown): boolean {
  return (
    typeof metadata === 'object' &&
    metadata !== null &&
    typeof (metadata as Record<string, unknown>).gender === 'string' &&
    (metadata as Record<string, string>).gender !== ''
  );
}

function toAsked(trait: TraitRow): AskedTrait {
  return {
    id: trait.id,
    name: trait.name,
    type: trait.type,
    category: trait.metadata.category,
    choices: trait.metadata.choices,
    hasOther: trait.metadata.has_other,
  };
}

type Profile = NonNullable<TakeSnapshotBody['profile']>;

/** Each option answer given must be one of its list's values; an unanswered list is no answer (spec 3 §5). */
function checkedProfile(profile: Profile): Profile {
  for (const field of PROFILE_FIELDS) {
    const value = profile[field];
    if (value !== undefined && !PROFILE_OPTIONS[field].some((option) => option.value === value)) {
      throw new DomainError('invalid', VALIDATION_FAILED, {
        issues: [{ path: `body.profile.${field}`, message: 'Choose one of the options.' }],
      });
    }
  }
  return profile;
}

/**
 * The metadata the first page writes: school, benefit and the options answered. An unanswered gender is stored as
 * 'undisclosed' (the list's own option), so "has gender" keeps meaning "filled in the first page" and the page is
 * not asked again on the next wizard (spec 3 §4.2, ADR 0035).
 */
function profileMetadata(profile: Profile): Record<string, string> {
  const metadata: Record<string, string> = { school: profile.school, benefit: profile.benefit };
  for (const field of PROFILE_FIELDS) {
    const value = profile[field] ?? (field === 'gender' ? 'undisclosed' : undefined);
    if (value !== undefined) metadata[field] = value;
  }
  return metadata;
}
