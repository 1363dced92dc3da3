import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyJsonToBff, segment } from '~/utils/bff-proxy.server';

/** GET → 200: where the learner is in the lesson's practice session they started (a reload resumes it). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const base = `/courses/${segment(params.courseSlug)}/lessons/${segment(params.lessonSlug)}/practice/user-sessions/${segment(params.userPracticeSessionId)}`;
  return proxyJsonToBff(request, { method: 'GET', path: base, status: 200 });
}
