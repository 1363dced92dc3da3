import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadWizard, submitWizard } from '~/assessments/assessments.server';
import { ShapeWizard } from '~/assessments/wizard';

export const meta: MetaFunction = () => [{ title: 'Goals | Impromptu' }];

/** /games/shape-goals: goals added onto the latest snapshot, or 'No previous snapshots' (spec 3 §4.2). */
export const loader = ({ request }: LoaderFunctionArgs) => loadWizard(request, true);
export const action = ({ request }: ActionFunctionArgs) => submitWizard(request, true);

export default function ShapeGoalsPage() {
  const data = useLoaderData<typeof loader>();
  return <ShapeWizard data={data} goals />;
}
