import type { LoaderFunctionArgs } from '@remix-run/node';
import { lessonMedia } from '@impromptu/bff/routes';
import { relayMedia } from '~/lesson-media/media-relay.server';

/**
 * GET → a published lesson video (range requests: 206 with Content-Range, 416 outside the file) or its WebVTT
 * captions, relayed from the BFF for the lecture and Virtual Coach players (issue 47, ADR 0060).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const route = params.part === 'captions' ? lessonMedia.captions : params.part === 'video' ? lessonMedia.video : null;
  if (!route) return new Response('Not found', { status: 404 });
  return relayMedia(request, route, {
    kind: params.kind ?? '',
    key: params.key ?? '',
    version: params.version ?? '',
  });
}
