import { feedback, meetings } from '@impromptu/bff/routes';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { REDIRECT_KINDS, redirectTexts, type RedirectKind, type RedirectLinkAnswer } from '~/classes/redirect-link';
import { bffRefusal, UNEXPECTED_ANSWER_MESSAGE } from '~/utils/bff.server';
import { bffFor, type SessionBff } from '~/utils/bff-session.server';

const querySchema = z.object({
  kind: z.enum(REDIRECT_KINDS as [RedirectKind, ...RedirectKind[]]),
  id: z.string().trim().min(1).max(128).optional(),
});

function answer(body: RedirectLinkAnswer, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The link a redirect screen sends the browser to (spec 3 §2.15), fetched from the BFF with the visitor's session. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return answer({ ok: false, statusCode: 400, message: 'Unknown redirect (400)' }, 400);
  const { kind, id } = query.data;
  const texts = redirectTexts[kind];
  if (texts.missingId && !id) return answer({ ok: false, statusCode: 400, message: texts.missingId }, 400);

  // Without a session the BFF answers 401 "Authentication required.", which goes back as it is.
  try {
    return answer({ ok: true, link: await fetchLink(kind, id ?? '', bffFor(request)) });
  } catch (caught) {
    const error = bffRefusal(caught);
    // The route's schema takes http(s) links only (window.location.assign must never run a script URL); an answer
    // it refuses, such as the spec's { success: false } when there is no link (spec 3 §7), is "Failed to retrieve …".
    if (error.statusCode === 502 && error.message === UNEXPECTED_ANSWER_MESSAGE)
      return answer({ ok: false, statusCode: 502, message: texts.failed }, 502);
    return answer({ ok: false, statusCode: error.statusCode, message: error.message }, error.statusCode);
  }
}

async function fetchLink(kind: RedirectKind, id: string, bff: SessionBff): Promise<string> {
  switch (kind) {
    case 'zoom':
    case 'current-class': {
      const body =
        kind === 'zoom'
          ? await bff.call(meetings.joinMeeting, { params: { meetingId: id } })
          : await bff.call(meetings.joinCurrentClass, { query: { eventTypes: 'COHORT_CLASS,FUNDAMENTALS_CLASS' } });
      // A HOST registration gets the start link (spec 3 §6).
      return 'start_url' in body.data ? body.data.start_url : body.data.join_url;
    }
    case 'feedback-session':
    case 'feedback-current': {
      const body =
        kind === 'feedback-session'
          ? await bff.call(feedback.getSession, { params: { sessionId: id } })
          : await bff.call(feedback.getCurrent, {});
      return body.redirectUrl;
    }
    default: {
      const unreachable: never = kind;
      throw new Error(`Unknown redirect kind ${String(unreachable)}`);
    }
  }
}
