import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  applyDecision,
  elementKind,
  percentageCompleted,
  showsArrows,
  stepBack,
  stepForward,
  timedStepSeconds,
  UNKNOWN_ELEMENT_MESSAGE,
  type DecisionAction,
  type PracticePosition,
  type UserContentType,
} from '@impromptu/practice/rules';
import { FullScreenModal, useGuardedCloseClick } from '~/games/frame/full-screen-modal';
import { MODAL_TITLE_ID, ModalHeader } from '~/games/frame/modal-header';
import { Confetti } from '~/games/shared/confetti';
import { MidnightCountdown, Milestones, OutlinePanel } from './practice-parts';
import { PracticeRecorder } from './practice-recorder';
import {
  PRACTICE_HOME,
  type OutcomeInput,
  type PracticeContent,
  type PracticeOutcome,
  type PracticePageData,
  type UserContent,
} from './practice-types';
import { ContentStep } from './steps/content-step';
import { GameStep } from './steps/game-step';
import { InputStep } from './steps/input-step';
import { RetryScreen } from './steps/retry-screen';
import { TimedStep } from './steps/timed-step';
import { StepButton, primaryButton } from './ui';
import { NoticeToast } from '~/components/notice-toast';
import { RecordedDiscussion } from '~/coach/recorded-discussion';
import { useCoachRecording } from '~/coach/use-coach-recording';

type Mode = 'LOADING' | 'ELEMENTS' | 'RETRY';

const PRACTICE_ACCENT = '#c5317c';

/** Inputs saved this session over the contents loaded with the page: what the outline shows now. */
function currentContents(loaded: UserContent[], inputs: OutcomeInput[]): UserContent[] {
  const written = inputs.map((input, index) => ({ ...input, index, nextKey: null, previousKey: null }));
  const writtenKeys = new Set(written.map((content) => `${content.type} ${content.key}`));
  return [...loaded.filter((content) => !writtenKeys.has(`${content.type} ${content.key}`)), ...written];
}

function withInputs(outcome: PracticeOutcome, inputs: OutcomeInput[]): PracticeOutcome {
  const keys = new Set(inputs.map((input) => input.key));
  return { ...outcome, inputs: [...outcome.inputs.filter((input) => !keys.has(input.key)), ...inputs] };
}

/**
 * The practice screen of spec 2 §2: LOADING until the session is started, then its elements one by
 * one (ELEMENTS), and RETRY after a game that still has tries. Progress and outcome are recorded
 * whenever the game index changes, when an input step or a decision is taken, and on the conclusion.
 */
