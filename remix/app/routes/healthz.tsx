import type { LoaderFunctionArgs } from '@remix-run/node';
import { bff, bffRefusal } from '~/utils/bff.server';

// Resource route for probes: answers 200 while web is up and reports what the BFF says.
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const health = await bff.getHealth({ signal: request.signal });
    return Response.json({ web: 'ok', bff: health }, { headers });
  } catch (caught) {
    const error = bffRefusal(caught);
    return Response.json(
      { web: 'ok', bff: { status: 'error', statusCode: error.statusCode, message: error.message } },
      { headers },
    );
  }
}
