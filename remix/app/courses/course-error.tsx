import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { AccessDenied } from '~/components/access-denied';
import { COURSES_PATH } from './courses-types';

/** What a course route shows when the course or lesson cannot be shown: not found, not in the plan, or an error. */
export function CourseErrorScreen() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : 'Please try again in a moment.';
  if (status === 403) return <AccessDenied message={message} backTo={COURSES_PATH} backLabel="Back to Courses" />;
  return (
    <section
      aria-labelledby="course-error-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6"
    >
      <h1 id="course-error-heading" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {status === 404 ? 'We could not find that course' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      <Link to={COURSES_PATH} className="mt-8 rounded font-bold text-brand-pink-dark hover:underline">
        Back to Courses
      </Link>
    </section>
  );
}
