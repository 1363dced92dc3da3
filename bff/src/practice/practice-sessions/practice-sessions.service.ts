import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { UserContentType } from '@impromptu/db';
import { localDay } from '@impromptu/kernel';
import { type PracticeElement, type PracticeSessionEvent, type PracticeSessionState } from '@impromptu/practice';
import { cyclicSessionIndex, elementKind } from '@impromptu/practice/rules';
import { DomainError } from '@impromptu/kernel';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import type { IdempotentRequest } from '../../common/idempotency.js';
import type {
  TodaysPracticeStatusDto,
  PracticeContentDto,
  PracticeElementDto,
  PracticeGatherBody,
  PracticeSessionDto,
  RecordPracticeProgressBody,
  StartUserPracticeSessionBody,
  UsePracticeRetryBody,
  UserPracticeSessionDto,
  UserPracticeSessionProgressDto,
  UserPracticeSessionStartedDto,
} from './practice-sessions.dto.js';
import { PracticeSessionsRepository, type UserContentWrite } from './practice-sessions.repository.js';

export const PRACTICE_SESSION_NOT_FOUND = 'Practice session not found';
export const NO_PRACTICE_TODAY = 'There is no practice session for today yet.';

type SessionRow = NonNullable<Awaited<ReturnType<PracticeSessionsRepository['findSessionBySlug']>>>;

