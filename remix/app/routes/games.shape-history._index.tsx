import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadHistory } from '~/assessments/assessments.server';
import { ShapeHistory } from '~/assessments/shape-history';

export const meta: MetaFunction = () => [{ title: 'Shape & Score | Impromptu' }];

/** /games/shape-history: the user's own snapshots and, for a coach, the pod overview (spec 3 §2.3, §2.7). */
export const loader = ({ request }: LoaderFunctionArgs) => loadHistory(request, undefined);

export default function OwnShapeHistory() {
  const { history, pod, own } = useLoaderData<typeof loader>();
  return (
    <ShapeHistory
      snapshots={history.snapshots}
      name={`${history.user.firstName} ${history.user.lastName}`}
      own={own}
      pod={pod?.members ?? null}
    />
  );
}
