import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { reminderDismissed, VerifyEmailReminder } from '~/account/verify-email-reminder';
import { loadShellExtras } from '~/assessments/assessments.server';
import { NotificationBanners } from '~/assessments/notification-banners';
import { BotConnectionProvider, ShellCoachBadge } from '~/coach/bot-connection';
import { requireUserWithPlan } from '~/utils/session.server';

/**
 * The authenticated shell of /games/*: every page below needs a signed-in user with a plan
 * (spec 1 §6, spec 3 §2.1). The header with the user's navigation is rendered by root from the same
 * profile (one GET /user/me per request).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const profile = await requireUserWithPlan(request);
  const { notifications } = await loadShellExtras(request);
  return {
    notifications,
    user: {
      id: profile.user.id,
      email: profile.user.email,
      firstName: profile.user.firstName,
      lastName: profile.user.lastName,
      type: profile.user.type,
    },
    plan: profile.plan,
    // Issue 25: an unconfirmed address gets a gentle reminder until confirmed or dismissed.
    remindToConfirm: !profile.user.emailVerified && !reminderDismissed(request.headers.get('cookie')),
  };
}

/** The signed-in user of the /games layout, for the pages under it. */
export function useGamesUser() {
  const data = useRouteLoaderData<typeof loader>('routes/games');
  if (!data) throw new Error('useGamesUser must be used within the /games layout');
  return data;
}

export default function GamesLayout() {
  const { notifications, user, remindToConfirm } = useLoaderData<typeof loader>();
  return (
    <BotConnectionProvider userId={user.id}>
      {remindToConfirm ? <VerifyEmailReminder email={user.email} /> : null}
      <NotificationBanners notifications={notifications} />
      <Outlet />
      <ShellCoachBadge />
    </BotConnectionProvider>
  );
}
