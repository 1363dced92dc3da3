import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { BANNER_REFRESH_MS, formatClassTime } from '@impromptu/classes/rules';
import { callRelayed } from '~/utils/bff-client';
import type { ClassBanner as Banner } from './types';

/**
 * The class banner of spec 3 §4.5: hidden, upcoming (15 minutes or less) or live, asked again every
 * 60 s; it links to the join-class route.
 */
export function ClassBanner({ initial, timeZone }: { initial: Banner; timeZone: string }) {
  const [banner, setBanner] = useState(initial);
  useEffect(() => setBanner(initial), [initial]);
  useEffect(() => {
    const refresh = async () => {
      // On a failure the last banner stays; the next minute asks again.
      const answer = await callRelayed('classBanner', {});
      if (answer.ok) setBanner(answer.data);
    };
    const timer = window.setInterval(() => void refresh(), BANNER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (banner.state === 'hidden' || !banner.class) return null;
  const live = banner.state === 'live';
  return (
    <aside
      aria-label="Your next class"
      className={`flex flex-col gap-3 rounded-2xl p-5 sm:flex-row sm:items-center sm:justify-between ${live ? 'bg-green-800 text-white' : 'bg-brand-blue-dark text-white'}`}
    >
      <p>
        <span className="font-extrabold">{live ? 'Your class is live now: ' : 'Your class starts soon: '}</span>
        {banner.class.name}, {formatClassTime(new Date(banner.class.startTime), timeZone)}
      </p>
      <Link
        to="/join/class"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-white px-5 py-2 text-sm font-extrabold text-ink hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {live ? 'JOIN CLASS' : 'Get ready to join'}
      </Link>
    </aside>
  );
}
