import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { dayCourseLabel } from '@impromptu/courses/rules';
import { z } from 'zod';
import { CourseErrorScreen } from '~/courses/course-error';
import { loadCoursePage, slugOrNotFound, startCourse } from '~/courses/courses-data.server';
import { continuePath, learnMoreHref } from '~/courses/courses-types';
import { CourseProgress, LessonCardView } from '~/courses/lesson-card';
import { Breadcrumb, CourseBadge, StepButton, primaryButton } from '~/courses/ui';
import { upgradeLinkFor } from '~/games/catalogue/upgrade.server';
import { UPGRADE_FOR_COURSE } from '~/courses/course-card';
import { TierLink } from '~/games/catalogue/game-card';
import { parseForm } from '~/utils/form-data.server';
import { requireUserWithPlan } from '~/utils/session.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.page.course.name} | Courses | Impromptu` : 'Course | Impromptu' },
];

/** /games/course/{courseSlug}: breadcrumb, progress and the lessons sorted by index (spec 2 §2). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const profile = await requireUserWithPlan(request);
  const page = await loadCoursePage(request, slugOrNotFound(params.courseSlug, 'Course'));
  return { page, upgrade: upgradeLinkFor(profile.plan) };
}

/** 'Start course' (from this page or the catalogue's modal). */
const StartCourseFormSchema = z.object({ intent: z.literal('start') });

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), StartCourseFormSchema);
  if (submission.status !== 'success') return Response.json({ error: 'Unknown action' }, { status: 400 });
  return startCourse(request, slugOrNotFound(params.courseSlug, 'Course'));
}

export default function CoursePage() {
  const { page, upgrade } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as { error?: string } | undefined;
  const navigation = useNavigation();
  const { course, lessons, certificateLessonSlug } = page;
  const started = course.userStatus !== 'NOT_STARTED';
  const nextUp = continuePath(course.slug, lessons);
  const waiting = lessons.some((lesson) => lesson.unlockAt !== null && !lesson.isUnlocked);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <Breadcrumb course={course} />
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <CourseBadge name={course.name} colour={course.colour} emoji={course.cardEmoji} size="lg" />
        <div className="flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{course.name}</h1>
          <p className="mt-2 flex flex-wrap gap-x-3 text-sm font-semibold text-ink-muted">
            {course.days !== null ? <span>{dayCourseLabel(course.days)}</span> : null}
            {course.lessonCount > 0 ? <span>{course.lessonCount} lessons</span> : null}
            {course.userStatus === 'COMPLETED' ? (
              <span className="text-emerald-700">Completed</span>
            ) : started ? (
              <span className="text-brand-pink-dark">Active</span>
            ) : null}
          </p>
          <p className="mt-3 text-lg text-ink">{course.description}</p>
        </div>
      </header>
      {course.outcomes.length > 0 ? (
        <section aria-labelledby="course-outcomes" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="course-outcomes" className="text-lg font-bold text-ink">
            By the end of this course you will be able to
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {course.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-3 text-base text-ink">
                <span aria-hidden="true" className="font-extrabold text-emerald-700">
                  ✓
                </span>
                {outcome}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {course.status === 'COHORT_BASED' && course.learnMoreUrl ? (
          <a
            href={learnMoreHref(course.learnMoreUrl, 'course')}
            target="_blank"
            rel="noreferrer"
            className={primaryButton}
          >
            Learn more <span className="sr-only">(opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </a>
        ) : course.requiresUpgrade ? (
          upgrade.kind === 'page' ? (
            <Link to={upgrade.to} className={primaryButton}>
              {UPGRADE_FOR_COURSE}
            </Link>
          ) : (
            <TierLink upgrade={upgrade} className={primaryButton}>
              {UPGRADE_FOR_COURSE}
            </TierLink>
          )
        ) : !started && lessons.length > 0 ? (
          <Form method="post">
            <StepButton type="submit" name="intent" value="start" disabled={navigation.state !== 'idle'}>
              {navigation.state !== 'idle' ? 'Starting…' : 'Start course'}
            </StepButton>
          </Form>
        ) : started && course.userStatus !== 'COMPLETED' ? (
          nextUp ? (
            <Link to={nextUp} className={primaryButton}>
              Continue
            </Link>
          ) : (
            <p className="font-semibold text-ink">
              {waiting ? 'Well done: your next lesson unlocks tomorrow.' : 'Every open lesson is done.'}
            </p>
          )
        ) : null}
        {failed?.error ? (
          <p role="alert" className="font-semibold text-red-700">
            {failed.error}
          </p>
        ) : null}
      </div>

      {started && lessons.length > 0 ? (
        <div className="mt-8">
          <CourseProgress courseSlug={course.slug} lessons={lessons} />
        </div>
      ) : null}

      {lessons.length > 0 ? (
        <section aria-labelledby="course-lessons" className="mt-10">
          <h2 id="course-lessons" className="text-2xl font-extrabold tracking-tight text-ink">
            Lessons
          </h2>
          <ol className="mt-6 flex flex-col gap-4">
            {lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonCardView
                  courseSlug={course.slug}
                  lesson={lesson}
                  certificate={lesson.slug === certificateLessonSlug}
                />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = CourseErrorScreen;
