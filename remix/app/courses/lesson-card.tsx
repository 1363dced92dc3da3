import { Link } from '@remix-run/react';
import { useId } from 'react';
import { COURSE_MESSAGES, durationLabel } from '@impromptu/courses/rules';
import { mediaClock } from '~/lesson-media/media-clock';
import { lessonSectionPath, type LessonCard } from './courses-types';
import { stepButtonClass } from '~/practice/ui';
import { CheckIcon, LockIcon, Tooltip } from './ui';

/** A lesson card (spec 2 §2): Locked, Start (the lecture), Continue (the practice), Review (both done), with its minutes. */
export function LessonCardView({
  courseSlug,
  lesson,
  certificate,
}: {
  courseSlug: string;
  lesson: LessonCard;
  certificate: boolean;
}) {
  const titleId = useId();
  const locked = lesson.action === 'LOCKED';
  return (
    <article
      aria-labelledby={titleId}
      data-lesson={lesson.slug}
      className={`flex flex-col gap-3 rounded-2xl border p-5 shadow-sm sm:flex-row sm:items-center ${locked ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <span
        aria-hidden="true"
        className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${
          lesson.action === 'REVIEW'
            ? 'bg-emerald-100 text-emerald-800'
            : locked
              ? 'bg-slate-200 text-slate-600'
              : 'bg-brand-pink-light text-brand-pink-dark'
        }`}
      >
        {lesson.action === 'REVIEW' ? (
          <CheckIcon className="h-5 w-5" />
        ) : locked ? (
          <LockIcon className="h-5 w-5" />
        ) : (
          lesson.index + 1
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink-muted">
          Lesson {lesson.index + 1} · {durationLabel(lesson.estimatedDuration)}
          {lesson.videoDurationSeconds ? ` · video ${mediaClock(lesson.videoDurationSeconds)}` : null}
        </p>
        <h3 id={titleId} className="text-lg font-bold text-ink">
          {lesson.name}
        </h3>
        <p className="mt-1 text-sm text-ink">{lesson.description}</p>
        {locked && lesson.lockedReason ? (
          <p className="mt-2 text-sm font-semibold text-brand-yellow-dark">{lesson.lockedReason}</p>
        ) : null}
        <SectionLinks courseSlug={courseSlug} lesson={lesson} certificate={certificate} />
      </div>
      <div className="shrink-0">
        <LessonAction courseSlug={courseSlug} lesson={lesson} />
      </div>
    </article>
  );
}

/** A lesson's sections, as its paths name them. */
type LessonSection = Parameters<typeof lessonSectionPath>[2];

/** Where each open lesson's button goes and how it looks: Start and Review open the lecture, Continue the practice. */
const OPEN_ACTIONS = {
  START: { word: 'Start', section: 'lecture', variant: 'primary' },
  CONTINUE: { word: 'Continue', section: 'practice', variant: 'primary' },
  REVIEW: { word: 'Review', section: 'lecture', variant: 'secondary' },
} as const satisfies Record<
  Exclude<LessonCard['action'], 'LOCKED'>,
  { word: string; section: LessonSection; variant: 'primary' | 'secondary' }
>;

function LessonAction({ courseSlug, lesson }: { courseSlug: string; lesson: LessonCard }) {
  const label = `Lesson ${lesson.index + 1}, ${lesson.name}`;
  if (lesson.action === 'LOCKED') {
    return (
      <span
        className={`${stepButtonClass('secondary', { compact: true })} cursor-not-allowed opacity-70`}
        aria-disabled="true"
        role="link"
        aria-label={`${label}: Locked`}
      >
        <LockIcon /> Locked
      </span>
    );
  }
  const { word, section, variant } = OPEN_ACTIONS[lesson.action];
  return (
    <Link
      to={lessonSectionPath(courseSlug, lesson.slug, section)}
      className={stepButtonClass(variant, { compact: true })}
      aria-label={`${word} ${label}`}
    >
      {word}
    </Link>
  );
}

/** The lesson's sections; a section link is active only when its status is not locked (spec 2 §5). */
function SectionLinks({
  courseSlug,
  lesson,
  certificate,
}: {
  courseSlug: string;
  lesson: LessonCard;
  certificate: boolean;
}) {
  if (lesson.action === 'LOCKED') return null;
  const sections: { key: LessonSection; label: string; open: boolean; reason: string }[] = [
    {
      key: 'lecture',
      label: 'Lecture',
      open: lesson.sections.lecture !== 'locked',
      reason: COURSE_MESSAGES.lectureLocked,
    },
  ];
  if (lesson.hasPractice)
    sections.push({
      key: 'practice',
      label: 'Practice',
      open: lesson.sections.practice !== 'locked',
      reason: COURSE_MESSAGES.completeThisLecture,
    });
  if (certificate)
    sections.push({
      key: 'certificate',
      label: 'Certificate',
      open: lesson.sections.lecture === 'completed',
      reason: COURSE_MESSAGES.certificateLocked,
    });
  return (
    <ul aria-label={`Sections of lesson ${lesson.index + 1}`} className="mt-3 flex flex-wrap gap-2">
      {sections.map((section) => (
        <li key={section.key}>
          {section.open ? (
            <Link
              to={lessonSectionPath(courseSlug, lesson.slug, section.key)}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-ink hover:bg-slate-200"
            >
              {lesson.sections[section.key as 'lecture' | 'practice'] === 'completed' ? (
                <CheckIcon className="h-3.5 w-3.5 text-emerald-700" />
              ) : null}
              {section.label}
            </Link>
          ) : (
            <Tooltip text={section.reason}>
              {(describedBy) => (
                <span
                  tabIndex={0}
                  role="link"
                  aria-disabled="true"
                  aria-describedby={describedBy}
                  className="inline-flex cursor-not-allowed items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-600"
                >
                  <LockIcon className="h-3.5 w-3.5" /> {section.label}
                </span>
              )}
            </Tooltip>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The course progress widget (spec 2 §2): each lesson completed (a link), unlocked (a link) or locked
 * (disabled, its tooltip saying what opens it).
 */
export function CourseProgress({
  courseSlug,
  lessons,
  current,
}: {
  courseSlug: string;
  lessons: LessonCard[];
  current?: string;
}) {
  const done = lessons.filter((lesson) => lesson.action === 'REVIEW').length;
  return (
    <nav aria-label="Course progress" className="rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-sm font-semibold text-ink-muted">
        {done} of {lessons.length} lessons completed
      </p>
      <ol className="mt-3 flex flex-wrap gap-2">
        {lessons.map((lesson) => {
          const name = `Lesson ${lesson.index + 1}: ${lesson.name}`;
          const state = lesson.action === 'REVIEW' ? 'completed' : lesson.action === 'LOCKED' ? 'locked' : 'unlocked';
          const look =
            state === 'completed'
              ? 'bg-emerald-600 text-white'
              : state === 'unlocked'
                ? 'bg-brand-pink text-white'
                : 'cursor-not-allowed bg-slate-200 text-slate-600';
          const ring = lesson.slug === current ? 'ring-2 ring-ink ring-offset-2' : '';
          return (
            <li key={lesson.slug}>
              {state === 'locked' ? (
                <Tooltip text={lesson.lockedReason ?? COURSE_MESSAGES.unlockedTomorrow}>
                  {(describedBy) => (
                    <span
                      tabIndex={0}
                      role="link"
                      aria-disabled="true"
                      aria-label={`${name} (locked)`}
                      aria-describedby={describedBy}
                      className={`flex h-10 w-10 items-center justify-center rounded-full text-sm font-bold ${look} ${ring}`}
                    >
                      {lesson.index + 1}
                    </span>
                  )}
                </Tooltip>
              ) : (
                <Link
                  to={lessonSectionPath(courseSlug, lesson.slug, lesson.action === 'CONTINUE' ? 'practice' : 'lecture')}
                  aria-label={`${name} (${state})`}
                  aria-current={lesson.slug === current ? 'step' : undefined}
                  className={`flex h-10 w-10 items-center justify-center rounded-full text-sm font-bold ${look} ${ring}`}
                >
                  {state === 'completed' ? <CheckIcon /> : lesson.index + 1}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
