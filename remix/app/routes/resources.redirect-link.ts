import { FeedbackRedirectSchema, JoinLinkResponseSchema } from '@impromptu/bff/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { REDIRECT_KINDS, redirectTexts, type RedirectKind, type RedirectLinkAnswer } from '~/classes/redirect-link';
import { bff, bffRefusal } from '~/utils/bff.server';
import { getSessionToken } from '~/utils/session.server';

// The BFF's answers, whose links are http(s) only (window.location.assign must never run a script
// URL), or the spec's { success: false } when there is no link (spec 3 §7).
const noLinkSchema = z.object({ success: z.literal(false) });
const zoomAnswerSchema = z.union([JoinLinkResponseSchema, noLinkSchema]);
const feedbackAnswerSchema = z.union([FeedbackRedirectSchema, noLinkSchema]);

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

  const token = await getSessionToken(request);
  if (!token) return answer({ ok: false, statusCode: 401, message: 'Authentication required.' }, 401);

  try {
    const link = await fetchLink(kind, id ?? '', token, request.signal);
    if (!link) return answer({ ok: false, statusCode: 502, message: texts.failed }, 502);
    return answer({ ok: true, link });
  } catch (caught) {
    const error = bffRefusal(caught);
    return answer({ ok: false, statusCode: error.statusCode, message: error.message }, error.statusCode);
  }
}

async function fetchLink(kind: RedirectKind, id: string, token: string, signal: AbortSignal): Promise<string | null> {
  switch (kind) {
    case 'zoom':
    case 'current-class': {
      const path =
        kind === 'zoom'
          ? `/zoom/meeting/${encodeURIComponent(id)}/join`
          : '/zoom/meeting/current/join?eventTypes=COHORT_CLASS,FUNDAMENTALS_CLASS';
      const body = await bff.request(path, { schema: zoomAnswerSchema, token, signal });
      if (!body.success) return null;
      // A HOST registration gets the start link (spec 3 §6).
      return 'start_url' in body.data ? body.data.start_url : body.data.join_url;
    }
    case 'feedback-session':
    case 'feedback-current': {
      const path = kind === 'feedback-session' ? `/feedback/session/${encodeURIComponent(id)}` : '/feedback/current';
      const body = await bff.request(path, { schema: feedbackAnswerSchema, token, signal });
      return body.success ? body.redirectUrl : null;
    }
    default: {
      const unreachable: never = kind;
      throw new Error(`Unknown redirect kind ${String(unreachable)}`);
    }
  }
}
