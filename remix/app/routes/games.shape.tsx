import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadWizard, submitWizard } from '~/assessments/assessments.server';
import { ShapeWizard } from '~/assessments/wizard';

export const meta: MetaFunction = () => [{ title: 'Shape | Impromptu' }];

/** /games/shape?type=…: the self-assessment wizard (spec 3 §2.3, §4.2). */
export const loader = ({ request }: LoaderFunctionArgs) => loadWizard(request, false);
export const action = ({ request }: ActionFunctionArgs) => submitWizard(request, false);

export default function ShapeWizardPage() {
  const data = useLoaderData<typeof loader>();
  return <ShapeWizard key={data.type} data={data} goals={false} />;
}
