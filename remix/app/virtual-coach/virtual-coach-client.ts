import type { VirtualCoachSchema, VirtualCoachStepSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';

export type VirtualCoach = z.output<typeof VirtualCoachSchema>;
export type VirtualCoachStep = z.input<typeof VirtualCoachStepSchema>;

export const STEP_UNSAVED = 'Your step could not be saved. Check your connection and try again.';

export type StepAnswer = { ok: true; coach: VirtualCoach } | { ok: false; message: string };

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * Takes one step of the lesson loop through the web app's resource route. The key is made once per step and sent
 * again unchanged on a retry, so a step is written once however often it is sent.
 */
export async function takeStep(step: VirtualCoachStep): Promise<StepAnswer> {
  const body = { idempotencyKey: crypto.randomUUID(), step };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const response = await postJson('/resources/virtual-coach/steps', body);
      const answer = (await response.json().catch(() => null)) as (VirtualCoach & { message?: string }) | null;
      if (response.ok && answer) return { ok: true, coach: answer };
      if (response.status < 500) return { ok: false, message: answer?.message ?? STEP_UNSAVED };
    } catch {
      // A dropped connection: the same key again.
    }
  }
  return { ok: false, message: STEP_UNSAVED };
}

/** Spec 2 §7 virtual-coach gather, best effort. */
export function gather(coach: VirtualCoach): void {
  void postJson('/resources/virtual-coach/gather', {
    lesson: coach.lesson,
    number_lessons_seen: coach.lessonsSeen,
    total_reps: coach.totalReps,
    start_confidence: coach.startConfidence,
    end_confidence: coach.endConfidence,
  }).catch(() => undefined);
}

export async function signUpForTips(): Promise<boolean> {
  const response = await postJson('/resources/virtual-coach/email-signup', { offerId: 'weekly-tips' }).catch(
    () => null,
  );
  return response?.status === 202;
}
