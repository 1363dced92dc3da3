import { systemTimeZone } from '@impromptu/kernel';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { readCookie } from '~/utils/cookies';

/** Remembers the zone last sent, so the same browser does not send it on every page (spec 1 §4, §9). */
export const TIME_ZONE_COOKIE = 'impromptu_tz';
export const TIME_ZONE_ACTION = '/resources/timezone';
/** Spec 1 §9: the time-zone cookie lives 365 days. */
export const TIME_ZONE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The browser's IANA zone, or null when the browser does not say. */
export const browserTimeZone = systemTimeZone;

/** Spec 1 §4: update when the browser's zone differs from the stored one, unless this zone was already sent. */
export function shouldSendTimeZone(input: {
  browser: string | null;
  stored: string | null;
  alreadySent: string | null;
}): boolean {
  const { browser, stored, alreadySent } = input;
  if (!browser || browser === stored) return false;
  return alreadySent === null || decodeURIComponent(alreadySent) !== browser;
}

export function timeZoneCookie(zone: string, secure: boolean): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${TIME_ZONE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Spec 1 §4 on the client after load: when the browser's zone differs from the stored one, the
 * resource route updates it (PUT /user/{id}/tz).
 */
export function useTimeZoneSync(user: { id: string; ianaTimeZone: string | null } | null) {
  const { submit } = useFetcher({ key: 'time-zone' });
  const userId = user?.id ?? null;
  const stored = user?.ianaTimeZone ?? null;
  useEffect(() => {
    if (!userId) return;
    const browser = browserTimeZone();
    if (
      !browser ||
      !shouldSendTimeZone({ browser, stored, alreadySent: readCookie(document.cookie, TIME_ZONE_COOKIE) })
    )
      return;
    submit({ timeZone: browser }, { method: 'post', action: TIME_ZONE_ACTION });
  }, [userId, stored, submit]);
}
