import { users } from '@impromptu/bff/routes';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { timeZoneCookie } from '~/timezone/timezone';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { isSecureRequest, requireUser } from '~/utils/session.server';
import { log } from '~/utils/log.server';

const formSchema = z.object({ timeZone: z.string().trim().min(1).max(100) });

/**
 * Spec 1 §4: the browser's zone differs from the stored iana_time_zone, so the stored one is
 * updated (PUT /user/{id}/tz). The zone is remembered in a 365-day cookie either way, so a zone the
 * BFF refuses is not sent again on every page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ianaTimeZone: null, error: 'Unknown time zone' }, { status: 400 });

  const timeZone = parsed.data.timeZone;
  const headers = { 'Set-Cookie': timeZoneCookie(timeZone, isSecureRequest(request)) };
  try {
    const updated = await bffFor(request).call(users.updateTimeZone, {
      params: { id: user.user.id },
      body: { iana_time_zone: timeZone },
    });
    return data({ ianaTimeZone: updated.ianaTimeZone, error: null }, { headers });
  } catch (caught) {
    const error = bffRefusal(caught);
    log().error({ timeZone, statusCode: error.statusCode }, `could not update the time zone: ${error.message}`);
    // A refused zone is not sent again; after any other failure the next page load tries again.
    if (error.statusCode === 400) return data({ ianaTimeZone: null, error: error.message }, { status: 400, headers });
    return data({ ianaTimeZone: null, error: error.message }, { status: 502 });
  }
}
