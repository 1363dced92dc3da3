import { XMarkIcon } from '@heroicons/react/20/solid';
import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import {
  confidenceChange,
  EXAMPLE_VIDEO_URL,
  LESSON_CONTENT,
  LESSONS,
  TWO_ME_TWO_YOU_VIDEO_URL,
  VIRTUAL_COACH_OFFERS,
  type PaymentOffer,
} from '@impromptu/coach/rules';
import { AREA_PATHS } from '@impromptu/access';
import { CoachBadge } from '~/coach/bot-connection';
import { FullScreenModal } from '~/games/frame/full-screen-modal';
import { TimersHeldContext } from '~/games/shared/timers-held';
import { NoticeToast } from '~/components/notice-toast';
import { Button } from '~/components/button';
import { StepButton, primaryButton } from '~/practice/ui';
import { CoachGame } from './coach-game';
import { CoachProgress, CoachVideo, ConfidenceCheck, DisplayHeading, OfferTile } from './coach-parts';
import { checkoutRequestOf, startOfferCheckout } from './offer-checkout';
import { gather, signUpForTips, takeStep, type VirtualCoach, type VirtualCoachStep } from './virtual-coach-client';

const TITLE_ID = 'virtual-coach-title';
const ACCENT = '#039be6';
export const LOSE_PROGRESS = '(You will lose all progress)';

/**
 * The Virtual Coach of spec 2 §2 and §4: a full-screen modal showing one display at a time, each step sent to the BFF,
 * which answers the state the screen then shows (so a reload resumes where the learner was).
 */
