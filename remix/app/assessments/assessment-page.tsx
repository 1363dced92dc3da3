import { StarIcon } from '@heroicons/react/24/solid';
import * as Heroicons from '@heroicons/react/24/outline';
import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type ComponentType, type SVGProps } from 'react';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { gradePercent, rankTier, visibleTraits, type AssessmentTrait } from '@impromptu/assessments/rules';
import { StepButton, primaryButton } from '~/practice/ui';
import { formatDay } from '@impromptu/kernel';
import { Button } from '~/components/button';

export const EMPTY_ASSESSMENTS =
  "Sorry, you either don't have any assessments or you don't have access to this feature.";
export const RATING_QUESTION = 'How useful is this assessment?';
export const FOLLOW_UP_QUESTION = 'What would make it more useful for you?';
const ACHIEVEMENT_LABELS: Record<string, string> = {
  GAMES_COMPLETED: 'Games completed',
  SELF_PACED_COURSES_COMPLETED: 'Self-paced courses completed',
  FUNDAMENTALS_L1: 'Fundamentals Level 1',
  PROFESSIONAL_L1: 'Professional Level 1',
};
const SPEED_TITLES = { slow: 'Slow', medium: 'Medium', fast: 'Fast' } as const;

export interface AssessmentView {
  id: string;
  startDate: string;
  endDate: string;
  overallPercentile: number;
  averageGrade: number;
  achievements: string[];
  summary: { text: string; writtenBy: string };
  traits: Record<string, AssessmentTrait>;
  nextSteps: {
    id: string;
    speed: 'slow' | 'medium' | 'fast';
    name: string;
    recommendationData: {
      heroiconName: string;
      title: string;
      action: string;
      actionType: string;
      tooltip: string;
      isDisabled: boolean;
    };
  }[];
}

const monthOf = (day: string) => formatDay(day, 'MMMM y');

