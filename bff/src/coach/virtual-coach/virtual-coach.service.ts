import { randomUUID } from 'node:crypto';
import type { Lesson } from '@impromptu/coach/rules';
import type { WatchedVideoBody, WatchedVideoDto } from '../../courses/watched-videos/watched-videos.dto.js';
import { LessonMediaService } from '../../courses/lesson-media/lesson-media.service.js';
import { virtualCoachVideo, WatchedVideosService } from '../../courses/watched-videos/watched-videos.service.js';
import { Inject, Injectable } from '@nestjs/common';
import { type VirtualCoachCommand, type VirtualCoachState } from '@impromptu/coach';
import { introTitle, nextStepButtons, offersFor } from '@impromptu/coach/rules';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import type { IdempotentRequest } from '../../common/idempotency.js';
import type {
  OfferEmailSignupBody,
  VirtualCoachDto,
  VirtualCoachGatherBody,
  VirtualCoachStep,
} from './virtual-coach.dto.js';
import { VirtualCoachRepository } from './virtual-coach.repository.js';

@Injectable()
export class VirtualCoachService {
  constructor(
    @Inject(VirtualCoachRepository) private readonly repository: VirtualCoachRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(WatchedVideosService) private readonly watched: WatchedVideosService,
    @Inject(LessonMediaService) private readonly media: LessonMediaService,
  ) {}

  /** The learner's watched time of a lesson's video, where the lesson resumes it (issue 47 §2, ADR 0057). */
  async lessonWatched(user: AuthenticatedUser, lesson: Lesson): Promise<WatchedVideoDto> {
    const published = await this.media.published('virtual-coach', lesson);
    return this.watched.read(user.id, virtualCoachVideo(lesson), published?.durationSeconds ?? null);
  }

  /** Keeps watched time of a lesson's video as the learner watches: merged, so a repeated save changes nothing. */
  recordLessonWatched(user: AuthenticatedUser, lesson: Lesson, body: WatchedVideoBody): Promise<WatchedVideoDto> {
    return this.watched.record(user.id, virtualCoachVideo(lesson), body);
  }

  async current(user: AuthenticatedUser): Promise<VirtualCoachDto> {
    return this.dto(user, await this.repository.current(user.id));
  }

  async takeStep(
    user: AuthenticatedUser,
    step: VirtualCoachStep,
    idempotency: IdempotentRequest,
  ): Promise<VirtualCoachDto> {
    const command = this.commandOf(user.id, step);
    const result = await this.repository.handle(user.id, command, idempotency);
    return this.dto(user, result.state);
  }

  /** Spec 2 §7 virtual-coach gather. */
  async gather(user: AuthenticatedUser, body: VirtualCoachGatherBody): Promise<void> {
    await this.repository.appendActivity(user.id, {
      type: 'VirtualCoachGathered',
      data: {
        userId: user.id,
        lesson: body.lesson,
        numberLessonsSeen: body.number_lessons_seen,
        totalReps: body.total_reps,
        startConfidence: body.start_confidence,
        endConfidence: body.end_confidence,
        gatheredAt: this.clock.now().toISOString(),
      },
    });
  }

  /** The email-signup offer: the learner's own address, recorded for the weekly tips. */
  async signUpForEmails(user: AuthenticatedUser, body: OfferEmailSignupBody): Promise<void> {
    const { user: account } = await this.access.forUser(user.id);
    await this.repository.appendActivity(user.id, {
      type: 'OfferEmailSignedUp',
      data: {
        userId: user.id,
        offerId: body.offerId,
        email: account.email,
        signedUpAt: this.clock.now().toISOString(),
      },
    });
  }

  private commandOf(userId: string, step: VirtualCoachStep): VirtualCoachCommand {
    const at = { userId, now: this.clock.now() };
    switch (step.type) {
      case 'START':
        return { type: 'StartVirtualCoach', data: { ...at, runId: randomUUID(), withExample: step.withExample } };
      case 'CONTINUE':
        return { type: 'ContinueVirtualCoach', data: at };
      case 'FINISH_GAME':
        return { type: 'FinishGame', data: at };
      case 'RATE_CONFIDENCE':
        return { type: 'RateConfidence', data: { ...at, confidence: step.confidence } };
      case 'WATCH_LESSON_VIDEO':
        return { type: 'WatchLessonVideo', data: at };
      case 'TRY_IT_OUT':
        return { type: 'TryItOut', data: at };
      case 'ANSWER_REFLECTION':
        return { type: 'AnswerReflection', data: { ...at, answer: step.answer } };
      case 'CHOOSE_NEXT_STEP':
        return { type: 'ChooseNextStep', data: { ...at, step: step.step } };
      case 'EXIT':
        return { type: 'ExitVirtualCoach', data: at };
      case 'CLOSE':
        return { type: 'CloseVirtualCoach', data: at };
      default: {
        const unreachable: never = step;
        throw new Error(`Unhandled step ${(unreachable as { type: string }).type}`);
      }
    }
  }

  private async dto(user: AuthenticatedUser, state: VirtualCoachState): Promise<VirtualCoachDto> {
    const { user: account, plan, paymentSubscription } = await this.access.forUser(user.id);
    const createdAt =
      account.created_at instanceof Date ? account.created_at.toISOString() : String(account.created_at);
    const { runId: _runId, ...shown } = state;
    const published = state.lesson ? await this.media.published('virtual-coach', state.lesson) : null;
    return {
      lessonVideo: published
        ? { url: published.videoUrl, captionsUrl: published.captionsUrl, durationSeconds: published.durationSeconds }
        : null,
      introTitle: introTitle(createdAt),
      ...shown,
      nextSteps:
        state.display === 'reflection-context' && state.lesson !== null
          ? nextStepButtons({
              lesson: state.lesson,
              difficulty: state.difficulty ?? 'HARD',
              currentLessonLoops: state.currentLessonLoops,
              roundDuration: state.gameSettings.roundDuration,
            })
          : [],
      offers: offersFor({
        plan,
        payment: paymentSubscription
          ? {
              plan: paymentSubscription.plan,
              period: paymentSubscription.period,
              isPaused: paymentSubscription.is_paused,
            }
          : null,
      }).map((offer) => offer.id),
    };
  }
}
