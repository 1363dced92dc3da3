import type { AiFeedbackSchema, GameContextSchema, RecordingStartedSchema } from '@impromptu/bff/contracts';
import type { z } from 'zod';
import {
  callRelayed,
  failedBusy,
  isRetryable,
  withBackoff,
  type BffResult,
  type RelayedRouteName,
} from '~/utils/bff-client';

export type GameContext = z.input<typeof GameContextSchema>;
export type RecordingStarted = z.output<typeof RecordingStartedSchema>;
export type AiFeedback = z.output<typeof AiFeedbackSchema>;

// Three attempts, 400 ms then 800 ms apart.
const BACKOFF = { attempts: 3, firstDelayMs: 400 };

/** A busy answer or none is worth another try; a 504 is the BFF's bounded wait for the bot running out (ADR 0021): an answer, not a lost request. */
function triesAgain(answer: BffResult<unknown>): boolean {
  return failedBusy(answer) && answer.ok === false && answer.error.statusCode !== 504;
}

/** One call to a coach route, sent again (same body, so the same idempotency key) when it got no answer or a busy one. */
function call<N extends RelayedRouteName>(
  name: N,
  options: Parameters<typeof callRelayed<N>>[1],
): ReturnType<typeof callRelayed<N>> {
  return callRelayed(name, { ...options, retry: { ...BACKOFF, again: triesAgain } });
}

/** The PUT of a recording's audio (WAV bytes, not JSON), sent again like `call`; its status, or null when nothing came back. */
function putAudio(path: string, bytes: Uint8Array<ArrayBuffer>): Promise<number | null> {
  const put = async (): Promise<number | null> => {
    try {
      const response = await fetch(path, {
        method: 'PUT',
        cache: 'no-store',
        headers: { accept: 'application/json', 'content-type': 'audio/wav' },
        body: bytes,
      });
      await response.text();
      return response.status;
    } catch {
      return null;
    }
  };
  return withBackoff(put, (status) => status === null || (isRetryable(status) && status !== 504), BACKOFF);
}

/** POST start-recording: the recording and how it is captured, or null when the bot did not start (not 200). */
export async function startRecording(recallBotId: string, gameContext: GameContext): Promise<RecordingStarted | null> {
  const answer = await call('startCoachRecording', {
    body: { idempotencyKey: crypto.randomUUID(), recallBotId, gameContext },
  });
  return answer.ok ? answer.data : null;
}

/** PUT the learner's microphone recording (WAV) to its recording, before the stop. */
export async function uploadRecordingAudio(recordingId: string, wav: Uint8Array<ArrayBuffer>): Promise<boolean> {
  return (await putAudio(`/resources/coach/recordings/${encodeURIComponent(recordingId)}/audio`, wav)) === 204;
}

/** POST stop-recording: the stopped recording's id (spec 2 §7 recordingData.id), or null when it was not stopped. */
export async function stopRecording(recallBotId: string, gameContext: GameContext): Promise<string | null> {
  const answer = await call('stopCoachRecording', {
    body: { idempotencyKey: crypto.randomUUID(), recallBotId, gameContext },
  });
  return answer.ok ? answer.data.recordingData.id : null;
}

/** DELETE cancel-recording: true when it answered 200 (CANCELLED). `keepalive` lets it outlive a page being left. */
export async function cancelRecording(recallBotId: string, options: { keepalive?: boolean } = {}): Promise<boolean> {
  const answer = await call('cancelCoachRecording', {
    params: { botId: recallBotId },
    keepalive: options.keepalive ?? false,
  });
  return answer.ok;
}

/** GET ai-feedback once: null when the answer could not be read (the poll goes on). */
export async function fetchAiFeedback(recordingId: string): Promise<AiFeedback | null> {
  const answer = await call('coachAiFeedback', { params: { recordingId } });
  return answer.ok ? answer.data : null;
}