function Icon({ name }: { name: string }) {
  const Found =
    (Heroicons as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[name] ?? Heroicons.SparklesIcon;
  return <Found aria-hidden="true" className="h-6 w-6" />;
}

export function AssessmentPage({ assessments, bookCallUrl }: { assessments: AssessmentView[]; bookCallUrl: string }) {
  const [index, setIndex] = useState(assessments.length - 1);
  const assessment = assessments[index];
  if (!assessment) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">
          Assessments <Beta />
        </h1>
        <p className="mt-6 text-lg text-ink-muted">{EMPTY_ASSESSMENTS}</p>
      </div>
    );
  }
  const tier = rankTier(assessment.overallPercentile);
  const traits = visibleTraits(assessment.traits);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          Assessments <Beta />
        </h1>
        <nav aria-label="Assessment month" className="flex items-center gap-2">
          <StepButton
            variant="secondary"
            type="button"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
            aria-label="Previous month"
          >
            <Heroicons.ChevronLeftIcon aria-hidden="true" className="h-5 w-5" />
          </StepButton>
          <p aria-live="polite" className="min-w-40 text-center text-lg font-bold text-ink">
            {monthOf(assessment.endDate)}
          </p>
          <StepButton
            variant="secondary"
            type="button"
            disabled={index === assessments.length - 1}
            onClick={() => setIndex(index + 1)}
            aria-label="Next month"
          >
            <Heroicons.ChevronRightIcon aria-hidden="true" className="h-5 w-5" />
          </StepButton>
        </nav>
      </header>

      <section aria-labelledby="rank-heading" className="mt-8 rounded-2xl bg-brand-pink-light p-6">
        <h2 id="rank-heading" className="text-2xl font-extrabold text-brand-pink-dark">
          {tier.title} / {tier.suffix}
        </h2>
        <p className="mt-1 text-ink">
          {tier.topPercent <= 40
            ? `Top ${tier.topPercent}% of speakers this month`
            : `Average grade ${gradePercent(assessment.averageGrade)}%`}
        </p>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="text-xl font-bold text-ink">
            Summary
          </h2>
          <div className="prose mt-3 max-w-none space-y-3 text-ink [&_ul]:list-disc [&_ul]:pl-5">
            <Markdown rehypePlugins={[rehypeSanitize]} skipHtml>
              {assessment.summary.text}
            </Markdown>
          </div>
          <a href={bookCallUrl} target="_blank" rel="noreferrer" className={`${primaryButton} mt-5`}>
            Book a Call <span className="sr-only">(free assessment review, opens in a new tab)</span>
          </a>
        </section>
        <section aria-labelledby="achievements-heading">
          <h2 id="achievements-heading" className="text-xl font-bold text-ink">
            Achievements
          </h2>
          {assessment.achievements.length ? (
            <ul className="mt-3 space-y-2">
              {assessment.achievements.map((achievement) => (
                <li
                  key={achievement}
                  className="flex items-center gap-2 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-ink"
                >
                  <Heroicons.TrophyIcon aria-hidden="true" className="h-5 w-5 text-brand-yellow-dark" />
                  {ACHIEVEMENT_LABELS[achievement] ?? achievement}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-ink-muted">No achievements this month yet.</p>
          )}
        </section>
      </div>

      <NextSteps assessment={assessment} />

      <section aria-labelledby="traits-heading" className="mt-10">
        <h2 id="traits-heading" className="text-xl font-bold text-ink">
          Speaking Traits
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {traits.map((trait) => (
            <li key={trait.name} className="rounded-2xl border border-slate-200 p-5">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-lg font-bold text-ink">{trait.label}</h3>
                <span className="text-2xl font-extrabold text-ink">
                  {trait.grade === null ? '—' : `${gradePercent(trait.grade)}%`}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink-muted">{trait.description}</p>
              {trait.strengths.length ? (
                <p className="mt-2 text-sm text-ink">
                  Strengths: {trait.strengths.map((q) => `${q.emoji} ${q.label}`).join(', ')}
                </p>
              ) : null}
              {trait.weaknesses.length ? (
                <p className="mt-1 text-sm text-ink">
                  To work on: {trait.weaknesses.map((q) => `${q.emoji} ${q.label}`).join(', ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <StarRating />
    </div>
  );
}

function Beta() {
  return (
    <span className="ml-2 rounded-full bg-brand-blue-light px-2 py-0.5 align-middle text-sm font-bold text-brand-blue-dark">
      Beta
    </span>
  );
}

function NextSteps({ assessment }: { assessment: AssessmentView }) {
  const gather = useFetcher();
  return (
    <section aria-labelledby="next-steps-heading" className="mt-10">
      <h2 id="next-steps-heading" className="text-xl font-bold text-ink">
        Suggestions for Improvement
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {(['slow', 'medium', 'fast'] as const).map((speed) => (
          <div key={speed}>
            <h3 className="text-sm font-bold uppercase tracking-wide text-ink-muted">{SPEED_TITLES[speed]}</h3>
            <ul className="mt-2 space-y-2">
              {assessment.nextSteps
                .filter((step) => step.speed === speed)
                .map((step) => {
                  const data = step.recommendationData;
                  const track = () =>
                    gather.submit(
                      {
                        assessment_overall_percentile: assessment.overallPercentile,
                        next_step_action_title: data.title,
                        next_step_action_intensity: speed,
                      },
                      {
                        method: 'post',
                        action: `/resources/assessments/${assessment.id}/gather`,
                        encType: 'application/json',
                      },
                    );
                  const className =
                    'flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-ink hover:border-brand-pink';
                  return (
                    <li key={step.id}>
                      {data.actionType === 'external_link' ? (
                        <a
                          href={data.action}
                          target="_blank"
                          rel="noreferrer"
                          title={data.tooltip}
                          className={className}
                          onClick={track}
                        >
                          <Icon name={data.heroiconName} />
                          {data.title}
                        </a>
                      ) : (
                        <Link to={data.action} title={data.tooltip} className={className} onClick={track}>
                          <Icon name={data.heroiconName} />
                          {data.title}
                        </Link>
                      )}
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Spec 3 §4.8: a star click opens the follow-up (Submit or Skip); the survey is sent once, debounced 500 ms (spec 3 §9). */
function StarRating() {
  const [rating, setRating] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const [sent, setSent] = useState(false);
  const fetcher = useFetcher();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (followUp: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fetcher.submit(
        {
          featureId: 'assessments',
          type: 'SURVEY',
          metadata: {
            ratingQuestion: RATING_QUESTION,
            userRating: rating ?? 0,
            followUpQuestion: FOLLOW_UP_QUESTION,
            ...(followUp ? { userFollowUpAnswer: followUp } : {}),
          },
        },
        { method: 'post', action: '/resources/feedback', encType: 'application/json' },
      );
    }, 500);
    setOpen(false);
    setSent(true);
  };

  return (
    <section aria-labelledby="rating-heading" className="mt-12 rounded-2xl border border-slate-200 p-6">
      <h2 id="rating-heading" className="text-xl font-bold text-ink">
        {RATING_QUESTION}
      </h2>
      <div role="radiogroup" aria-label="Rating, 1 to 5 stars" className="mt-3 flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <Button
            variant="plain"
            className="rounded p-1 text-brand-yellow-dark"
            key={star}
            type="button"
            role="radio"
            aria-checked={rating === star}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            onClick={() => {
              setRating(star);
              setOpen(true);
            }}
          >
            {rating !== null && star <= rating ? (
              <SolidStar />
            ) : (
              <Heroicons.StarIcon aria-hidden="true" className="h-8 w-8" />
            )}
          </Button>
        ))}
      </div>
      {sent ? (
        <p role="status" className="mt-3 text-ink-muted">
          Thank you for your feedback!
        </p>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby="follow-up-heading"
        onCancel={() => setOpen(false)}
        className="w-[min(32rem,92vw)] rounded-2xl p-6 backdrop:bg-black/40"
      >
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            send(answer.trim() || null);
          }}
        >
          <h3 id="follow-up-heading" className="text-lg font-bold text-ink">
            {FOLLOW_UP_QUESTION}
          </h3>
          <label className="mt-3 block text-sm font-semibold text-ink">
            Your answer
            <textarea
              className="mt-1 block w-full rounded-lg border border-slate-300 p-2"
              rows={3}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          </label>
          <div className="mt-4 flex justify-end gap-3">
            <StepButton variant="secondary" type="button" onClick={() => send(null)}>
              Skip
            </StepButton>
            <StepButton type="submit">Submit</StepButton>
          </div>
        </form>
      </dialog>
    </section>
  );
}

function SolidStar() {
  return <StarIcon className="h-8 w-8" aria-hidden="true" />;
}
