import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadGamePhotos, requireShortCode } from '~/games/frame/game-data.server';

/** GET → the slideshow's photos; none when the photo service failed, so loading still ends. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await loadGamePhotos(request, requireShortCode(params.shortCode)));
}