/** `breadcrumb`: where the practice sits, shown above its steps (a course lesson's 'Courses > course > Lesson N > Practice'). */
export function PracticeScreen({ data, breadcrumb }: { data: PracticePageData; breadcrumb?: ReactNode }) {
  const { session, daily, timeZone, course } = data;
  const exitTo = course?.exitTo ?? PRACTICE_HOME;
  const navigate = useNavigate();
  const elements = session.elements;
  const kinds = useMemo(() => elements.map(elementKind), [elements]);
  const bounds = { lastElementIndex: elements.length - 1, gameCount: session.goals.length };
  const isGame = (index: number) => kinds[index] === 'GAME';

  const [mode, setMode] = useState<Mode>('LOADING');
  const [position, setPosition] = useState<PracticePosition>({ elementIndex: 0, gameIndex: 0 });
  const [outcome, setOutcome] = useState<PracticeOutcome>({ goals: [], inputs: [] });
  const [retriesUsed, setRetriesUsed] = useState<Record<number, number>>({});
  const [gameRun, setGameRun] = useState(0);
  const [confetti, setConfetti] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  // The goal's recap (spec 2 §3: header and body), shown once its game has ended: on the retry screen, and atop the
  // step after the game (issue 29 §7).
  const [recap, setRecap] = useState<{ header: string; body: string; afterElement: number } | null>(null);
  const courseSlug = course?.courseSlug;
  const lessonSlug = course?.lessonSlug;
  const recorder = useMemo(
    () =>
      new PracticeRecorder(
        courseSlug !== undefined && lessonSlug !== undefined
          ? { courseSlug, lessonSlug }
          : { practiceSessionSlug: session.slug },
        setNotice,
      ),
    [session.slug, courseSlug, lessonSlug],
  );
  const stepsRef = useRef<HTMLDivElement>(null);
  const [userPracticeSessionId, setUserPracticeSessionId] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void recorder.start(daily, session.scheduledDate).then(({ id, resumed }) => {
      if (!live) return;
      setUserPracticeSessionId(id);
      // A reload goes on where the learner was, while that place is still in the session.
      if (resumed && resumed.elementIndex <= bounds.lastElementIndex && resumed.gameIndex <= bounds.gameCount) {
        setPosition({ elementIndex: resumed.elementIndex, gameIndex: resumed.gameIndex });
        setOutcome(resumed.outcome);
        setRetriesUsed(resumed.retriesUsed);
      }
      setMode('ELEMENTS');
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a session starts once per recorder and day; where it resumes is read at that moment
  }, [recorder, daily]);

  // Spec 2 §7 gather: on load and whenever the game index changes.
  const loaded = mode !== 'LOADING';
  useEffect(() => {
    if (!loaded) return;
    recorder.gather({
      percentageCompleted: percentageCompleted(position.elementIndex, bounds.lastElementIndex),
      wasCompleted: position.elementIndex === bounds.lastElementIndex,
      scheduledDate: session.scheduledDate,
    });
    // The gather follows the game index only.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the gather follows the game index only, see above
  }, [loaded, position.gameIndex, recorder]);

  function moveTo(
    next: PracticePosition,
    options: {
      record?: boolean;
      decision?: { action: DecisionAction; elementIndexCount: number; gameIndexCount: number };
      outcome?: PracticeOutcome;
    } = {},
  ) {
    const saved = options.outcome ?? outcome;
    const record =
      options.record ||
      next.gameIndex !== position.gameIndex ||
      (next.elementIndex === bounds.lastElementIndex && next.elementIndex !== position.elementIndex);
    if (options.outcome) setOutcome(options.outcome);
    setPosition(next);
    setMode('ELEMENTS');
    stepsRef.current?.scrollTo?.({ top: 0 });
    if (record)
      recorder.progress(
        options.decision ? { type: 'DECISION', ...options.decision } : { type: 'GO_TO', ...next },
        saved,
      );
  }

  const forward = (options: { record?: boolean; outcome?: PracticeOutcome } = {}) =>
    moveTo(stepForward(position, isGame, bounds), options);
  const back = () => moveTo(stepBack(position, isGame, bounds));

  const element = elements[position.elementIndex];
  const kind = kinds[position.elementIndex] ?? 'UNKNOWN';

  // The AI coach records eligible exercises of a guided class (spec 1 §4, spec 2 §4).
  const coach = useCoachRecording({
    practiceSessionSlug: session.slug,
    userPracticeSessionId,
    position:
      mode === 'ELEMENTS' && element
        ? {
            elementIndex: position.elementIndex,
            gameIndex: position.gameIndex,
            isGame: kind === 'GAME',
            gameShortCode: element.goal?.gameShortCode ?? null,
            isRecordedDiscussion: kind === 'DISCUSSION' && element.content?.metadata.recordedDiscussion === true,
          }
        : null,
    notify: setNotice,
  });

  function decide(content: PracticeContent, which: 'primary' | 'secondary') {
    const action = which === 'primary' ? content.primaryCtaType : content.secondaryCtaType;
    if (!action) {
      forward();
      return;
    }
    const counts = content.ctaMetadata[which] ?? { elementIndexCount: 0, gameIndexCount: 0 };
    const decision = { action, ...counts };
    moveTo(applyDecision(position, decision, bounds), { record: true, decision });
  }

  function gameEnded(progress: number) {
    const goal = element?.goal;
    if (!goal) return;
    const next: PracticeOutcome = {
      ...outcome,
      goals: [
        ...outcome.goals.filter((g) => g.index !== goal.index),
        { index: goal.index, name: goal.name, gameShortCode: goal.gameShortCode, type: goal.type, progress },
      ].sort((a, b) => a.index - b.index),
    };
    setOutcome(next);
    setConfetti((n) => n + 1);
    setRecap(
      goal.recapHeader || goal.recapBody
        ? { header: goal.recapHeader, body: goal.recapBody, afterElement: position.elementIndex }
        : null,
    );
    const allowed = element.numberRetriesAllowed;
    const used = retriesUsed[position.elementIndex] ?? 0;
    if (allowed === 0 || used >= allowed) forward({ outcome: next });
    else setMode('RETRY');
  }

  function tryAgain() {
    const goal = element?.goal;
    recorder.retry(position.elementIndex);
    setRetriesUsed((current) => ({ ...current, [position.elementIndex]: (current[position.elementIndex] ?? 0) + 1 }));
    if (goal)
      setOutcome((current) => ({
        ...current,
        goals: current.goals.map((g) => (g.index === goal.index ? { ...g, progress: 0 } : g)),
      }));
    setGameRun((n) => n + 1);
    setMode('ELEMENTS');
  }

  const contents = currentContents(session.userContents, outcome.inputs);
  const shownTypes: UserContentType[] = element?.displayedUserContentsOverrides ?? session.displayedUserContents;
  const isLast = position.elementIndex === bounds.lastElementIndex;

  let body: JSX.Element | null = null;
  if (mode === 'LOADING') {
    body = (
      <p role="status" className="m-auto text-xl font-semibold text-ink-muted">
        {daily ? "Loading today's practice" : 'Loading...'}
      </p>
    );
  } else if (mode === 'RETRY') {
    const allowed = element?.numberRetriesAllowed ?? 0;
    body = (
      <RetryScreen
        recap={recap}
        triesRemaining={Math.max(0, allowed - (retriesUsed[position.elementIndex] ?? 0))}
        onTryAgain={tryAgain}
        onContinue={() => forward()}
      />
    );
  } else if (element) {
    const content = element.content;
    // A timed instruction, and a discussion that is not recorded (spec 2 §4).
    const timedContent = content ? (
      <TimedStep key={`${position.elementIndex}`} seconds={timedStepSeconds(content)} onContinue={() => forward()}>
        <ContentStep content={content} />
      </TimedStep>
    ) : null;
    switch (kind) {
      case 'INTRODUCTION':
        body = content ? (
          <ContentStep content={content}>
            <SummaryList summary={session.summary} heading="What you will practise" />
            <div>
              <StepButton type="button" onClick={() => forward()}>
                {content.primaryCtaText ?? 'Start practice'}
              </StepButton>
            </div>
          </ContentStep>
        ) : null;
        break;
      case 'DISCUSSION':
        if (
          content &&
          content.metadata.recordedDiscussion === true &&
          coach.recordedExercise !== null &&
          coach.recordedExercise === position.gameIndex
        ) {
          body = (
            <RecordedDiscussion
              key={`${position.elementIndex}`}
              content={content}
              gameShortCode={session.goals.find((g) => g.index === position.gameIndex - 1)?.gameShortCode ?? null}
              onStop={coach.stop}
              onContinue={() => forward()}
            />
          );
          break;
        }
        body = timedContent;
        break;
      case 'INSTRUCTION':
        body = timedContent;
        break;
      case 'INSTRUCTION_UNTIMED':
        body = content ? <ContentStep content={content} /> : null;
        break;
      case 'DECISION':
        body = content ? (
          <ContentStep content={content}>
            <div className="flex flex-wrap gap-3">
              <StepButton type="button" onClick={() => decide(content, 'primary')}>
                {content.primaryCtaText ?? 'Continue'}
              </StepButton>
              {content.secondaryCtaText ? (
                <StepButton variant="secondary" type="button" onClick={() => decide(content, 'secondary')}>
                  {content.secondaryCtaText}
                </StepButton>
              ) : null}
            </div>
          </ContentStep>
        ) : null;
        break;
      case 'GAME':
        body = element.goal ? (
          <GameStep key={`${position.elementIndex}:${gameRun}`} goal={element.goal} onEnd={gameEnded} />
        ) : null;
        break;
      case 'INPUT':
        body = element.input ? (
          <InputStep
            key={position.elementIndex}
            step={element.input}
            prefilled={(key, type) => contents.find((c) => c.key === key && c.type === type)?.text ?? ''}
            onSubmit={(inputs) => forward({ record: true, outcome: withInputs(outcome, inputs) })}
          />
        ) : null;
        break;
      case 'CONCLUSION':
        body = content ? (
          <ContentStep content={content}>
            {course?.completesCourse ? <CourseComplete courseName={course.completesCourse} /> : null}
            <SummaryList summary={session.summary} heading="Summary" />
            {course ? <LessonBreakdown items={course.breakdown} /> : null}
            {daily ? <MidnightCountdown timeZone={timeZone} /> : null}
            <div>
              <LeaveAfterSaving to={course?.conclusionTo ?? PRACTICE_HOME} saved={() => recorder.settled()}>
                {course?.conclusionLabel ?? content.primaryCtaText ?? 'Back to home'}
              </LeaveAfterSaving>
            </div>
          </ContentStep>
        ) : null;
        break;
      case 'UNKNOWN':
        body = (
          <p role="alert" className="mx-auto max-w-xl text-center text-lg font-semibold text-ink">
            {UNKNOWN_ELEMENT_MESSAGE}
          </p>
        );
        break;
      default: {
        const unknown: never = kind;
        throw new Error(`Unknown element kind ${String(unknown)}`);
      }
    }
  }

  const arrows = mode === 'ELEMENTS' && showsArrows(kind);
  const playing = mode === 'ELEMENTS' && kind === 'GAME';
  return (
    <FullScreenModal
      labelledBy={MODAL_TITLE_ID}
      onClose={(options) => navigate(exitTo, options)}
      accent={PRACTICE_ACCENT}
    >
      <ModalHeader title={session.name} closeTo={exitTo} />
      <div
        ref={stepsRef}
        className={`flex min-h-0 flex-1 flex-col overflow-y-auto px-4 sm:px-8 ${
          // A game fills the screen without scrolling while the learner speaks (issue 29): tighter around it.
          playing ? 'gap-3 py-3' : 'gap-6 pb-8 pt-6 sm:pt-8'
        }`}
        data-practice-mode={mode}
        data-element-kind={mode === 'ELEMENTS' ? kind : undefined}
      >
        {breadcrumb ? <div className="mx-auto -mb-3 w-full max-w-2xl">{breadcrumb}</div> : null}
        <div className="mx-auto flex w-full max-w-2xl flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-ink-muted">
            {mode === 'LOADING' ? session.estimatedDuration : `Step ${position.elementIndex + 1} of ${elements.length}`}
          </p>
          <EndPracticeLink to={exitTo} />
        </div>
        {mode !== 'LOADING' ? (
          <Milestones goals={session.goals} outcome={outcome} gameIndex={position.gameIndex} />
        ) : null}
        {mode === 'ELEMENTS' && recap && position.elementIndex === recap.afterElement + 1 ? (
          <GoalRecap header={recap.header} body={recap.body} />
        ) : null}
        <div className="flex flex-1 flex-col">{body}</div>
        {arrows ? (
          <nav aria-label="Practice steps" className="mx-auto flex w-full max-w-2xl items-center justify-between gap-3">
            {position.elementIndex > 0 ? (
              <StepButton variant="secondary" type="button" onClick={back} aria-label="Previous step">
                <span aria-hidden="true">←</span>
              </StepButton>
            ) : (
              <span />
            )}
            {!isLast ? (
              <StepButton variant="secondary" type="button" onClick={() => forward()} aria-label="Next step">
                <span aria-hidden="true">→</span>
              </StepButton>
            ) : null}
          </nav>
        ) : null}
        {mode === 'ELEMENTS' && kind !== 'GAME' ? <OutlinePanel types={shownTypes} contents={contents} /> : null}
      </div>
      <NoticeToast notice={notice} onDismiss={() => setNotice(null)} />
      <Confetti burst={confetti} />
    </FullScreenModal>
  );
}

