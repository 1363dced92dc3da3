import { COACH_CALL_URL } from '@impromptu/coach/rules';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadAssessments } from '~/assessments/assessments.server';
import { AssessmentPage } from '~/assessments/assessment-page';

export const meta: MetaFunction = () => [{ title: 'Assessments | Impromptu' }];

/**
 * 'Book a Call' books a free assessment review (spec 3 §2.11) on the coaches' booking page: the one the
 * Virtual Coach's free-call offer (type calendly, spec 2 §9) opens.
 */
const BOOK_CALL_URL = COACH_CALL_URL;

/** /games/assessment: the monthly assessments (spec 3 §2.11, §4.8), marked Beta. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { assessments: await loadAssessments(request), bookCallUrl: BOOK_CALL_URL };
}

export default function Assessments() {
  const { assessments, bookCallUrl } = useLoaderData<typeof loader>();
  return <AssessmentPage assessments={assessments} bookCallUrl={bookCallUrl} />;
}
