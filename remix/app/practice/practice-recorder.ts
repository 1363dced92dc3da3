import { fetchTransport, type RecorderTransport } from '~/games/frame/game-session-recorder';
import { isRetryable, withBackoff } from '~/utils/bff-client';
import type { PracticeOutcome } from './practice-types';

export type PracticeMove =
  | { type: 'GO_TO'; elementIndex: number; gameIndex: number }
  | {
      type: 'DECISION';
      action: 'RESTART_SESSION' | 'DECREMENT_INDEX_BY' | 'INCREMENT_INDEX_BY';
      elementIndexCount: number;
      gameIndexCount: number;
    };

export const PRACTICE_UNSAVED =
  'Your practice could not be saved. Check your connection; your next step will try again.';
const MAX_ATTEMPTS = 5;

/** Where the recorder sends its calls: guided practice's own routes, or a course lesson's (which also completes its practice). */
export interface PracticeEndpoints {
  start: string;
  userSession: (userPracticeSessionId: string) => string;
  /** Spec 2 §7 practice gather (a course lesson's practice call for a course); null to send none. */
  gather: string | null;
}

/** Where the learner left off in a session they started, as the BFF has it: what a reload resumes. */
export interface PracticeResume {
  elementIndex: number;
  gameIndex: number;
  /** Retries used, by element index. */
  retriesUsed: Record<number, number>;
  outcome: PracticeOutcome;
}

export interface PracticeStart {
  /** The user practice session, or null when it could not be started (the learner is told). */
  id: string | null;
  /** Set when the session of this page's earlier visit in this tab was resumed rather than a new one started. */
  resumed: PracticeResume | null;
}

const RESUME_KEY_PREFIX = 'impromptu_practice:';
/** Starts under way in this tab, by key: a screen mounted twice in a row (a remount while loading) starts once. */
const startsUnderWay = new Map<string, Promise<PracticeStart>>();

/** The answer of GET …/user-sessions/:id as a resume: only a session still going on. */
function readResume(body: unknown): PracticeResume | null {
  if (typeof body !== 'object' || body === null) return null;
  const { status, elementIndex, gameIndex, retriesUsed, outcome } = body as Record<string, unknown>;
  if (status !== 'STARTED' || typeof elementIndex !== 'number' || typeof gameIndex !== 'number') return null;
  if (typeof retriesUsed !== 'object' || retriesUsed === null || typeof outcome !== 'object' || outcome === null)
    return null;
  const used: Record<number, number> = {};
  for (const [index, count] of Object.entries(retriesUsed)) if (typeof count === 'number') used[Number(index)] = count;
  const { goals, inputs } = outcome as Partial<PracticeOutcome>;
  if (!Array.isArray(goals) || !Array.isArray(inputs)) return null;
  return { elementIndex, gameIndex, retriesUsed: used, outcome: { goals, inputs } };
}

/** The tab's memory of the sessions it started; when the browser refuses storage (a private mode), a reload starts again. */
const tabMemory = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, value);
    } catch {
      // Nothing to resume from, then.
    }
  },
};

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

  /**
   * Goes on with the session this tab started here before (a reload, or a return within the tab) while it is
   * not completed; otherwise starts a new one. `scheduledDate`: Today's Practice is resumed on its own day only.
   * A screen mounted again while its first start is under way shares that start: one session, one id remembered.
   */
  start(daily: boolean, scheduledDate: string | null = null): Promise<PracticeStart> {
    const key = `${RESUME_KEY_PREFIX}${this.endpoints.start}${scheduledDate ? `#${scheduledDate}` : ''}`;
    let started = startsUnderWay.get(key);
    if (!started) {
      started = this.resumeOrStart(key, daily).finally(() => startsUnderWay.delete(key));
      startsUnderWay.set(key, started);
    }
    const answered = started.then((answer) => {
      if (answer.id === null) this.onUnsaved(PRACTICE_UNSAVED);
      return answer;
    });
    this.session = answered.then(({ id }) => id);
    return answered;
  }

  private async resumeOrStart(key: string, daily: boolean): Promise<PracticeStart> {
    const earlier = tabMemory.get(key);
    if (earlier) {
      const answer = await this.transport(this.endpoints.userSession(earlier), { method: 'GET' }).catch(() => null);
      const resumed = answer?.status === 200 ? readResume(answer.body) : null;
      if (resumed) return { id: earlier, resumed };
      tabMemory.set(key, null);
    }
    const answer = await this.deliver(this.endpoints.start, { daily });
    const id = (answer?.body as { userPracticeSessionId?: unknown } | null)?.userPracticeSessionId;
    if (answer?.status !== 201 || typeof id !== 'string') return { id: null, resumed: null };
    tabMemory.set(key, id);
    return { id, resumed: null };
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

  /** Sends with the same body (same key) while no answer or a busy one came back; null when none ever came. */
  private deliver(path: string, body: unknown): Promise<{ status: number; body: unknown } | null> {
    const send = () => this.transport(path, { method: 'POST', body }).catch(() => null);
    return withBackoff(send, (answer) => answer === null || isRetryable(answer.status), {
      attempts: MAX_ATTEMPTS,
      firstDelayMs: 400,
    });
  }
}
