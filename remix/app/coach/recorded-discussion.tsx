import { useEffect, useRef, useState } from 'react';
import { AI_COACH_TIMINGS, AI_FEEDBACK_ERROR_TEXT, DISCUSSION_DURATIONS_SECONDS } from '@impromptu/bff/contracts';
import { ContentStep } from '~/practice/steps/content-step';
import { TimedStep } from '~/practice/steps/timed-step';
import type { PracticeContent } from '~/practice/practice-types';
import { StepButton } from '~/practice/ui';
import { fetchAiFeedback } from './coach-calls';

export const SPEAKER_FINISHED = 'Speaker has finished speaking';
/** The feedback's heading: 'AI feedback' only when a model wrote it; the embedded adapter's is automatic (issue 28). */
export function feedbackTitle(source: 'embedded' | 'openai' | null): string {
  return source === 'openai' ? 'AI feedback' : 'Automatic feedback';
}

export const WAITING_FOR_FEEDBACK = 'Please discuss amongst yourselves. AI feedback will be ready soon.';
export const AI_ERRORED = 'Uh oh! It looks like the AI errored out. Please try again.';

/** Spec 2 §4 discussion durations: conductor 50 s, PEER_DISCUSSION 30 s, READ_AI_FEEDBACK 20 s, default 10 s. */
export function discussionSeconds(scenario: string | null, gameShortCode: string | null): number {
  if (gameShortCode === 'conductor') return DISCUSSION_DURATIONS_SECONDS.conductor;
  if (scenario === 'PEER_DISCUSSION' || scenario === 'READ_AI_FEEDBACK') return DISCUSSION_DURATIONS_SECONDS[scenario];
  return DISCUSSION_DURATIONS_SECONDS.default;
}

type Phase =
  | { name: 'speaking' }
  | { name: 'stopping' }
  | { name: 'waiting'; recordingId: string }
  | { name: 'reading'; feedback: string }
  | { name: 'error' };

/** Seconds since `since` (ms of performance.now), ticking four times a second. */
function useSecondsSince(since: number | null): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (since === null) return;
    setNow(performance.now());
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, (now - since) / 1000);
}

/**
 * Spec 2 §4 'Recorded discussion with AI feedback': 'Speaker has finished speaking' stops the
 * recording; the group discusses while the feedback is polled once a second (90 tries or 90 s at
 * most); Reveal once the feedback exists and the discussion timer is full, then the feedback with a
 * read timer; after 60 s without feedback, or 'Error getting insights', the error with Continue.
 */
export function RecordedDiscussion({
  content,
  gameShortCode,
  onStop,
  onContinue,
}: {
  content: PracticeContent;
  gameShortCode: string | null;
  onStop: () => Promise<string | null>;
  onContinue: () => void;
}) {
  const scenario = typeof content.metadata.discussionScenario === 'string' ? content.metadata.discussionScenario : null;
  const seconds = discussionSeconds(scenario, gameShortCode);
  const [phase, setPhase] = useState<Phase>({ name: 'speaking' });
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  const [source, setSource] = useState<'embedded' | 'openai' | null>(null);
  const elapsed = useSecondsSince(waitingSince);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function speakerFinished() {
    setPhase({ name: 'stopping' });
    const recordingId = await onStop();
    if (!recordingId) {
      setPhase({ name: 'error' });
      return;
    }
    setWaitingSince(performance.now());
    setPhase({ name: 'waiting', recordingId });
  }

  // Poll once a second until the feedback is there or failed; stop silently after 90 tries or 90 s.
  const recordingId = phase.name === 'waiting' ? phase.recordingId : null;
  useEffect(() => {
    if (!recordingId) return;
    let stopped = false;
    let tries = 0;
    let timer: number | undefined;
    const startedAt = performance.now();
    async function poll() {
      tries += 1;
      const answer = await fetchAiFeedback(recordingId!);
      if (stopped) return;
      if (answer?.status === 'FAILED' || answer?.ai_feedback === AI_FEEDBACK_ERROR_TEXT) {
        setPhase({ name: 'error' });
        return;
      }
      if (answer?.ai_feedback) {
        setFeedback(answer.ai_feedback);
        setSource(answer.source);
        return;
      }
      if (
        tries >= AI_COACH_TIMINGS.feedbackMaxTries ||
        performance.now() - startedAt >= AI_COACH_TIMINGS.feedbackMaxWaitMs
      )
        return;
      timer = window.setTimeout(() => void poll(), AI_COACH_TIMINGS.feedbackPollMs);
    }
    void poll();
    return () => {
      stopped = true;
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [recordingId]);

  // No feedback after 60 s: the error, with Continue.
  useEffect(() => {
    if (phase.name === 'waiting' && feedback === null && elapsed * 1000 >= AI_COACH_TIMINGS.feedbackErrorAfterMs)
      setPhase({ name: 'error' });
  }, [phase.name, feedback, elapsed]);

  useEffect(() => {
    if (phase.name === 'reading' || phase.name === 'error') headingRef.current?.focus();
  }, [phase.name]);

  if (phase.name === 'reading') {
    return (
      <TimedStep seconds={DISCUSSION_DURATIONS_SECONDS.READ_AI_FEEDBACK} onContinue={onContinue}>
        <article className="mx-auto flex w-full max-w-2xl flex-col gap-4">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl"
          >
            {feedbackTitle(source)}
          </h2>
          <section
            aria-label={feedbackTitle(source)}
            className="rounded-2xl border border-brand-blue/30 bg-brand-blue-light px-5 py-4"
          >
            {phase.feedback
              .split(/\n+/)
              .filter((line) => line.trim() !== '')
              .map((line, index) => (
                <p key={index} className="mt-2 text-base leading-relaxed text-ink first:mt-0">
                  {line}
                </p>
              ))}
          </section>
        </article>
      </TimedStep>
    );
  }

  if (phase.name === 'error') {
    return (
      <article className="mx-auto flex w-full max-w-2xl flex-col gap-5">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl"
        >
          {content.header}
        </h2>
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-lg font-semibold text-red-800"
        >
          {AI_ERRORED}
        </p>
        <div>
          <StepButton type="button" onClick={onContinue}>
            Continue
          </StepButton>
        </div>
      </article>
    );
  }

  const timerFull = elapsed >= seconds;
  const percent = Math.min(100, (elapsed / seconds) * 100);
  return (
    <ContentStep content={content}>
      {phase.name === 'speaking' || phase.name === 'stopping' ? (
        <div>
          <StepButton type="button" disabled={phase.name === 'stopping'} onClick={() => void speakerFinished()}>
            {SPEAKER_FINISHED}
          </StepButton>
        </div>
      ) : (
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <p role="status" className="text-lg font-semibold text-ink">
            {WAITING_FOR_FEEDBACK}
          </p>
          <div>
            <div
              role="progressbar"
              aria-label="Discussion time"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
              className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-blue transition-[width] duration-200"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-2 text-sm font-semibold tabular-nums text-ink-muted" aria-live="off">
              {timerFull
                ? feedback
                  ? 'Feedback ready'
                  : 'Waiting for the AI feedback…'
                : `${Math.ceil(seconds - elapsed)} s of discussion left`}
            </p>
          </div>
          {feedback && timerFull ? (
            <div>
              <StepButton type="button" onClick={() => setPhase({ name: 'reading', feedback })}>
                Reveal
              </StepButton>
            </div>
          ) : null}
        </div>
      )}
    </ContentStep>
  );
}
