import { Link } from '@remix-run/react';
import { useState } from 'react';
import { LEADERBOARD_COLLAPSED_ENTRIES } from '@impromptu/classes/rules';
import type { LeaderboardEntryView, LeaderboardView } from './types';
import { Button } from '~/components/button';

/** The ranking as a list: rank, name, points; the user's own row marked. */
export function LeaderboardList({ entries }: { entries: readonly LeaderboardEntryView[] }) {
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry, position) => (
        <li
          // The list is read once per view and never reordered in place, so its position is a stable key.
          key={position}
          className={`flex items-center gap-3 py-2.5 ${entry.isMe ? 'font-bold' : ''}`}
          aria-current={entry.isMe ? 'true' : undefined}
        >
          <span className="w-8 shrink-0 text-center text-sm font-extrabold text-brand-pink-dark">#{entry.rank}</span>
          {/* A long name is cut, never the "You" badge beside it (issue 29: it read "Y…" on a phone). */}
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <span className="min-w-0 truncate text-ink">{entry.name}</span>
            {entry.isMe ? (
              <span
                data-you-badge
                className="shrink-0 rounded-full bg-brand-pink-light px-2 py-0.5 text-xs text-brand-pink-dark"
              >
                You
              </span>
            ) : null}
          </span>
          <span className="shrink-0 text-sm text-ink-muted">{entry.totalPoints.toLocaleString('en')} pts</span>
        </li>
      ))}
    </ol>
  );
}

/** Spec 3 §4.9: the weekly leaderboard shows 3 entries collapsed and all expanded, toggled by View all / View less. */
export function LeaderboardCard({ leaderboard, groupId }: { leaderboard: LeaderboardView; groupId: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? leaderboard.entries : leaderboard.entries.slice(0, LEADERBOARD_COLLAPSED_ENTRIES);
  return (
    <section
      aria-labelledby="leaderboard-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="leaderboard-heading" className="text-lg font-bold text-ink">
        Weekly leaderboard
      </h2>
      {leaderboard.entries.length === 0 ? (
        <p className="mt-3 text-ink-muted">
          No points yet this week. Play a game, finish a practice or join a class to get on the board.
        </p>
      ) : (
        <>
          <div id="leaderboard-entries" className="mt-2">
            <LeaderboardList entries={shown} />
          </div>
          {leaderboard.entries.length > LEADERBOARD_COLLAPSED_ENTRIES ? (
            <Button
              variant="plain"
              className="mt-3 rounded text-sm font-bold text-brand-pink-dark hover:underline"
              type="button"
              aria-expanded={expanded}
              aria-controls="leaderboard-entries"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'View less' : 'View all'}
            </Button>
          ) : null}
        </>
      )}
      <p className="mt-3">
        <Link
          to={`/games/leaderboard?group=${groupId}`}
          className="rounded text-sm font-semibold text-ink-muted underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink"
        >
          Today’s and this week’s rankings
        </Link>
      </p>
    </section>
  );
}
