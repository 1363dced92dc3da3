import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { COURSE_MESSAGES } from '@impromptu/courses/rules';
import { CertificateView, certificateFileName, certificateSvg } from '~/courses/certificate';
import { CourseErrorScreen } from '~/courses/course-error';
import { loadCertificate, loadLessonPage, slugOrNotFound } from '~/courses/courses-data.server';
import { coursePath } from '~/courses/courses-types';
import { Breadcrumb, LockedSection, StepButton, secondaryButton } from '~/courses/ui';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.certificate ? `Certificate: ${data.certificate.courseName} | Impromptu` : 'Certificate | Impromptu' },
];

const CERTIFICATE_AT_THE_END =
  'Your certificate comes at the end of the course: complete its last lesson to receive it.';

/** The certificate section (spec 2 §4): once the lecture is completed. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const courseSlug = slugOrNotFound(params.courseSlug, 'Course');
  const lessonSlug = slugOrNotFound(params.lessonSlug, 'Lesson');
  const page = await loadLessonPage(request, courseSlug, lessonSlug);
  // The certificate is the course's, given at its last lesson: another lesson says so (issue 29 §7).
  if (!page.isLastLesson || page.lesson.sections.lecture !== 'completed') return { page, certificate: null };
  return { page, certificate: await loadCertificate(request, courseSlug, lessonSlug) };
}

export default function CertificatePage() {
  const { page, certificate } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="print:hidden">
        <Breadcrumb course={page.course} lesson={page.lesson} section="Certificate" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Your certificate</h1>
      </div>
      {certificate ? (
        <>
          <div className="mt-6">
            <CertificateView certificate={certificate} colour={page.course.colour} />
          </div>
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            <StepButton type="button" onClick={() => window.print()}>
              Print or save as PDF
            </StepButton>
            <a
              className={secondaryButton}
              download={certificateFileName(certificate)}
              href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(certificateSvg(certificate, page.course.colour))}`}
            >
              Download certificate
            </a>
            <Link to={coursePath(page.course.slug)} className={secondaryButton}>
              Back to the course
            </Link>
          </div>
        </>
      ) : (
        <LockedSection
          message={page.isLastLesson ? COURSE_MESSAGES.certificateLocked : CERTIFICATE_AT_THE_END}
          courseSlug={page.course.slug}
        />
      )}
    </div>
  );
}

export const ErrorBoundary = CourseErrorScreen;
