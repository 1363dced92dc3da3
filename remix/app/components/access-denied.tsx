import { LockClosedIcon } from '@heroicons/react/24/outline';
import { ButtonLink } from '~/components/button';
import { IconBadge, NoticePage } from '~/components/notice-page';
import { SupportLine } from '~/utils/support';

export const ACCESS_DENIED_HEADING = "Oops! You don't have access to this page";

/** Shown where a signed-in user opens a page their plan or role does not include (spec 3 §2.2, §8). */
export function AccessDenied({
  message = 'This page is not part of your account. If you think it should be, contact us and we will sort it out.',
  backTo = '/games/home',
  backLabel = 'Back to Home',
}: {
  message?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <NoticePage
      id="access-denied-heading"
      badge={<IconBadge icon={LockClosedIcon} tone="pink" />}
      heading={ACCESS_DENIED_HEADING}
    >
      <p className="mt-4 text-ink-muted">{message}</p>
      <SupportLine topic="Think you should have access?" className="mt-4 text-sm text-ink-muted" />
      <ButtonLink to={backTo} variant="primary" className="mt-8 px-6 py-3 font-semibold shadow-sm">
        {backLabel}
      </ButtonLink>
    </NoticePage>
  );
}
