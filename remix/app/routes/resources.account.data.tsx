import { accountData } from '@impromptu/bff/routes';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { renderDataSummary } from '~/account/data-summary';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { requireUser } from '~/utils/session.server';

/**
 * Download my data (issue 25 item 6): GET ?format=json (the default) answers the BFF's export as a JSON file,
 * ?format=summary the same as a readable HTML file. Both are attachments, never cached.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const format = new URL(request.url).searchParams.get('format') === 'summary' ? 'summary' : 'json';
  try {
    const exported = await bffFor(request).call(accountData.data, {});
    const day = exported.exportedAt.slice(0, 10);
    const [body, type, extension] =
      format === 'summary'
        ? [renderDataSummary(exported), 'text/html; charset=utf-8', 'html']
        : [JSON.stringify(exported, null, 2), 'application/json; charset=utf-8', 'json'];
    return new Response(body, {
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="impromptu-my-data-${day}.${extension}"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (caught) {
    const error = bffRefusal(caught);
    return data({ error: error.message }, { status: error.statusCode });
  }
}