@Injectable()
export class PracticeSessionsService {
  constructor(
    @Inject(PracticeSessionsRepository) private readonly repository: PracticeSessionsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Today's Practice: the session scheduled for today in the user's own zone, else the day's turn of the cycle (ADR 0012). */
  async today(user: AuthenticatedUser): Promise<PracticeSessionDto> {
    const day = await this.todayFor(user.id);
    const slug = await this.todaysSlug(day);
    return this.sessionDto(await this.findOrFail(slug), user.id, day);
  }

  /** Whether Today's Practice is done for today: the card then says so instead of Start (issue 29 §7). */
  async todayStatus(user: AuthenticatedUser): Promise<TodaysPracticeStatusDto> {
    const day = await this.todayFor(user.id);
    return { scheduledDate: day, completed: await this.repository.completedDailyOn(user.id, day) };
  }

  async bySlug(user: AuthenticatedUser, slug: string): Promise<PracticeSessionDto> {
    return this.sessionDto(await this.findOrFail(slug), user.id, null);
  }

  async start(
    user: AuthenticatedUser,
    slug: string,
    body: StartUserPracticeSessionBody,
  ): Promise<UserPracticeSessionStartedDto> {
    const session = await this.findOrFail(slug);
    const { user: account } = await this.access.forUser(user.id);
    const today = localDay(this.clock.now(), account.iana_time_zone);
    const scheduledDate = body.daily && (await this.todaysSlug(today)) === slug ? today : null;
    const elements = await this.elementsOf(session.id);
    const userPracticeSessionId = randomUUID();
    await this.repository.handle(userPracticeSessionId, {
      type: 'StartPracticeSession',
      data: {
        userPracticeSessionId,
        userId: user.id,
        practiceSessionId: session.id,
        practiceSessionSlug: session.slug,
        practiceSessionName: session.name,
        practiceSessionType: session.type,
        scheduledDate,
        elements: elements.map(toDecidedElement),
        timeZone: account.iana_time_zone,
        now: this.clock.now(),
      },
    });
    return { userPracticeSessionId };
  }

  /** The user's own practice session as it stands (404 for another user's, as for one that does not exist). */
  async userSession(user: AuthenticatedUser, userPracticeSessionId: string): Promise<UserPracticeSessionDto> {
    const state = await this.repository.state(userPracticeSessionId);
    if (state.status === 'empty' || state.userId !== user.id)
      throw new DomainError('not_found', PRACTICE_SESSION_NOT_FOUND);
    return { ...progressDto(userPracticeSessionId, state), outcome: state.outcome };
  }

  async recordProgress(
    user: AuthenticatedUser,
    userPracticeSessionId: string,
    body: RecordPracticeProgressBody,
    idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    const { state } = await this.repository.handle(
      userPracticeSessionId,
      {
        type: 'RecordPracticeProgress',
        data: { userId: user.id, move: body.move, outcome: body.outcome, now: this.clock.now() },
      },
      { idempotency, userContents: userContentsOf },
    );
    return progressDto(userPracticeSessionId, state);
  }

  async useRetry(
    user: AuthenticatedUser,
    userPracticeSessionId: string,
    body: UsePracticeRetryBody,
    idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    const { state } = await this.repository.handle(
      userPracticeSessionId,
      { type: 'UsePracticeRetry', data: { userId: user.id, elementIndex: body.elementIndex, now: this.clock.now() } },
      { idempotency },
    );
    return progressDto(userPracticeSessionId, state);
  }

  /** Spec 2 §7 practice gather: on load and whenever the game index changes. */
  async gather(user: AuthenticatedUser, slug: string, body: PracticeGatherBody): Promise<void> {
    const session = await this.findOrFail(slug);
    await this.repository.appendActivity(user.id, {
      type: 'PracticeSessionGathered',
      data: {
        userId: user.id,
        practiceSessionSlug: session.slug,
        practiceSessionName: session.name,
        practiceSessionType: session.type,
        percentageCompleted: body.percentageCompleted,
        scheduledDate: body.scheduledDate,
        wasCompleted: body.wasCompleted,
        gatheredAt: this.clock.now().toISOString(),
      },
    });
  }

  private async todayFor(userId: string): Promise<string> {
    const { user } = await this.access.forUser(userId);
    return localDay(this.clock.now(), user.iana_time_zone);
  }

  private async todaysSlug(day: string): Promise<string> {
    const scheduled = await this.repository.scheduledSlug(day);
    if (scheduled) return scheduled;
    const daily = await this.repository.dailySlugs();
    if (daily.length === 0) throw new DomainError('not_found', NO_PRACTICE_TODAY);
    return daily[cyclicSessionIndex(day, daily.length)] as string;
  }

  private async findOrFail(slug: string): Promise<SessionRow> {
    const session = await this.repository.findSessionBySlug(slug);
    if (!session) throw new DomainError('not_found', PRACTICE_SESSION_NOT_FOUND);
    return session;
  }

  private async elementsOf(sessionId: string): Promise<PracticeElementDto[]> {
    const rows = await this.repository.findElements(sessionId);
    const inputs = await this.repository.findInputs(
      rows.flatMap((row) => (row.input_element_id ? [row.input_element_id] : [])),
    );
    return rows.map((row) => ({
      index: row.index,
      numberRetriesAllowed: row.number_retries_allowed ?? row.goal_retries ?? 0,
      displayedUserContentsOverrides: row.displayed_user_contents_overrides,
      goal:
        row.goal_id === null
          ? null
          : {
              id: row.goal_id,
              index: row.goal_index ?? 0,
              name: row.goal_name ?? '',
              type: row.goal_type ?? 'DURATION',
              shortDescription: row.short_description ?? '',
              longDescription: row.long_description ?? '',
              instructionHeader: row.instruction_header ?? '',
              instructionBody: row.instruction_body ?? '',
              recapHeader: row.recap_header ?? '',
              recapBody: row.recap_body ?? '',
              gameShortCode: row.game_short_code ?? '',
              settings: row.settings ?? {},
              numberRetriesAllowed: row.goal_retries ?? 0,
              coachingTip: row.goal_coaching_tip,
              metadata: row.goal_metadata ?? {},
            },
      content:
        row.content_id === null
          ? null
          : {
              type: row.content_type,
              header: row.header ?? '',
              subHeader: row.sub_header,
              body: row.body ?? '',
              coachingTip: row.coaching_tip,
              examples: row.examples ?? [],
              primaryCtaType: row.primary_cta_type,
              primaryCtaText: row.primary_cta_text,
              secondaryCtaType: row.secondary_cta_type,
              secondaryCtaText: row.secondary_cta_text,
              ctaMetadata: (row.cta_metadata ?? {}) as PracticeContentDto['ctaMetadata'],
              videoUrl: row.video_url,
              additionalResources: row.additional_resources ?? [],
              timerSpeed: row.timer_speed,
              metadata: row.metadata ?? {},
            },
      input:
        row.input_element_id === null
          ? null
          : {
              header: row.input_header ?? '',
              body: row.input_body ?? '',
              coachingTip: row.input_coaching_tip,
              primaryCtaText: row.input_cta_text,
              inputs: inputs
                .filter((input) => input.input_element_id === row.input_element_id)
                .map((input) => ({
                  key: input.key,
                  label: input.label,
                  type: input.type,
                  index: input.index,
                  nextKey: input.next_key,
                  previousKey: input.previous_key,
                  minWords: input.min_words,
                  maxWords: input.max_words,
                })),
            },
    }));
  }

  private async sessionDto(
    session: SessionRow,
    userId: string,
    scheduledDate: string | null,
  ): Promise<PracticeSessionDto> {
    const elements = await this.elementsOf(session.id);
    const shown = new Set<UserContentType>(session.displayed_user_contents);
    for (const element of elements) {
      for (const type of element.displayedUserContentsOverrides ?? []) shown.add(type);
      for (const input of element.input?.inputs ?? []) shown.add(input.type === 'TEXT' ? 'NOTE' : input.type);
    }
    const userContents = await this.repository.findUserContents(userId, [...shown]);
    return {
      id: session.id,
      slug: session.slug,
      name: session.name,
      description: session.description,
      summary: session.summary,
      estimatedDuration: session.estimated_duration,
      type: session.type,
      displayedUserContents: session.displayed_user_contents,
      scheduledDate,
      elements,
      goals: elements.flatMap((element) => (element.goal ? [element.goal] : [])),
      userContents: userContents.map((content) => ({
        key: content.key,
        type: content.type,
        label: content.label,
        text: content.text,
        index: content.index,
        nextKey: content.next_key,
        previousKey: content.previous_key,
      })),
    };
  }
}

/** The element as the decider keeps it: its kind, its retry allowance, its input fields. */
function toDecidedElement(element: PracticeElementDto): PracticeElement {
  const kind = elementKind(element);
  const decided: PracticeElement = {
    index: element.index,
    kind: kind === 'GAME' ? 'GAME' : kind === 'INPUT' ? 'INPUT' : 'CONTENT',
    numberRetriesAllowed: kind === 'GAME' ? element.numberRetriesAllowed : 0,
  };
  if (element.input) {
    decided.inputs = element.input.inputs.map(
      ({ key, label, type, index, nextKey, previousKey, minWords, maxWords }) => ({
        key,
        label,
        type,
        index,
        nextKey,
        previousKey,
        minWords,
        maxWords,
      }),
    );
  }
  return decided;
}

/** The inputs of recorded progress, saved as the user's contents (spec 2 §3) with their field's place and neighbours. */
function userContentsOf(
  events: PracticeSessionEvent[],
  state: PracticeSessionState,
): { userId: string; contents: UserContentWrite[] } | null {
  const progress = events.find((event) => event.type === 'PracticeProgressRecorded');
  if (!progress || progress.type !== 'PracticeProgressRecorded' || state.status === 'empty') return null;
  const fields = new Map(state.elements.flatMap((element) => element.inputs ?? []).map((field) => [field.key, field]));
  return {
    userId: progress.data.userId,
    contents: progress.data.outcome.inputs.map((input) => {
      const field = fields.get(input.key);
      return {
        key: input.key,
        type: input.type,
        label: input.label,
        text: input.text.trim(),
        index: field?.index ?? 0,
        nextKey: field?.nextKey ?? null,
        previousKey: field?.previousKey ?? null,
      };
    }),
  };
}

function progressDto(userPracticeSessionId: string, state: PracticeSessionState): UserPracticeSessionProgressDto {
  if (state.status === 'empty') throw new DomainError('not_found', PRACTICE_SESSION_NOT_FOUND);
  return {
    userPracticeSessionId,
    elementIndex: state.position.elementIndex,
    gameIndex: state.position.gameIndex,
    status: state.status === 'completed' ? 'COMPLETED' : 'STARTED',
    retriesUsed: Object.fromEntries(Object.entries(state.retriesUsed).map(([index, used]) => [index, used])),
  };
}
