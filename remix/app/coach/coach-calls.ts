import {
  AiFeedbackSchema,
  RecordingStartedSchema,
  RecordingStoppedSchema,
  type GameContextSchema,
} from '@impromptu/bff/contracts';
import type { z } from 'zod';
import { isRetryable } from '~/games/frame/game-session-recorder';

export type GameContext = z.input<typeof GameContextSchema>;
export type RecordingStarted = z.output<typeof RecordingStartedSchema>;
export type AiFeedback = z.output<typeof AiFeedbackSchema>;

const ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One call to a coach resource route, sent again (same body, so the same idempotency key) when it got
 * no answer or a busy one; the answer's status and JSON body, or null when nothing came back.
 */
async function call(
  path: string,
  init: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    json?: unknown;
    bytes?: Uint8Array<ArrayBuffer>;
    keepalive?: boolean;
  },
): Promise<{ status: number; body: unknown } | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(path, {
        method: init.method,
        cache: 'no-store',
        keepalive: init.keepalive ?? false,
        headers: {
          accept: 'application/json',
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.bytes !== undefined ? { 'content-type': 'audio/wav' } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : init.bytes,
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      // A 504 is the BFF's bounded wait for the bot running out (ADR 0021): an answer, not a lost request.
      if (!isRetryable(response.status) || response.status === 504 || attempt >= ATTEMPTS)
        return { status: response.status, body };
    } catch {
      if (attempt >= ATTEMPTS) return null;
    }
    await wait(400 * 2 ** (attempt - 1));
  }
}

/** POST start-recording: the recording and how it is captured, or null when the bot did not start (not 200). */
export async function startRecording(recallBotId: string, gameContext: GameContext): Promise<RecordingStarted | null> {
  const answer = await call('/resources/coach/recordings/start', {
    method: 'POST',
    json: { idempotencyKey: crypto.randomUUID(), recallBotId, gameContext },
  });
  if (answer?.status !== 200) return null;
  const parsed = RecordingStartedSchema.safeParse(answer.body);
  return parsed.success ? parsed.data : null;
}

/** PUT the learner's microphone recording (WAV) to its recording, before the stop. */
export async function uploadRecordingAudio(recordingId: string, wav: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const answer = await call(`/resources/coach/recordings/${encodeURIComponent(recordingId)}/audio`, {
    method: 'PUT',
    bytes: wav,
  });
  return answer?.status === 204;
}

/** POST stop-recording: the stopped recording's id (spec 2 §7 recordingData.id), or null when it was not stopped. */
export async function stopRecording(recallBotId: string, gameContext: GameContext): Promise<string | null> {
  const answer = await call('/resources/coach/recordings/stop', {
    method: 'POST',
    json: { idempotencyKey: crypto.randomUUID(), recallBotId, gameContext },
  });
  if (answer?.status !== 200) return null;
  const parsed = RecordingStoppedSchema.safeParse(answer.body);
  return parsed.success ? parsed.data.recordingData.id : null;
}

/** DELETE cancel-recording: true when it answered 200 (CANCELLED). `keepalive` lets it outlive a page being left. */
export async function cancelRecording(recallBotId: string, options: { keepalive?: boolean } = {}): Promise<boolean> {
  const answer = await call(`/resources/coach/bots/${encodeURIComponent(recallBotId)}/cancel-recording`, {
    method: 'DELETE',
    keepalive: options.keepalive ?? false,
  });
  return answer?.status === 200;
}

/** GET ai-feedback once: null when the answer could not be read (the poll goes on). */
export async function fetchAiFeedback(recordingId: string): Promise<AiFeedback | null> {
  const answer = await call(`/resources/coach/recordings/${encodeURIComponent(recordingId)}/ai-feedback`, {
    method: 'GET',
  });
  if (answer?.status !== 200) return null;
  const parsed = AiFeedbackSchema.safeParse(answer.body);
  return parsed.success ? parsed.data : null;
}
