import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadGameContent, requireShortCode } from '~/games/frame/game-data.server';

/** GET ?collections=… → the words of the chosen word sets, or why they could not be loaded (always 200). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await loadGameContent(request, requireShortCode(params.shortCode)));
}
