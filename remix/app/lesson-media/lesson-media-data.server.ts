import { lessonMedia } from '@impromptu/bff/routes';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUserWithPlan } from '~/utils/session.server';

/**
 * The gate of the lesson media screens (issue 47): a visitor signs in; the BFF answers only admins and coaches, and its
 * 403 (or a 404 for a lesson that is not there) is the page's error screen.
 */
export async function loadLessonMediaList(request: Request) {
  await requireUserWithPlan(request);
  try {
    return await bffFor(request).call(lessonMedia.list, {});
  } catch (error) {
    throw errorPage(bffRefusal(error, 403));
  }
}

export async function loadLessonMediaTarget(request: Request, kind: string, key: string) {
  await requireUserWithPlan(request);
  try {
    return await bffFor(request).call(lessonMedia.target, { params: { kind: kind as 'lecture', key } });
  } catch (error) {
    throw errorPage(bffRefusal(error, [403, 404, 400]));
  }
}
