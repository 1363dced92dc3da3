import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { RedirectScreen } from '~/classes/redirect-screen';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Opening your feedback form | Impromptu' }];

/** The current-feedback route (spec 3 §2.15): the feedback form of the user's current session. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function CurrentFeedbackRedirect() {
  return <RedirectScreen kind="feedback-current" />;
}
