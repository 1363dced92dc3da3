import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadBanner, loadCohortDashboard } from '~/classes/classes-data.server';
import { CohortDashboardScreen } from '~/classes/cohort-dashboard';
import { GeneralErrorBoundary } from '~/components/error-boundary';

export const meta: MetaFunction = () => [{ title: 'Cohort | Impromptu' }];

/** /games/cohort (and /games/fundamentals): the cohort dashboard; without an active cohort, Home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [dashboard, banner] = await Promise.all([loadCohortDashboard(request), loadBanner(request)]);
  return { dashboard, banner };
}

export default function CohortPage() {
  const { dashboard, banner } = useLoaderData<typeof loader>();
  return <CohortDashboardScreen key={dashboard.group.id} dashboard={dashboard} banner={banner} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
