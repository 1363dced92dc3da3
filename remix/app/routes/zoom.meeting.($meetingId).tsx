import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RedirectScreen } from '~/classes/redirect-screen';
import { requireUser } from '~/utils/session.server';

export const meta: MetaFunction = () => [{ title: 'Joining your meeting | Impromptu' }];

/** /zoom/meeting/{meetingId} (spec 3 §2.15): fetches the meeting's join link and sends the browser there. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  // 'current' is the current class, not a meeting id (spec 3 §4.6).
  if (params.meetingId === 'current') throw redirect('/join/class');
  return { meetingId: params.meetingId ?? null };
}

export default function ZoomMeetingRedirect() {
  const { meetingId } = useLoaderData<typeof loader>();
  return <RedirectScreen key={meetingId ?? ''} kind="zoom" id={meetingId} />;
}
