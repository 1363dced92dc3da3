import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RedirectScreen } from '~/classes/redirect-screen';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Opening your feedback form | Impromptu' }];

/** /feedback/session/{sessionId} (spec 3 §2.15): fetches the session's feedback-form link and sends the browser there. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return { sessionId: params.sessionId ?? null };
}

export default function FeedbackSessionRedirect() {
  const { sessionId } = useLoaderData<typeof loader>();
  return <RedirectScreen key={sessionId ?? ''} kind="feedback-session" id={sessionId} />;
}