/** End Practice: asks first, as Close and Escape do, when leaving now would lose a game under way or its result. */
function EndPracticeLink({ to }: { to: string }) {
  const onClick = useGuardedCloseClick();
  return (
    <Link
      to={to}
      onClick={onClick}
      className="rounded-full px-3 py-1.5 text-sm font-bold text-brand-pink-dark hover:bg-brand-pink-light"
    >
      End Practice
    </Link>
  );
}

function SummaryList({ summary, heading }: { summary: { text: string }[]; heading: string }) {
  if (summary.length === 0) return null;
  return (
    <section aria-label={heading} className="rounded-2xl border border-slate-200 p-4">
      <h3 className="text-sm font-bold uppercase tracking-widest text-ink-muted">{heading}</h3>
      <ul className="mt-2 list-disc pl-5 text-base text-ink">
        {summary.map((item) => (
          <li key={item.text}>{item.text}</li>
        ))}
      </ul>
    </section>
  );
}

/** A course practice's conclusion: the lesson's points, and its takeaway as the 'Lesson summary'. */
/** The end of a course's last lesson: the course is done, and its certificate waits. */
function CourseComplete({ courseName }: { courseName: string }) {
  return (
    <section
      aria-labelledby="course-complete"
      className="rounded-2xl border-2 border-brand-pink bg-brand-pink-light p-5 text-center"
    >
      <p aria-hidden="true" className="text-4xl">
        🎓
      </p>
      <h3 id="course-complete" className="mt-2 text-2xl font-extrabold tracking-tight text-ink">
        Course complete!
      </h3>
      <p className="mt-1 text-base text-ink">
        You finished every lesson of {courseName}. Your certificate is ready, with your name and today&apos;s date.
      </p>
    </section>
  );
}

