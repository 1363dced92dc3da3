import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { BffError, bff } from '~/utils/bff.server';
import { REDIRECT_KINDS, redirectTexts, type RedirectKind, type RedirectLinkAnswer } from '~/utils/redirect-link';
import { getSessionToken } from '~/utils/session.server';

// Only http(s) links are followed: window.location.assign must never run a script URL.
const linkSchema = z.url({ protocol: /^https?$/ });

const zoomAnswerSchema = z.object({
  success: z.boolean(),
  data: z.object({ join_url: linkSchema.optional(), start_url: linkSchema.optional() }).optional(),
});
const feedbackAnswerSchema = z.object({ success: z.boolean(), redirectUrl: linkSchema.optional() });

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
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
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
      // A HOST registration gets the start link (spec 3 §6).
      return body.success ? (body.data?.start_url ?? body.data?.join_url ?? null) : null;
    }
    case 'feedback-session':
    case 'feedback-current': {
      const path = kind === 'feedback-session' ? `/feedback/session/${encodeURIComponent(id)}` : '/feedback/current';
      const body = await bff.request(path, { schema: feedbackAnswerSchema, token, signal });
      return body.success ? (body.redirectUrl ?? null) : null;
    }
    default: {
      const unreachable: never = kind;
      throw new Error(`Unknown redirect kind ${String(unreachable)}`);
    }
  }
}
