import { redirect } from '@remix-run/node';
import { courses, type RouteAnswer, type RouteContract } from '@impromptu/bff/routes';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor, type ServerCallOptions } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';
import { courseCatalogueView, coursePath, type CourseCatalogue } from './courses-types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether the signed-in user has the SELF_PACED_COURSES feature (spec 3 §2.1: the Courses link and the course sections). */
export async function hasCourses(request: Request): Promise<boolean> {
  const profile = await requireUserWithPlan(request);
  return profile.features?.SELF_PACED_COURSES?.available === true;
}

/** A slug from the URL, or a 404 before anything is asked. */
export function slugOrNotFound(value: string | undefined, what: 'Course' | 'Lesson'): string {
  if (!value || !SLUG.test(value)) throw new Response(`${what} not found`, { status: 404, statusText: 'Not Found' });
  return value;
}

/** A BFF refusal becomes the page's error response, its message the body the error screen shows. */
function asResponse(error: unknown): never {
  throw errorPage(bffRefusal(error, 'client'));
}

async function get<R extends RouteContract>(
  request: Request,
  route: R,
  options: ServerCallOptions<R>,
): Promise<RouteAnswer<R>> {
  await requireUserWithPlan(request);
  try {
    return await bffFor(request).call(route, options);
  } catch (error) {
    return asResponse(error);
  }
}

export interface CatalogueResult {
  catalogue: CourseCatalogue | null;
  problem: string | null;
}

/** The catalogue for a page that must still render when the BFF is down (home, games list). */
export async function loadCatalogue(request: Request): Promise<CatalogueResult> {
  const answer = await bffFor(request).attempt(courses.catalogue, {});
  return answer.ok
    ? { catalogue: courseCatalogueView(answer.data), problem: null }
    : { catalogue: null, problem: answer.error.message };
}

export const loadCoursePage = (request: Request, courseSlug: string) =>
  get(request, courses.course, { params: { courseSlug } });
export const loadLessonPage = (request: Request, courseSlug: string, lessonSlug: string) =>
  get(request, courses.lesson, { params: { courseSlug, lessonSlug } });
export const loadLessonPractice = (request: Request, courseSlug: string, lessonSlug: string) =>
  get(request, courses.practice, { params: { courseSlug, lessonSlug } });
export const loadCertificate = (request: Request, courseSlug: string, lessonSlug: string) =>
  get(request, courses.certificate, { params: { courseSlug, lessonSlug } });

/** Spec 2 §4: starting a course sets it ACTIVE, then goes to the course page. A course already started goes there too. */
export async function startCourse(request: Request, courseSlug: string): Promise<Response> {
  await requireUserWithPlan(request);
  try {
    await bffFor(request).call(courses.start, {
      params: { courseSlug },
      body: { idempotencyKey: crypto.randomUUID() },
    });
  } catch (caught) {
    const error = bffRefusal(caught);
    if (!(error.statusCode === 409 && error.message === 'You have already started this course.'))
      return Response.json({ error: error.message }, { status: error.statusCode });
  }
  return redirect(coursePath(courseSlug));
}

/** The lecture's Continue: completes the lecture at the progress the player reached. */
/** The learner's watched time of the lecture (issue 47 §2); none when it cannot be read, so the page still opens. */
export async function loadLectureWatched(request: Request, courseSlug: string, lessonSlug: string) {
  try {
    return await bffFor(request).call(courses.lectureWatched, { params: { courseSlug, lessonSlug } });
  } catch {
    return { spans: [], positionSeconds: 0, durationSeconds: null, watchedSeconds: 0, progress: 0 };
  }
}

export async function completeLecture(request: Request, courseSlug: string, lessonSlug: string, videoProgress: number) {
  await requireUserWithPlan(request);
  return bffFor(request).call(courses.completeLecture, {
    params: { courseSlug, lessonSlug },
    body: { idempotencyKey: crypto.randomUUID(), videoProgress },
  });
}
