import { Form, Link } from '@remix-run/react';
import { useId, useRef } from 'react';
import { dayCourseLabel } from '@impromptu/courses/rules';
import { TierLink } from '~/games/catalogue/game-card';
import type { UpgradeLink } from '~/games/catalogue/upgrade';
import { coursePath, learnMoreHref, type CourseCard } from './courses-types';
import { StepButton, stepButtonClass } from '~/practice/ui';
import { CourseBadge, LockIcon } from './ui';

export const UPGRADE_FOR_COURSE = 'Upgrade for course';
const STATUS_LABEL: Record<CourseCard['userStatus'], string> = {
  NOT_STARTED: '',
  PRIMARY_ACTIVE: 'Active',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
};

const smallPrimary = stepButtonClass('primary', { compact: true });
const smallSecondary = stepButtonClass('secondary', { compact: true });

/**
 * A course card (spec 2 §2): Continue when active, View course (a modal: 'Start course' or 'Skip') when
 * not started, Review when completed; a paid course on a plan that does not open it is dimmed with
 * 'Upgrade for course'; a cohort course links to its learn-more page.
 */
export function CourseCardView({
  course,
  upgrade,
  page,
  headingLevel = 3,
}: {
  course: CourseCard;
  upgrade: UpgradeLink;
  page: 'home' | 'catalogue';
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dimmed = course.requiresUpgrade;
  const status = STATUS_LABEL[course.userStatus];
  return (
    <article
      aria-labelledby={titleId}
      data-course={course.slug}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm ${dimmed ? 'border-slate-200 bg-slate-100' : 'border-slate-200 bg-white'}`}
    >
      <div
        aria-hidden="true"
        className="h-2"
        style={{ backgroundColor: dimmed ? '#94a3b8' : (course.colour ?? '#c5317c') }}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <CourseBadge name={course.name} colour={course.colour} emoji={course.cardEmoji} dimmed={dimmed} />
          <div className="min-w-0 flex-1">
            <Heading
              id={titleId}
              className={`text-lg font-bold leading-tight ${dimmed ? 'text-slate-600' : 'text-ink'}`}
            >
              {course.name}
            </Heading>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm font-semibold text-ink-muted">
              {course.days !== null && course.status !== 'COHORT_BASED' ? (
                <span>{dayCourseLabel(course.days)}</span>
              ) : null}
              {course.lessonCount > 0 ? <span>{course.lessonCount} lessons</span> : null}
              {status ? <span className="text-brand-pink-dark">{status}</span> : null}
            </p>
          </div>
        </div>
        <p className={`text-sm ${dimmed ? 'text-slate-600' : 'text-ink'}`}>{course.description}</p>
        {course.userStatus === 'PRIMARY_ACTIVE' || course.userStatus === 'ACTIVE' ? (
          <p className="text-sm text-ink-muted">
            {course.completedLessons} of {course.lessonCount} lectures done
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <CourseAction course={course} upgrade={upgrade} page={page} />
        </div>
      </div>
    </article>
  );
}

function CourseAction({
  course,
  upgrade,
  page,
}: {
  course: CourseCard;
  upgrade: UpgradeLink;
  page: 'home' | 'catalogue';
}) {
  const label = `${course.name}`;
  if (course.status === 'COHORT_BASED') {
    return course.learnMoreUrl ? (
      <a
        href={learnMoreHref(course.learnMoreUrl, page)}
        target="_blank"
        rel="noreferrer"
        className={smallSecondary}
        aria-label={`Learn more about ${label} (opens in a new tab)`}
      >
        Learn more <span aria-hidden="true">↗</span>
      </a>
    ) : null;
  }
  if (course.requiresUpgrade) {
    return upgrade.kind === 'page' ? (
      <Link to={upgrade.to} className={smallPrimary}>
        <LockIcon /> {UPGRADE_FOR_COURSE}
      </Link>
    ) : (
      <TierLink upgrade={upgrade} className={smallPrimary}>
        <LockIcon /> {UPGRADE_FOR_COURSE}
      </TierLink>
    );
  }
  switch (course.userStatus) {
    case 'PRIMARY_ACTIVE':
    case 'ACTIVE':
      return (
        <Link to={coursePath(course.slug)} className={smallPrimary} aria-label={`Continue ${label}`}>
          Continue
        </Link>
      );
    case 'COMPLETED':
      return (
        <Link to={coursePath(course.slug)} className={smallSecondary} aria-label={`Review ${label}`}>
          Review
        </Link>
      );
    case 'NOT_STARTED':
      return <ViewCourse course={course} />;
    default: {
      const unknown: never = course.userStatus;
      throw new Error(`Unknown course status ${String(unknown)}`);
    }
  }
}

/** View course: a modal that starts the course, or lets the learner skip (spec 2 §2). */
function ViewCourse({ course }: { course: CourseCard }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <StepButton
        compact
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-label={`View course ${course.name}`}
      >
        View course
      </StepButton>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex flex-col gap-4 p-6">
          <CourseBadge name={course.name} colour={course.colour} emoji={course.cardEmoji} />
          <h2 id={titleId} className="text-2xl font-extrabold tracking-tight text-ink">
            {course.name}
          </h2>
          <p className="text-base text-ink">{course.description}</p>
          <p className="text-sm font-semibold text-ink-muted">
            {course.lessonCount} lessons
            {course.hasUnlockSchedule
              ? ', one a day: each lesson unlocks the day after the lecture before it.'
              : ', at your own pace.'}
          </p>
          <Form method="post" action={`${coursePath(course.slug)}?index`} className="flex flex-wrap justify-end gap-3">
            <StepButton variant="secondary" type="button" onClick={() => dialog.current?.close()}>
              Skip
            </StepButton>
            <StepButton type="submit" name="intent" value="start">
              Start course
            </StepButton>
          </Form>
        </div>
      </dialog>
    </>
  );
}

/** Three placeholders while a section's courses load (spec 2 §2). */
export function CourseCardPlaceholders({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          aria-hidden="true"
          className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-slate-100"
        />
      ))}
    </div>
  );
}
