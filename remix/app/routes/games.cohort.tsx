import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBanner, loadCohortDashboard } from '~/classes/classes-data.server';
import { CohortDashboardScreen } from '~/classes/cohort-dashboard';
import { cohortDashboardView } from '~/classes/types';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { loadPageRead } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Cohort | Impromptu' }];

/** /games/cohort (and /games/fundamentals): the cohort dashboard; without an active cohort, Home. */
export async function loader({ request }: LoaderFunctionArgs) {
  // The view's one BFF read carries both with the shell (ADR 0043 addendum); a part it lacks (no active cohort: the
  // redirect home) or a revalidation asks the page's own routes.
  const page = await loadPageRead(request, '/games/cohort');
  const [dashboard, banner] = await Promise.all([
    page?.cohort ?? loadCohortDashboard(request),
    page?.banner ?? loadBanner(request),
  ]);
  // Only what the page shows travels to the browser (ADR 0043, addendum 2).
  return { dashboard: cohortDashboardView(dashboard), banner };
}

export default function CohortPage() {
  const { dashboard, banner } = useLoaderData<typeof loader>();
  return <CohortDashboardScreen key={dashboard.group.id} dashboard={dashboard} banner={banner} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
