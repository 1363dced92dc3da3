import type { RouteBody } from '@impromptu/bff/routes';
import { callRelayed, type Backoff, type BffResult } from '~/utils/bff-client';
import type { practiceGathered, recordPracticeProgress, usePracticeRetry } from '~/utils/relayed-routes';
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

/** Where the practice is played: guided practice by its slug, or a course lesson's (which also completes its practice). */
export type PracticePlace = { practiceSessionSlug: string } | { courseSlug: string; lessonSlug: string };

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

/** A session still going on, as a resume. */
function resumeOf(session: {
  status: string;
  elementIndex: number;
  gameIndex: number;
  retriesUsed: Record<string, number>;
  outcome: PracticeOutcome;
}): PracticeResume | null {
  if (session.status !== 'STARTED') return null;
  const retriesUsed: Record<number, number> = {};
  for (const [index, count] of Object.entries(session.retriesUsed)) retriesUsed[Number(index)] = count;
  return { elementIndex: session.elementIndex, gameIndex: session.gameIndex, retriesUsed, outcome: session.outcome };
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

type Answer = Promise<BffResult<unknown>>;
type ProgressBody = RouteBody<(typeof recordPracticeProgress)['route']>;
type RetryBody = RouteBody<(typeof usePracticeRetry)['route']>;
type GatherBody = RouteBody<(typeof practiceGathered)['route']>;

/** The relayed routes of a place's practice, each with its contract (a body the contract refuses does not compile). */
function practiceCalls(place: PracticePlace, retry: Backoff) {
  if ('courseSlug' in place) {
    const { courseSlug, lessonSlug } = place;
    const session = (userPracticeSessionId: string) => ({ courseSlug, lessonSlug, userPracticeSessionId });
    return {
      key: `/courses/${courseSlug}/lessons/${lessonSlug}`,
      start: () => callRelayed('startLessonPractice', { params: place, retry }),
      read: (id: string) => callRelayed('lessonPracticeUserSession', { params: session(id) }),
      progress: (id: string, body: ProgressBody): Answer =>
        callRelayed('lessonPracticeProgress', { params: session(id), body, retry }),
      retry: (id: string, body: RetryBody): Answer =>
        callRelayed('lessonPracticeRetry', { params: session(id), body, retry }),
      gather: ({ percentageCompleted, wasCompleted }: GatherBody): Answer =>
        callRelayed('lessonPracticeGathered', { params: place, body: { percentageCompleted, wasCompleted } }),
    };
  }
  const { practiceSessionSlug } = place;
  return {
    key: `/practice/${practiceSessionSlug}`,
    start: (daily: boolean) =>
      callRelayed('startPractice', { params: { practiceSessionSlug }, body: { daily }, retry }),
    read: (userPracticeSessionId: string) => callRelayed('practiceUserSession', { params: { userPracticeSessionId } }),
    progress: (userPracticeSessionId: string, body: ProgressBody): Answer =>
      callRelayed('recordPracticeProgress', { params: { userPracticeSessionId }, body, retry }),
    retry: (userPracticeSessionId: string, body: RetryBody): Answer =>
      callRelayed('usePracticeRetry', { params: { userPracticeSessionId }, body, retry }),
    gather: (body: GatherBody): Answer => callRelayed('practiceGathered', { params: { practiceSessionSlug }, body }),
  };
}

/**
 * The practice screen's calls through the browser's one client (`callRelayed`): start, progress, retries (each with
 * an idempotency key of its own, sent again unchanged on a retry) one after another, and the gather call, best effort.
 */
export class PracticeRecorder {
  private chain: Promise<unknown> = Promise.resolve();
  private session: Promise<string | null> = Promise.resolve(null);
  private readonly calls: ReturnType<typeof practiceCalls>;

  constructor(
    place: PracticePlace,
    private readonly onUnsaved: (message: string) => void,
  ) {
    this.calls = practiceCalls(place, { attempts: MAX_ATTEMPTS, firstDelayMs: 400 });
  }

  /**
   * Goes on with the session this tab started here before (a reload, or a return within the tab) while it is
   * not completed; otherwise starts a new one. `scheduledDate`: Today's Practice is resumed on its own day only.
   * A screen mounted again while its first start is under way shares that start: one session, one id remembered.
   */
  start(daily: boolean, scheduledDate: string | null = null): Promise<PracticeStart> {
    const key = `${RESUME_KEY_PREFIX}${this.calls.key}${scheduledDate ? `#${scheduledDate}` : ''}`;
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
      const answer = await this.calls.read(earlier);
      const resumed = answer.ok ? resumeOf(answer.data) : null;
      if (resumed) return { id: earlier, resumed };
      tabMemory.set(key, null);
    }
    const answer = await this.calls.start(daily);
    if (!answer.ok) return { id: null, resumed: null };
    const id = answer.data.userPracticeSessionId;
    tabMemory.set(key, id);
    return { id, resumed: null };
  }

  progress(move: PracticeMove, outcome: PracticeOutcome): void {
    const body = { idempotencyKey: crypto.randomUUID(), move, outcome };
    this.enqueue((id) => this.calls.progress(id, body));
  }

  retry(elementIndex: number): void {
    const body = { idempotencyKey: crypto.randomUUID(), elementIndex };
    this.enqueue((id) => this.calls.retry(id, body));
  }

  gather(body: GatherBody): void {
    void this.calls.gather(body);
  }

  /** Resolves once everything queued so far has been delivered or given up. */
  settled(): Promise<unknown> {
    return this.chain;
  }

  private enqueue(send: (userPracticeSessionId: string) => Answer): void {
    this.chain = this.chain.then(async () => {
      const id = await this.session;
      if (id === null) return;
      const answer = await send(id);
      if (!answer.ok) this.onUnsaved(PRACTICE_UNSAVED);
    });
  }
}
