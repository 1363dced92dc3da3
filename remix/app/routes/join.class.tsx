import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { RedirectScreen } from '~/classes/redirect-screen';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Joining your class | Impromptu' }];

/** /join/class (spec 3 §2.15): joins the current cohort or fundamentals class. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function JoinCurrentClass() {
  return <RedirectScreen kind="current-class" />;
}
