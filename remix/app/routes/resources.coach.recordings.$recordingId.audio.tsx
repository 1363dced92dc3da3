import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { MAX_RECORDING_AUDIO_BYTES } from '@impromptu/bff/contracts';
import { recordings } from '@impromptu/bff/routes';
import { AUTHENTICATION_REQUIRED, methodNotAllowed } from '~/utils/bff-relay.server';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { getSessionToken } from '~/utils/session.server';

const error = (statusCode: number, message: string, issues: { path: string; message: string }[] = []) =>
  Response.json({ statusCode, message, issues }, { status: statusCode });

/** GET → the recording's WAV (its owner or an admin), for the audio player of the bots admin. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // Without a session the BFF's 401 "Authentication required." goes back as it is.
  try {
    const answer = await bffFor(request).bytes(recordings.audio, {
      params: { recordingId: params.recordingId ?? '' },
      accept: 'audio/wav',
    });
    const headers = new Headers({
      'Content-Type': answer.headers.get('content-type') ?? 'audio/wav',
      'Cache-Control': 'private, no-store',
    });
    const length = answer.headers.get('content-length');
    if (length) headers.set('Content-Length', length);
    return new Response(answer.body, { status: 200, headers });
  } catch (caught) {
    const refused = bffRefusal(caught);
    return error(refused.statusCode, refused.message, refused.issues);
  }
}

/**
 * PUT (audio/wav, PCM16 mono) → 204: the learner's microphone recording of the exercise, sent by the
 * browser before stop-recording when the bot's capture is 'browser' (the embedded bot).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('PUT');
  // Refused before the body is read: a visitor's upload is not taken in to be refused by the BFF.
  if (!(await getSessionToken(request))) return error(401, AUTHENTICATION_REQUIRED);
  if (request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() !== 'audio/wav') {
    return error(415, 'Unsupported body type', [{ path: 'body', message: 'must be sent as audio/wav' }]);
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_RECORDING_AUDIO_BYTES)
    return error(413, 'Recording too large', [
      { path: 'body', message: `must be at most ${MAX_RECORDING_AUDIO_BYTES} bytes` },
    ]);
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_RECORDING_AUDIO_BYTES)
    return error(413, 'Recording too large', [
      { path: 'body', message: `must be at most ${MAX_RECORDING_AUDIO_BYTES} bytes` },
    ]);
  try {
    await bffFor(request).bytes(recordings.upload, {
      params: { recordingId: params.recordingId ?? '' },
      body,
      contentType: 'audio/wav',
      timeoutMs: 30_000,
    });
    return new Response(null, { status: 204 });
  } catch (caught) {
    const refused = bffRefusal(caught);
    return error(refused.statusCode, refused.message, refused.issues);
  }
}
