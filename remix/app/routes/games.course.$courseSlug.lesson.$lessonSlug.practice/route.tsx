import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { COURSE_MESSAGES } from '@impromptu/courses/rules';
import { CourseErrorScreen } from '~/courses/course-error';
import { loadLessonPage, loadLessonPractice, slugOrNotFound } from '~/courses/courses-data.server';
import { coursePath, lessonSectionPath } from '~/courses/courses-types';
import { Breadcrumb, LockedSection } from '~/courses/ui';
import { PracticeScreen } from '~/practice/practice-screen';
import { practiceShouldRevalidate, type PracticePageData } from '~/practice/practice-types';
import { requireUserWithPlan } from '~/utils/session.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Practice: ${data.page.lesson.name} | Impromptu` : 'Practice | Impromptu' },
];

/** The lesson's practice: its practice session, played by guided practice (spec 2 §2), once the lecture opened it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const profile = await requireUserWithPlan(request);
  const courseSlug = slugOrNotFound(params.courseSlug, 'Course');
  const lessonSlug = slugOrNotFound(params.lessonSlug, 'Lesson');
  const page = await loadLessonPage(request, courseSlug, lessonSlug);
  if (page.lesson.sections.practice === 'locked' || !page.lesson.practiceSessionSlug) return { page, practice: null };
  const session = await loadLessonPractice(request, courseSlug, lessonSlug);
  const toNextLecture = page.nextLesson !== null && !page.course.hasUnlockSchedule;
  const practice: PracticePageData = {
    session,
    daily: false,
    timeZone: profile.user.ianaTimeZone ?? 'UTC',
    course: {
      exitTo: coursePath(courseSlug),
      // The last lesson ends the course: its conclusion is the course's moment and leads to the certificate.
      conclusionTo: page.isLastLesson
        ? lessonSectionPath(courseSlug, lessonSlug, 'certificate')
        : toNextLecture && page.nextLesson
          ? lessonSectionPath(courseSlug, page.nextLesson.slug, 'lecture')
          : coursePath(courseSlug),
      conclusionLabel: page.isLastLesson ? 'See your certificate' : toNextLecture ? 'Next Lecture' : 'Back to course',
      completesCourse: page.isLastLesson ? page.course.name : null,
      breakdown: page.lesson.breakdown,
      courseSlug,
      lessonSlug,
    },
  };
  return { page, practice };
}

export const shouldRevalidate = practiceShouldRevalidate;

export default function LessonPractice() {
  const { page, practice } = useLoaderData<typeof loader>();
  if (practice)
    return (
      <PracticeScreen
        key={practice.session.id}
        data={practice}
        breadcrumb={<Breadcrumb course={page.course} lesson={page.lesson} section="Practice" />}
      />
    );
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb course={page.course} lesson={page.lesson} section="Practice" />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{page.lesson.name}</h1>
      <LockedSection
        message={page.lesson.practiceSessionSlug ? COURSE_MESSAGES.practiceLocked : 'This lesson has no practice.'}
        courseSlug={page.course.slug}
      />
    </div>
  );
}

export const ErrorBoundary = CourseErrorScreen;
