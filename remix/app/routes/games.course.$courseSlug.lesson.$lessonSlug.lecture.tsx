import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { COURSE_MESSAGES, isLectureWatched } from '@impromptu/courses/rules';
import { z } from 'zod';
import { CourseErrorScreen } from '~/courses/course-error';
import {
  completeLecture,
  loadCoursePage,
  loadLectureWatched,
  loadLessonPage,
  slugOrNotFound,
} from '~/courses/courses-data.server';
import { coursePath, courseResourcePath, lessonSectionPath } from '~/courses/courses-types';
import { LecturePlayer, type LectureProgress } from '~/courses/lecture-player';
import { LessonAside } from '~/courses/lesson-aside';
import { Breadcrumb, LockedSection, StepButton, Tooltip } from '~/courses/ui';
import { bffRefusal } from '~/utils/bff.server';
import { formNumber, parseForm } from '~/utils/form-data.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Lecture: ${data.lesson.lesson.name} | Impromptu` : 'Lecture | Impromptu' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const courseSlug = slugOrNotFound(params.courseSlug, 'Course');
  const lessonSlug = slugOrNotFound(params.lessonSlug, 'Lesson');
  const [lesson, course, watched] = await Promise.all([
    loadLessonPage(request, courseSlug, lessonSlug),
    loadCoursePage(request, courseSlug),
    loadLectureWatched(request, courseSlug, lessonSlug),
  ]);
  return { lesson, lessons: course.lessons, watched };
}

/** Continue: the lecture is completed (which opens the practice), then on to the practice, the next lecture or the course. */
/** How far the player got (0–1, clamped below); any number is taken, as `Number(form.get('videoProgress'))` read it. */
const LectureFormSchema = z.object({ videoProgress: formNumber.pipe(z.number()) });

export async function action({ request, params }: ActionFunctionArgs) {
  const courseSlug = slugOrNotFound(params.courseSlug, 'Course');
  const lessonSlug = slugOrNotFound(params.lessonSlug, 'Lesson');
  const submission = parseForm(await request.formData(), LectureFormSchema);
  if (submission.status !== 'success') return Response.json({ error: COURSE_MESSAGES.completeVideo }, { status: 400 });
  const { videoProgress } = submission.value;
  const page = await loadLessonPage(request, courseSlug, lessonSlug);
  try {
    await completeLecture(request, courseSlug, lessonSlug, Math.min(1, Math.max(0, videoProgress)));
  } catch (caught) {
    const error = bffRefusal(caught, 'client');
    return Response.json({ error: error.issues[0]?.message ?? error.message }, { status: error.statusCode });
  }
  if (page.lesson.practiceSessionSlug) return redirect(lessonSectionPath(courseSlug, lessonSlug, 'practice'));
  if (page.nextLesson && !page.course.hasUnlockSchedule)
    return redirect(lessonSectionPath(courseSlug, page.nextLesson.slug, 'lecture'));
  return redirect(coursePath(courseSlug));
}

export default function LecturePage() {
  const { lesson: page, lessons, watched: kept } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as { error?: string } | undefined;
  const navigation = useNavigation();
  const { course, lesson } = page;
  const completed = lesson.sections.lecture === 'completed';
  // What was kept of earlier visits shows at once, before the video has loaded (issue 47 §2).
  const [watched, setWatched] = useState<LectureProgress>({ progress: kept.progress, playbackRate: 1, skipped: false });
  const latest = useRef(watched);
  latest.current = watched;
  const onProgress = useCallback((progress: LectureProgress) => setWatched(progress), []);
  const canContinue = completed || isLectureWatched(watched.progress);

  // Spec 2 §7: the lecture call on leaving the page, when some of the video was watched.
  useEffect(() => {
    const send = () => {
      const seen = latest.current;
      if (seen.progress <= 0) return;
      const body = JSON.stringify({
        videoProgress: seen.progress,
        wasVideoSkipped: seen.skipped,
        videoPlaybackRate: seen.playbackRate,
        wasCourseCompleted: course.userStatus === 'COMPLETED',
      });
      navigator.sendBeacon?.(
        `${courseResourcePath(course.slug, lesson.slug)}/lecture/views`,
        new Blob([body], { type: 'application/json' }),
      );
      latest.current = { ...seen, progress: 0 };
    };
    window.addEventListener('pagehide', send);
    return () => {
      window.removeEventListener('pagehide', send);
      send();
    };
  }, [course.slug, course.userStatus, lesson.slug]);

  const continueRow = (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-semibold text-ink-muted" aria-live="polite">
          {completed ? 'Lecture completed' : `Watched ${Math.floor(watched.progress * 100)} %`}
        </p>
        <Form method="post">
          <input type="hidden" name="videoProgress" value={completed ? 1 : watched.progress} />
          {canContinue ? (
            <StepButton type="submit" disabled={navigation.state !== 'idle'}>
              {navigation.state !== 'idle' ? 'Saving…' : page.continueLabel}
            </StepButton>
          ) : (
            <Tooltip text={COURSE_MESSAGES.completeVideo}>
              {(describedBy) => (
                <StepButton
                  className="cursor-not-allowed !bg-slate-300 !text-slate-700"
                  type="button"
                  aria-disabled="true"
                  aria-describedby={describedBy}
                >
                  {page.continueLabel}
                </StepButton>
              )}
            </Tooltip>
          )}
        </Form>
      </div>
      {failed?.error ? (
        <p role="alert" className="font-semibold text-red-700">
          {failed.error}
        </p>
      ) : null}
    </>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb course={course} lesson={lesson} section="Lecture" />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{lesson.name}</h1>
      {lesson.sections.lecture === 'locked' ? (
        <LockedSection message={COURSE_MESSAGES.lectureLocked} courseSlug={course.slug} />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-5">
            {lesson.videoUrl ? (
              <LecturePlayer
                videoUrl={lesson.videoUrl}
                captionsUrl={lesson.captionsUrl}
                title={lesson.name}
                onProgress={onProgress}
                below={continueRow}
                resume={kept}
                saveUrl={`${courseResourcePath(course.slug, lesson.slug)}/lecture/watched`}
              />
            ) : (
              <>
                <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-ink-muted">
                  This lecture's video is on its way.
                </p>
                {continueRow}
              </>
            )}
            <p className="text-base text-ink">{lesson.description}</p>
            <Link
              to={coursePath(course.slug)}
              className="self-start rounded font-semibold text-brand-pink-dark hover:underline"
            >
              Back to {course.name}
            </Link>
          </div>
          <LessonAside page={page} lessons={lessons} />
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = CourseErrorScreen;
