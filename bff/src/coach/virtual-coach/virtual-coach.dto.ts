import { z } from 'zod';
import { DISPLAYS, LESSONS, NEXT_STEPS, REFLECTION_ANSWERS } from '@impromptu/coach/rules';

const confidence = z
  .number({ error: 'Confidence must be a whole number from 1 to 5.' })
  .int('Confidence must be a whole number from 1 to 5.')
  .min(1, 'Confidence must be a whole number from 1 to 5.')
  .max(5, 'Confidence must be a whole number from 1 to 5.');

/** One step of the lesson loop (spec 2 §4), named by the button that takes it. */
export const VirtualCoachStepSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('START'),
      withExample: z.boolean().meta({ description: 'Watch the game example video first' }),
    }),
    z.object({
      type: z.literal('CONTINUE').meta({
        description:
          'From the example video or the two-me-two-you video to the game; from the conclusion to the offers',
      }),
    }),
    z.object({ type: z.literal('FINISH_GAME') }),
    z.object({ type: z.literal('RATE_CONFIDENCE'), confidence }),
    z.object({ type: z.literal('WATCH_LESSON_VIDEO') }),
    z.object({ type: z.literal('TRY_IT_OUT') }),
    z.object({
      type: z.literal('ANSWER_REFLECTION'),
      answer: z.enum(REFLECTION_ANSWERS, { error: 'The answer must be Yes or No.' }),
    }),
    z.object({ type: z.literal('CHOOSE_NEXT_STEP'), step: z.enum(NEXT_STEPS) }),
    z.object({ type: z.literal('EXIT') }),
    z.object({
      type: z
        .literal('CLOSE')
        .meta({ description: 'A confirmed close: the run’s progress is lost and the feature’s end_count grows' }),
    }),
  ])
  .meta({ id: 'VirtualCoachStep' });

export const TakeVirtualCoachStepBodySchema = z
  .object({
    idempotencyKey: z
      .uuid('must be a UUID, new for each step')
      .meta({ description: 'Sent again unchanged when the request is retried' }),
    step: VirtualCoachStepSchema,
  })
  .meta({ id: 'TakeVirtualCoachStep' });

export const NextStepButtonSchema = z.object({ step: z.enum(NEXT_STEPS), label: z.string(), alternate: z.boolean() });

/** Spec 2 §3 Virtual Coach state, and what the screen shows from it. */
export const VirtualCoachSchema = z
  .object({
    introTitle: z.string().meta({
      description: 'The welcome title for accounts created after 2021-07-28, otherwise Introducing Virtual Coach',
    }),
    status: z.enum(['idle', 'active', 'ended', 'closed']),
    display: z.enum(DISPLAYS),
    gameSettings: z.object({ roundDuration: z.number().int(), totalRounds: z.number().int(), playerName: z.string() }),
    stepsCompleted: z.number().int(),
    progress: z.number().min(0).max(1),
    totalReps: z.number().int(),
    startConfidence: z.number().int().nullable(),
    endConfidence: z.number().int().nullable(),
    currentLessonLoops: z.number().int(),
    lesson: z.enum(LESSONS).nullable(),
    lessonVideo: z
      .object({ url: z.string(), captionsUrl: z.string(), durationSeconds: z.number() })
      .nullable()
      .meta({ description: "The current lesson's published coach video; null: the rendered lesson video" }),
    lessonsSeen: z.number().int(),
    difficulty: z.enum(['EASY', 'HARD']).nullable(),
    isLessonVideoWatched: z.boolean(),
    nextSteps: z
      .array(NextStepButtonSchema)
      .meta({ description: 'The buttons of the reflection context; empty on other displays' }),
    offers: z.array(z.string()).meta({
      description:
        'The ids of the offers of the discounts display this customer may see, decided by their plan and live subscription',
    }),
  })
  .meta({ id: 'VirtualCoach' });

/** Spec 2 §7 virtual-coach gather (the user is known to the BFF, so no auth0_id). */
export const VirtualCoachGatherBodySchema = z
  .object({
    lesson: z.enum(LESSONS).nullable(),
    number_lessons_seen: z.number().int().min(0).max(5),
    total_reps: z.number().int().min(0).max(10_000),
    start_confidence: confidence.nullable(),
    end_confidence: confidence.nullable(),
  })
  .meta({ id: 'GatherVirtualCoach' });

export const OfferEmailSignupBodySchema = z
  .object({ offerId: z.literal('weekly-tips') })
  .meta({ id: 'VirtualCoachEmailSignup' });

export type TakeVirtualCoachStepBody = z.infer<typeof TakeVirtualCoachStepBodySchema>;
export type VirtualCoachStep = z.infer<typeof VirtualCoachStepSchema>;
export type VirtualCoachDto = z.infer<typeof VirtualCoachSchema>;
export type VirtualCoachGatherBody = z.infer<typeof VirtualCoachGatherBodySchema>;
export type OfferEmailSignupBody = z.infer<typeof OfferEmailSignupBodySchema>;

export const VirtualCoachLessonParamsSchema = z.object({
  lesson: z.enum(LESSONS).meta({ description: 'A lesson of the Virtual Coach', example: 'SPEED' }),
});
export type VirtualCoachLessonParams = z.infer<typeof VirtualCoachLessonParamsSchema>;