/** What the game just played was for (the goal's recap), above the step after it. */
function GoalRecap({ header, body }: { header: string; body: string }) {
  return (
    <section
      aria-label="Game recap"
      className="mx-auto w-full max-w-2xl rounded-2xl border border-brand-pink/30 bg-brand-pink-light p-4"
    >
      {header ? <h2 className="text-lg font-extrabold text-ink">{header}</h2> : null}
      {body ? <p className="mt-1 text-base text-ink">{body}</p> : null}
    </section>
  );
}

/** The lesson's breakdown at the conclusion: its points ('In this lesson'), then its takeaway ('Lesson summary'). */
function LessonBreakdown({ items }: { items: { type: string; text: string }[] }) {
  const points = items.filter((item) => item.type !== 'takeaway');
  const takeaways = items.filter((item) => item.type === 'takeaway');
  if (points.length === 0 && takeaways.length === 0) return null;
  return (
    <>
      {points.length > 0 ? (
        <section aria-label="In this lesson" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h3 className="text-sm font-bold uppercase tracking-widest text-ink-muted">In this lesson</h3>
          <ul className="mt-2 list-disc pl-5 text-base text-ink">
            {points.map((item) => (
              <li key={item.text}>{item.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {takeaways.length > 0 ? <LessonSummary takeaways={takeaways} /> : null}
    </>
  );
}

function LessonSummary({ takeaways }: { takeaways: { text: string }[] }) {
  return (
    <section aria-label="Lesson summary" className="rounded-2xl bg-brand-pink-light p-4">
      <h3 className="text-sm font-bold uppercase tracking-widest text-brand-pink-dark">Lesson summary</h3>
      {takeaways.map((item) => (
        <p key={item.text} className="mt-1 text-base text-ink">
          {item.text}
        </p>
      ))}
    </section>
  );
}

/**
 * The conclusion's way out: the page it leads to reads what the practice saved, so a click waits for the
 * last progress call (the one that completes the practice) before leaving, saying so meanwhile.
 */
function LeaveAfterSaving({ to, saved, children }: { to: string; saved: () => Promise<unknown>; children: ReactNode }) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  return (
    <Link
      to={to}
      className={primaryButton}
      aria-busy={saving || undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        if (saving) return;
        setSaving(true);
        void saved().finally(() => navigate(to));
      }}
    >
      {saving ? 'Saving your progress…' : children}
    </Link>
  );
}
