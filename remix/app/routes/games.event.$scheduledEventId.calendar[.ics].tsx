import type { LoaderFunctionArgs } from '@remix-run/node';
import { registrations } from '@impromptu/bff/routes';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUser } from '~/utils/session.server';

/**
 * /games/event/{scheduledEventId}/calendar.ics: "Add to calendar" (issue 29 §10). The BFF writes the class's
 * iCalendar file (RFC 5545, linking to the class's page on the public web address); this passes it on as a download.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = params.scheduledEventId ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Response('Class not found', { status: 404, statusText: 'Not Found' });
  try {
    const answer = await bffFor(request).bytes(registrations.calendar, {
      params: { scheduledEventId: id },
      accept: 'text/calendar',
    });
    return new Response(answer.body, {
      status: 200,
      headers: {
        'Content-Type': answer.headers.get('content-type') ?? 'text/calendar; charset=utf-8',
        'Content-Disposition': answer.headers.get('content-disposition') ?? 'attachment; filename="class.ics"',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    throw errorPage(bffRefusal(error, [404, 403]));
  }
}
