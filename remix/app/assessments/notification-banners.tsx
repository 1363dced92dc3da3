import { CalendarDaysIcon, MegaphoneIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { Link, useFetcher, useFetchers } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/button';

export interface BannerNotification {
  id: string;
  name: string;
  type: 'BANNER' | 'BANNER_CALENDLY';
  content: { smallBody: string; largeBody: string; ctaUrl: string | null; ctaButtonText: string | null };
}

const seenAction = (id: string) => `/resources/notifications/${id}/seen`;

/**
 * The banner strip at the top of the app (spec 2 §2, §4): the user's unseen notifications, each with
 * its short text, the longer one behind 'Show more', its call to action and a dismiss button.
 * Dismissing hides it at once (the BFF sets it seen); the layout's data then no longer lists it.
 */
export function NotificationBanners({ notifications }: { notifications: BannerNotification[] }) {
  const dismissing = new Set(
    useFetchers()
      .filter((fetcher) => fetcher.formAction?.endsWith('/seen'))
      .map((fetcher) => fetcher.formAction?.split('/').at(-2)),
  );
  const shown = notifications.filter((notification) => !dismissing.has(notification.id));
  if (!shown.length) return null;
  return (
    <section aria-label="Notifications" className="border-b border-brand-blue/30 bg-brand-blue-light">
      <ul className="mx-auto flex max-w-6xl flex-col divide-y divide-brand-blue/20 px-4 sm:px-6 lg:px-8">
        {shown.map((notification) => (
          <li key={notification.id}>
            <Banner notification={notification} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Counts the banner's showing once per time it appears (spec 2 §3 impressions): best effort, with a key of its
 * own so a retried call counts once. The guard keeps React's development double effect from counting twice.
 */
function useImpression(notificationId: string): void {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    void fetch(`/resources/notifications/${notificationId}/impression`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: crypto.randomUUID() }),
    }).catch(() => undefined);
  }, [notificationId]);
}

function Banner({ notification }: { notification: BannerNotification }) {
  const { content } = notification;
  useImpression(notification.id);
  const [expanded, setExpanded] = useState(false);
  const largeId = useId();
  const dismiss = useFetcher({ key: `notification-seen-${notification.id}` });
  const cta = useFetcher();
  const booking = notification.type === 'BANNER_CALENDLY';
  const Icon = booking ? CalendarDaysIcon : MegaphoneIcon;
  const recordCta = () =>
    cta.submit(
      {},
      { method: 'post', action: `/resources/notifications/${notification.id}/cta`, encType: 'application/json' },
    );
  const external = content.ctaUrl !== null && !content.ctaUrl.startsWith('/');
  const ctaClass =
    'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full bg-brand-blue-dark px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-dark';
  return (
    <div className="flex items-start gap-3 py-3">
      <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-blue-dark" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{content.smallBody}</p>
          {content.largeBody ? (
            <>
              <p id={largeId} hidden={!expanded} className="mt-1 text-sm text-ink">
                {content.largeBody}
              </p>
              <Button
                variant="plain"
                className="mt-1 rounded text-sm font-semibold text-brand-blue-dark underline underline-offset-2 hover:text-ink"
                type="button"
                aria-expanded={expanded}
                aria-controls={largeId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? 'Show less' : 'Show more'}
              </Button>
            </>
          ) : null}
        </div>
        {content.ctaUrl && content.ctaButtonText ? (
          external || booking ? (
            <a href={content.ctaUrl} target="_blank" rel="noreferrer" onClick={recordCta} className={ctaClass}>
              {content.ctaButtonText}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={content.ctaUrl} onClick={recordCta} className={ctaClass}>
              {content.ctaButtonText}
            </Link>
          )
        ) : null}
      </div>
      {/* A button, not a form: the pages below keep their forms to themselves. */}
      <Button
        variant="plain"
        className="rounded-full p-1.5 text-ink hover:bg-white"
        type="button"
        onClick={() => dismiss.submit(null, { method: 'post', action: seenAction(notification.id) })}
        aria-label={`Dismiss notification: ${content.smallBody}`}
      >
        <XMarkIcon aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}