export function VirtualCoachScreen({ initial, userId }: { initial: VirtualCoach; userId: string }) {
  const [coach, setCoach] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const active = coach.status === 'active';

  async function step(next: VirtualCoachStep): Promise<boolean> {
    setBusy(true);
    const answer = await takeStep(next);
    setBusy(false);
    if (!answer.ok) {
      setNotice(answer.message);
      return false;
    }
    setCoach(answer.coach);
    return true;
  }

  // Spec 2 §7 gather: whenever the lesson changes, and with the final confidence at the conclusion.
  useEffect(() => {
    if (active) gather(coach);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- spec 2 §7: gathered when the lesson or its conclusion changes, not on every coach update
  }, [coach.lesson, coach.display === 'conclusion']);

  // A new display: scroll to the top and move focus to its heading.
  useEffect(() => {
    body.current?.scrollTo?.({ top: 0 });
    body.current?.querySelector<HTMLElement>('[data-display-heading]')?.focus({ preventScroll: true });
  }, [coach.display, coach.lesson, coach.currentLessonLoops]);

  function requestClose() {
    if (active) setConfirmingClose(true);
    else window.location.assign(AREA_PATHS.home);
  }

  async function confirmClose() {
    if (await step({ type: 'CLOSE' })) window.location.assign(AREA_PATHS.home);
  }

  /** Spec 2 §7: a payment offer starts its checkout; no session id back reloads the page. True when the page leaves. */
  async function checkout(offer: PaymentOffer): Promise<boolean> {
    const answer = await startOfferCheckout(checkoutRequestOf(offer, userId));
    if (answer.next === 'checkout') window.location.assign(answer.url);
    else if (answer.next === 'reload') window.location.reload();
    else setNotice(answer.message);
    return answer.next !== 'message';
  }

  const lesson = coach.lesson ? LESSON_CONTENT[coach.lesson] : null;
  const lessonEyebrow = lesson ? `Lesson ${lesson.number} of ${LESSONS.length}: ${lesson.name}` : undefined;

  function display() {
    switch (coach.display) {
      case 'intro':
        return (
          <section className="flex flex-col items-center gap-6 text-center">
            <DisplayHeading>{coach.introTitle}</DisplayHeading>
            <p className="max-w-xl text-lg text-ink">
              Your Virtual Coach takes you through five short lessons — speed, nonsense, energy, personality and sense —
              each with a video and a round of Rapid Fire Autocomplete. It takes about 15 minutes.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <StepButton
                variant="secondary"
                type="button"
                disabled={busy}
                onClick={() => void step({ type: 'START', withExample: true })}
              >
                Watch an example
              </StepButton>
              <StepButton
                type="button"
                disabled={busy}
                onClick={() => void step({ type: 'START', withExample: false })}
              >
                Start the game
              </StepButton>
            </div>
          </section>
        );
      case 'example-video':
        return (
          <section className="flex flex-col items-center gap-6">
            <DisplayHeading eyebrow="Game example">See how the game is played</DisplayHeading>
            <CoachVideo url={EXAMPLE_VIDEO_URL} title="Game example: Rapid Fire Autocomplete" />
            <StepButton type="button" disabled={busy} onClick={() => void step({ type: 'CONTINUE' })}>
              Continue
            </StepButton>
          </section>
        );
      case 'game':
        return (
          <section className="flex flex-col gap-4">
            <CoachGame
              key={`${coach.lesson ?? 'warm-up'}-${coach.currentLessonLoops}`}
              settings={coach.gameSettings}
              heading={lesson ? `${lessonEyebrow} — try it out` : 'Warm-up game'}
              onEnd={() => void step({ type: 'FINISH_GAME' })}
            />
          </section>
        );
      case 'confidence-initial':
      case 'confidence-final':
        return (
          <section className="flex flex-col items-center gap-6">
            <DisplayHeading eyebrow={coach.display === 'confidence-initial' ? 'Before we start' : 'One last question'}>
              Confidence check
            </DisplayHeading>
            <ConfidenceCheck
              key={coach.display}
              question="How confident do you feel speaking on the spot? (1 to 5)"
              busy={busy}
              onRate={(confidence) => void step({ type: 'RATE_CONFIDENCE', confidence })}
            />
          </section>
        );
      case 'lesson':
        if (!lesson) return null;
        return (
          <section className="flex flex-col items-center gap-5">
            <DisplayHeading eyebrow={lessonEyebrow}>{lesson.focus}</DisplayHeading>
            <CoachVideo
              key={coach.lessonVideo?.url ?? lesson.videoUrl}
              url={coach.lessonVideo?.url ?? lesson.videoUrl}
              {...(coach.lessonVideo ? { captionsUrl: coach.lessonVideo.captionsUrl } : {})}
              lesson={coach.lesson ?? undefined}
              title={`Lesson ${lesson.number}: ${lesson.name}`}
              onEnded={() => void (coach.isLessonVideoWatched ? null : step({ type: 'WATCH_LESSON_VIDEO' }))}
            />
            <p className="max-w-2xl text-center text-lg text-ink">{lesson.body}</p>
            <StepButton
              type="button"
              disabled={busy || !coach.isLessonVideoWatched}
              aria-describedby="watch-first"
              onClick={() => void step({ type: 'TRY_IT_OUT' })}
            >
              Try it out
            </StepButton>
            <p id="watch-first" className="text-base text-ink-muted">
              {coach.isLessonVideoWatched
                ? 'Lesson video watched.'
                : 'Watch the lesson video to the end to try it out.'}
            </p>
          </section>
        );
      case 'reflection-question':
        if (!lesson) return null;
        return (
          <section className="flex flex-col items-center gap-6 text-center">
            <DisplayHeading eyebrow={lessonEyebrow}>{lesson.question}</DisplayHeading>
            <div className="flex gap-3">
              <StepButton
                type="button"
                disabled={busy}
                onClick={() => void step({ type: 'ANSWER_REFLECTION', answer: 'Yes' })}
              >
                Yes
              </StepButton>
              <StepButton
                variant="secondary"
                type="button"
                disabled={busy}
                onClick={() => void step({ type: 'ANSWER_REFLECTION', answer: 'No' })}
              >
                No
              </StepButton>
            </div>
          </section>
        );
      case 'reflection-context':
        if (!lesson) return null;
        return (
          <section className="flex flex-col items-center gap-6 text-center">
            <DisplayHeading eyebrow={lessonEyebrow}>
              {coach.difficulty === 'EASY' ? 'Nice work!' : 'Good effort!'}
            </DisplayHeading>
            <p className="max-w-xl text-lg text-ink">{coach.difficulty === 'EASY' ? lesson.easy : lesson.hard}</p>
            <div className="flex flex-wrap justify-center gap-3">
              {coach.nextSteps.map((button, index) => (
                <StepButton
                  variant={index === coach.nextSteps.length - 1 ? 'primary' : 'secondary'}
                  key={button.step}
                  type="button"
                  disabled={busy}
                  onClick={() => void step({ type: 'CHOOSE_NEXT_STEP', step: button.step })}
                >
                  {button.label}
                </StepButton>
              ))}
            </div>
          </section>
        );
      case 'two-me-two-you':
        return (
          <section className="flex flex-col items-center gap-6">
            <DisplayHeading eyebrow={lessonEyebrow}>Two me, two you</DisplayHeading>
            <CoachVideo url={TWO_ME_TWO_YOU_VIDEO_URL} title="Two me, two you: practise with your coach" />
            <StepButton type="button" disabled={busy} onClick={() => void step({ type: 'CONTINUE' })}>
              Continue
            </StepButton>
          </section>
        );
      case 'conclusion':
        return (
          <section className="flex flex-col items-center gap-5 text-center">
            <DisplayHeading eyebrow="Conclusion">You finished all five lessons!</DisplayHeading>
            <p className="text-lg text-ink">{confidenceChange(coach.startConfidence, coach.endConfidence)}</p>
            <dl className="grid grid-cols-2 gap-4">
              <div className="rounded-2xl bg-white p-4 shadow-sm">
                <dt className="text-sm font-bold uppercase tracking-widest text-ink-muted">Confidence</dt>
                <dd className="text-2xl font-black text-ink">
                  {coach.startConfidence} → {coach.endConfidence}
                </dd>
              </div>
              <div className="rounded-2xl bg-white p-4 shadow-sm">
                <dt className="text-sm font-bold uppercase tracking-widest text-ink-muted">Total reps</dt>
                <dd className="text-2xl font-black text-ink">{coach.totalReps}</dd>
              </div>
            </dl>
            <StepButton type="button" disabled={busy} onClick={() => void step({ type: 'CONTINUE' })}>
              Continue
            </StepButton>
          </section>
        );
      case 'discounts':
        return (
          <section className="flex flex-col items-center gap-6">
            <DisplayHeading>More ways to train</DisplayHeading>
            <div className="grid w-full gap-4 sm:grid-cols-2">
              {VIRTUAL_COACH_OFFERS.filter((offer) => coach.offers.includes(offer.id)).map((offer) => (
                <OfferTile
                  key={offer.id}
                  offer={offer}
                  onPayment={() => (offer.type === 'payment' ? checkout(offer) : Promise.resolve(false))}
                  onEmailSignup={signUpForTips}
                />
              ))}
            </div>
            <StepButton variant="secondary" type="button" disabled={busy} onClick={() => void step({ type: 'EXIT' })}>
              Exit Virtual Coach
            </StepButton>
          </section>
        );
      case 'end':
        return (
          <section className="flex flex-col items-center gap-6 text-center">
            <DisplayHeading>See you on the games page</DisplayHeading>
            <p className="max-w-xl text-lg text-ink">Keep the habit going: a few rounds a day is all it takes.</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={AREA_PATHS.home} reloadDocument className={primaryButton}>
                Back to games
              </Link>
              <StepButton
                variant="secondary"
                type="button"
                disabled={busy}
                onClick={() => void step({ type: 'START', withExample: false })}
              >
                Start again
              </StepButton>
            </div>
          </section>
        );
      default: {
        const unreachable: never = coach.display;
        return unreachable;
      }
    }
  }

  return (
    <FullScreenModal
      labelledBy={TITLE_ID}
      onClose={() => (confirmingClose ? setConfirmingClose(false) : requestClose())}
      accent={ACCENT}
    >
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 pb-3 backdrop-blur">
        <div className="flex items-center gap-2 px-3 pt-2 sm:px-6">
          <div className="flex-1 basis-0" />
          <h1 id={TITLE_ID} className="min-w-0 text-center text-base font-extrabold tracking-tight text-ink sm:text-xl">
            Virtual Coach
          </h1>
          <div className="flex flex-1 basis-0 items-center justify-end gap-1">
            {/* The AI coach badge of this dialog, in its header so it covers none of the coach's steps (issue 29). */}
            <CoachBadge inModal />
            <Button
              variant="ghost"
              className="h-10 w-10 shrink-0"
              type="button"
              onClick={requestClose}
              aria-label="Close"
              title="Close (Esc)"
            >
              <XMarkIcon className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
        </div>
        {active ? <CoachProgress stepsCompleted={coach.stepsCompleted} /> : null}
      </header>
      <div
        ref={body}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 py-6 sm:px-6 sm:py-10"
        aria-busy={busy}
      >
        {/* The game's timers hold while Close Virtual Coach? asks, as under the games' own question (ADR 0044). */}
        <TimersHeldContext.Provider value={confirmingClose}>{display()}</TimersHeldContext.Provider>
      </div>
      {confirmingClose ? (
        <div className="fixed inset-0 z-20 flex items-center justify-center bg-slate-900/60 p-4">
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="close-title"
            aria-describedby="close-warning"
            className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
          >
            <h2 id="close-title" className="text-xl font-extrabold text-ink">
              Close Virtual Coach?
            </h2>
            <p id="close-warning" className="mt-2 text-base text-ink">
              {LOSE_PROGRESS}
            </p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <StepButton variant="secondary" type="button" autoFocus onClick={() => setConfirmingClose(false)}>
                Keep going
              </StepButton>
              <StepButton type="button" disabled={busy} onClick={() => void confirmClose()}>
                Close Virtual Coach
              </StepButton>
            </div>
          </div>
        </div>
      ) : null}
      <NoticeToast notice={notice} onDismiss={() => setNotice(null)} />
    </FullScreenModal>
  );
}
