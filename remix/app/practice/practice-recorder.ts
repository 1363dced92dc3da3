import { fetchTransport, isRetryable, type RecorderTransport } from '~/games/frame/game-session-recorder';
import type { PracticeOutcome } from './practice-types';

export type PracticeMove =
  | { type: 'GO_TO'; elementIndex: number; gameIndex: number }
  | { type: 'DECISION'; action: 'RESTART_SESSION' | 'DECREMENT_INDEX_BY' | 'INCREMENT_INDEX_BY'; elementIndexCount: number; gameIndexCount: number };

export const PRACTICE_UNSAVED = 'Your practice could not be saved. Check your connection; your next step will try again.';
const MAX_ATTEMPTS = 5;

/** Where the recorder sends its calls: guided practice's own routes, or a course lesson's (which also completes its practice). */
export interface PracticeEndpoints {
  start: string;
  userSession: (userPracticeSessionId: string) => string;
  /** Spec 2 §7 practice gather (a course lesson's practice call for a course); null to send none. */
  gather: string | null;
}

export function practiceEndpoints(slug: string): PracticeEndpoints {
  return {
    start: `/resources/practice/sessions/${slug}/user-sessions`,
    userSession: (id) => `/resources/practice/user-sessions/${id}`,
    gather: `/resources/practice/${slug}/gather`,
  };
}

/**
 * The practice screen's calls to the web app's resource routes: start, progress, retries (each with
 * an idempotency key of its own, sent again unchanged on a retry) one after another, and the gather
 * call, best effort.
 */
export class PracticeRecorder {
  private chain: Promise<unknown> = Promise.resolve();
  private session: Promise<string | null> = Promise.resolve(null);

  constructor(
    private readonly endpoints: PracticeEndpoints,
    private readonly onUnsaved: (message: string) => void,
    private readonly transport: RecorderTransport = fetchTransport,
  ) {}

  start(daily: boolean): Promise<string | null> {
    this.session = this.deliver(this.endpoints.start, { daily }).then((answer) => {
      const id = (answer?.body as { userPracticeSessionId?: unknown } | null)?.userPracticeSessionId;
      if (answer?.status === 201 && typeof id === 'string') return id;
      this.onUnsaved(PRACTICE_UNSAVED);
      return null;
    });
    return this.session;
  }

  progress(move: PracticeMove, outcome: PracticeOutcome): void {
    this.enqueue('progress', { idempotencyKey: crypto.randomUUID(), move, outcome });
  }

  retry(elementIndex: number): void {
    this.enqueue('retries', { idempotencyKey: crypto.randomUUID(), elementIndex });
  }

  gather(body: { percentageCompleted: number; wasCompleted: boolean; scheduledDate: string | null }): void {
    if (this.endpoints.gather === null) return;
    void this.transport(this.endpoints.gather, { method: 'POST', body }).catch(() => undefined);
  }

  /** Resolves once everything queued so far has been delivered or given up. */
  settled(): Promise<unknown> {
    return this.chain;
  }

  private enqueue(what: 'progress' | 'retries', body: unknown): void {
    this.chain = this.chain.then(async () => {
      const id = await this.session;
      if (id === null) return;
      const answer = await this.deliver(`${this.endpoints.userSession(id)}/${what}`, body);
      if (!answer || answer.status >= 400) this.onUnsaved(PRACTICE_UNSAVED);
    });
  }

  private async deliver(path: string, body: unknown): Promise<{ status: number; body: unknown } | null> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await this.transport(path, { method: 'POST', body });
        if (!isRetryable(answer.status) || attempt >= MAX_ATTEMPTS) return answer;
      } catch {
        if (attempt >= MAX_ATTEMPTS) return null;
      }
      await new Promise((resolve) => setTimeout(resolve, 400 * 2 ** (attempt - 1)));
    }
  }
}
