import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { percentOff, PROGRESS_STEPS, VIRTUAL_COACH_DEFAULTS, type Lesson, type Offer } from '@impromptu/coach/rules';
import { formatDollars } from '~/billing/format';
import { chaptersUrlFor } from '~/courses/lecture-watching';
import { useWatchedTime, type WatchedResume } from '~/courses/use-watched-time';
import { callRelayed } from '~/utils/bff-client';
import { captionsUrlFor } from '~/games/frame/video-embed';
import { StepButton, secondaryButton } from '~/practice/ui';

/** A display's heading: focused when the display changes, so a screen reader hears where the learner is. */
export function DisplayHeading({ children, eyebrow }: { children: ReactNode; eyebrow?: string }) {
  return (
    <header className="text-center">
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-ink-muted">{eyebrow}</p> : null}
      <h2
        tabIndex={-1}
        data-display-heading
        className="mt-1 text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl"
      >
        {children}
      </h2>
    </header>
  );
}

/** Spec 2 §4: steps completed out of 7. */
export function CoachProgress({ stepsCompleted }: { stepsCompleted: number }) {
  const percent = Math.round((Math.min(stepsCompleted, PROGRESS_STEPS) / PROGRESS_STEPS) * 100);
  return (
    <div className="px-4 pt-3 sm:px-6">
      <div
        role="progressbar"
        aria-label="Virtual Coach progress"
        aria-valuemin={0}
        aria-valuemax={PROGRESS_STEPS}
        aria-valuenow={stepsCompleted}
        aria-valuetext={`${stepsCompleted} of ${PROGRESS_STEPS} steps completed`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-pink transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * A bundled video with its captions track (the only captions: nothing is burned into the picture, ADR 0036) and, for
 * a lesson, its chapters track; `onEnded` when it has played to its end. A lesson's video keeps its watched time and
 * resumes where the learner stopped (issue 47 §2), as a lecture does.
 */
export function CoachVideo({
  url,
  title,
  onEnded,
  lesson,
  captionsUrl,
}: {
  url: string;
  title: string;
  onEnded?: () => void;
  lesson?: Lesson;
  /** A coach's published video names its captions (ADR 0060); a bundled one has them beside it. */
  captionsUrl?: string;
}) {
  const captions = captionsUrl ?? captionsUrlFor(url);
  const chapters = captions && /\/lesson-[a-z]+\.vtt$/.test(captions) ? chaptersUrlFor(captions) : null;
  // Undefined while the kept watched time loads: the video waits for it, so it can start where it stopped.
  const [resume, setResume] = useState<WatchedResume | null | undefined>(lesson ? undefined : null);
  useEffect(() => {
    if (!lesson) return;
    let live = true;
    void callRelayed('virtualCoachLessonWatched', { params: { lesson } }).then((answer) => {
      if (live) setResume(answer.ok ? answer.data : null);
    });
    return () => {
      live = false;
    };
  }, [lesson]);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-lg">
      {resume === undefined ? null : (
        <WatchedVideo
          url={url}
          title={title}
          onEnded={onEnded}
          captions={captions}
          chapters={chapters}
          resume={resume}
          saveUrl={lesson ? `/resources/virtual-coach/lessons/${lesson}/watched` : null}
        />
      )}
    </div>
  );
}

function WatchedVideo({
  url,
  title,
  onEnded,
  captions,
  chapters,
  resume,
  saveUrl,
}: {
  url: string;
  title: string;
  onEnded?: () => void;
  captions: string | null;
  chapters: string | null;
  resume: WatchedResume | null;
  saveUrl: string | null;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useWatchedTime(video, { resume, saveUrl });
  return (
    <>
      <video
        ref={video}
        className="absolute inset-0 h-full w-full"
        src={url}
        controls
        preload="metadata"
        playsInline
        aria-label={title}
        onEnded={onEnded}
      >
        {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
        {chapters ? <track kind="chapters" src={chapters} srcLang="en" label="Chapters" /> : null}
      </video>
    </>
  );
}

/** Confidence 1 to 5 (spec 2 §5): a radio group, then Continue. */
export function ConfidenceCheck({
  question,
  busy,
  onRate,
}: {
  question: string;
  busy: boolean;
  onRate: (confidence: number) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  const name = useId();
  const scale = Array.from({ length: VIRTUAL_COACH_DEFAULTS.maxConfidence }, (_, index) => index + 1);
  return (
    <form
      className="flex flex-col items-center gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null) onRate(value);
      }}
    >
      <fieldset className="flex flex-col items-center gap-4">
        <legend className="mb-4 text-center text-lg text-ink">{question}</legend>
        <div className="flex gap-2 sm:gap-3">
          {scale.map((rating) => (
            <label
              key={rating}
              className={`flex h-14 w-14 cursor-pointer items-center justify-center rounded-full border-2 text-xl font-extrabold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-700 ${
                value === rating
                  ? 'border-brand-pink bg-brand-pink text-white'
                  : 'border-slate-300 bg-white text-ink hover:border-brand-pink'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                className="sr-only"
                checked={value === rating}
                onChange={() => setValue(rating)}
              />
              {rating}
            </label>
          ))}
        </div>
        <p className="flex w-full justify-between text-sm font-semibold text-ink-muted" aria-hidden="true">
          <span>Not at all</span>
          <span>Very</span>
        </p>
      </fieldset>
      <StepButton type="submit" disabled={value === null || busy}>
        Continue
      </StepButton>
    </form>
  );
}

/** An offer tile of 'More ways to train' (spec 2 §9): a monthly price and a struck-through 'Usually' price for payment offers. */
export function OfferTile({
  offer,
  onPayment,
  onEmailSignup,
}: {
  offer: Offer;
  onPayment: () => Promise<boolean>;
  onEmailSignup: () => Promise<boolean>;
}) {
  const [signedUp, setSignedUp] = useState<boolean | null>(null);
  // The checkout takes a moment to open: the button says so and is not pressed twice (it stays so while the page leaves).
  const [opening, setOpening] = useState(false);
  async function pay() {
    setOpening(true);
    const leaving = await onPayment().catch(() => false);
    if (!leaving) setOpening(false);
  }
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-xl font-extrabold text-ink">
        {offer.title}
      </h3>
      {offer.type === 'payment' ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-black text-ink">{formatDollars(offer.monthlyPriceCents)}</span>
          <span className="text-base font-semibold text-ink">per month{offer.unit ? ` ${offer.unit}` : ''}</span>
          <span className="text-base text-ink-muted">
            Usually <s>{formatDollars(offer.usualMonthlyPriceCents)}</s>
          </span>
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-bold text-emerald-900">
            {percentOff(offer)}% off
          </span>
        </p>
      ) : (
        <p className="text-base font-bold text-ink">Free</p>
      )}
      <p className="flex-1 text-base text-ink">{offer.description}</p>
      {offer.type === 'payment' ? (
        <StepButton type="button" disabled={opening} aria-busy={opening} onClick={() => void pay()}>
          {opening ? 'Opening checkout…' : offer.cta}
        </StepButton>
      ) : offer.type === 'calendly' ? (
        <a className={secondaryButton} href={offer.url} target="_blank" rel="noreferrer">
          {offer.cta}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : signedUp ? (
        <p role="status" className="font-semibold text-emerald-800">
          You’re signed up: the tips arrive at your e-mail address every week.
        </p>
      ) : (
        <>
          <StepButton variant="secondary" type="button" onClick={() => void onEmailSignup().then(setSignedUp)}>
            {offer.cta}
          </StepButton>
          {signedUp === false ? (
            <p role="alert" className="font-semibold text-red-700">
              That did not work. Please try again.
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}
