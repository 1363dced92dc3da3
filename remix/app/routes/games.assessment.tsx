import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadAssessments } from '~/assessments/assessments.server';
import { AssessmentPage } from '~/assessments/assessment-page';

export const meta: MetaFunction = () => [{ title: 'Assessments | Impromptu' }];

/** Where 'Book a Call' books a free assessment review: the coaches' booking page. */
const BOOK_CALL_URL = 'mailto:coaches@impromptu.example?subject=Free%20assessment%20review';

/** /games/assessment: the monthly assessments (spec 3 §2.11, §4.8), marked Beta. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { assessments: await loadAssessments(request), bookCallUrl: BOOK_CALL_URL };
}

export default function Assessments() {
  const { assessments, bookCallUrl } = useLoaderData<typeof loader>();
  return <AssessmentPage assessments={assessments} bookCallUrl={bookCallUrl} />;
}
