import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { loadVirtualCoach } from '~/virtual-coach/virtual-coach-data.server';
import { VirtualCoachScreen } from '~/virtual-coach/virtual-coach-screen';
import { requireUserWithPlan } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Virtual Coach | Impromptu' }];

/** /games/virtual-coach: the Virtual Coach tutorial, behind the VIRTUAL_COACH feature (spec 2 §2); a user without it sees the access-denied screen. */
export async function loader({ request }: LoaderFunctionArgs) {
  const profile = await requireUserWithPlan(request);
  return { coach: await loadVirtualCoach(request), userId: profile.user.id };
}

// The screen keeps its own state from each step's answer; nothing it does needs the loader again.
export const shouldRevalidate = () => false;

export default function VirtualCoachRoute() {
  const { coach, userId } = useLoaderData<typeof loader>();
  return <VirtualCoachScreen initial={coach} userId={userId} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
