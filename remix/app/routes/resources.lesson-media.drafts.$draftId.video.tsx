import type { LoaderFunctionArgs } from '@remix-run/node';
import { lessonMedia } from '@impromptu/bff/routes';
import { relayMedia } from '~/lesson-media/media-relay.server';

/** GET → an uploaded video's preview before publishing (admins and coaches), with range requests. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return relayMedia(request, lessonMedia.draftVideo, { draftId: params.draftId ?? '' });
}
