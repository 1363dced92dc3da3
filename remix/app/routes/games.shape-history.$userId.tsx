import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { loadHistory } from '~/assessments/assessments.server';
import { ShapeHistory } from '~/assessments/shape-history';
import { AccessDenied } from '~/components/access-denied';

export const meta: MetaFunction = () => [{ title: 'Shape & Score | Impromptu' }];

/** /games/shape-history/{userId}: a member's history, for the member, a coach of their groups, or an admin (spec 3 §2.3). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadHistory(request, params.userId);

export default function MemberShapeHistory() {
  const { history, own } = useLoaderData<typeof loader>();
  return (
    <ShapeHistory
      snapshots={history.snapshots}
      name={`${history.user.firstName} ${history.user.lastName}`}
      own={own}
      pod={null}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403)
    return <AccessDenied backTo="/games/shape-history" backLabel="Back to Shape & Score" />;
  throw error;
}
