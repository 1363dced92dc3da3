import type { VirtualCoachSchema, VirtualCoachStepSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { callRelayed } from '~/utils/bff-client';

export type VirtualCoach = z.output<typeof VirtualCoachSchema>;
export type VirtualCoachStep = z.input<typeof VirtualCoachStepSchema>;

export const STEP_UNSAVED = 'Your step could not be saved. Check your connection and try again.';

export type StepAnswer = { ok: true; coach: VirtualCoach } | { ok: false; message: string };

/**
 * Takes one step of the lesson loop through the web app's relay. The key is made once per step and sent
 * again unchanged on a retry, so a step is written once however often it is sent.
 */
export async function takeStep(step: VirtualCoachStep): Promise<StepAnswer> {
  const body = { idempotencyKey: crypto.randomUUID(), step };
  // A dropped connection or a busy server: the same key again.
  const answer = await callRelayed('takeVirtualCoachStep', {
    body,
    retry: { attempts: 3, firstDelayMs: 300, again: (tried) => !tried.ok && (tried.error.statusCode ?? 500) >= 500 },
  });
  if (answer.ok) return { ok: true, coach: answer.data };
  const status = answer.error.statusCode;
  return {
    ok: false,
    message: status !== null && status < 500 ? (answer.error.message ?? STEP_UNSAVED) : STEP_UNSAVED,
  };
}

/** Spec 2 §7 virtual-coach gather, best effort. */
export function gather(coach: VirtualCoach): void {
  void callRelayed('virtualCoachGathered', {
    body: {
      lesson: coach.lesson,
      number_lessons_seen: coach.lessonsSeen,
      total_reps: coach.totalReps,
      start_confidence: coach.startConfidence,
      end_confidence: coach.endConfidence,
    },
  });
}

export async function signUpForTips(): Promise<boolean> {
  const answer = await callRelayed('virtualCoachEmailSignup', { body: { offerId: 'weekly-tips' } });
  return answer.ok && answer.status === 202;
}
