import { Link } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { focusRing } from '~/components/button';
import { gameHref } from '~/games/frame/return-target';
import { accentInk, gameColour } from '~/games/shared/game-colour';
import { formatDuration } from './figures';
import { TrendChart } from './trend-chart';
import { trendsOf, type GameProgress } from './voice-trends';

const WHITE = '#ffffff';

export interface DateFormats {
  /** 'Nov 3', for axes and summaries. */
  day: (iso: string) => string;
  /** 'Nov 3, 2026', for tables. */
  date: (iso: string) => string;
}

/**
 * The learner's games as tabs (arrow keys, Home and End move between them, WAI-ARIA tabs pattern), each
 * panel the game's projected stats and its voice trends.
 */
export function GameProgressTabs({
  games,
  initial,
  formats,
}: {
  games: GameProgress[];
  initial: string | null;
  formats: DateFormats;
}) {
  const [selected, setSelected] = useState(
    () => (games.some((game) => game.shortCode === initial) ? initial : games[0]?.shortCode) ?? null,
  );
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const strip = useRef<HTMLDivElement>(null);
  const current = games.find((game) => game.shortCode === selected) ?? games[0];
  const currentIndex = current ? games.indexOf(current) : -1;

  // On a phone the tabs scroll sideways: keep the selected one in view (sideways only, the page stays where it is).
  useEffect(() => {
    const tab = tabs.current[currentIndex];
    const box = strip.current;
    if (!tab || !box) return;
    if (tab.offsetLeft < box.scrollLeft || tab.offsetLeft + tab.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = tab.offsetLeft - 16;
  }, [currentIndex]);

  if (!current) return null;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % games.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + games.length) % games.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? games.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const game = games[next];
    if (!game) return;
    setSelected(game.shortCode);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div ref={strip} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div role="tablist" aria-label="Your games" className="flex min-w-max gap-2 border-b border-slate-200 pb-3">
          {games.map((game, index) => {
            const active = game.shortCode === current.shortCode;
            return (
              <button
                // Not `Button`: a tab of a tablist, with its own selected look and arrow-key focus.
                key={game.shortCode}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                id={`${id}-tab-${game.shortCode}`}
                type="button"
                role="tab"
                aria-selected={active}
                aria-controls={`${id}-panel`}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelected(game.shortCode)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={[
                  `inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition-colors ${focusRing}`,
                  active ? 'bg-ink text-white' : 'bg-slate-100 text-ink hover:bg-slate-200',
                ].join(' ')}
              >
                <span
                  aria-hidden="true"
                  className="block h-2.5 w-2.5 rounded-full"
                  style={{ backgroundColor: gameColour(game.colour) }}
                />
                {game.name}
              </button>
            );
          })}
        </div>
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current.shortCode}`}
        tabIndex={0}
        className="mt-6 rounded-2xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-pink"
      >
        <GamePanel game={current} formats={formats} />
      </div>
    </div>
  );
}

function GamePanel({ game, formats }: { game: GameProgress; formats: DateFormats }) {
  const trends = trendsOf(game, formats.day);
  const colour = accentInk(game.colour, WHITE);
  const stats = [
    { label: 'Sessions played', value: String(game.playCount) },
    { label: 'Rounds played', value: String(game.totalRounds) },
    { label: 'Time played', value: formatDuration(game.totalDuration) },
    { label: 'Rounds survived', value: String(game.survivedRounds) },
  ];

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-ink">{game.name}</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {game.lastPlayedAt ? `Last played ${formats.date(game.lastPlayedAt)}` : 'Not finished yet'}
          </p>
        </div>
        <Link to={gameHref(game.shortCode)} className="rounded font-semibold text-brand-pink-dark hover:underline">
          Play {game.name} <span aria-hidden="true">→</span>
        </Link>
      </div>

      <div role="group" aria-label={`${game.name} stats`}>
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-stat={stat.label}
            >
              <dt className="text-sm font-medium text-ink-muted">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-ink tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {trends.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center sm:p-8">
          <h3 className="text-lg font-bold text-ink">No voice metrics for {game.name} yet</h3>
          <p className="mx-auto mt-2 max-w-xl text-ink-muted">
            Turn on Voice metrics on the game’s setup screen and play a round: your speaking time, pauses, energy and
            pitch will show here round by round. The audio stays on your device.
          </p>
          <Link
            to={gameHref(game.shortCode)}
            className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-pink px-6 py-2.5 font-bold text-white shadow-sm hover:bg-brand-pink-dark"
          >
            Play {game.name}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-5 lg:grid-cols-2">
          {trends.map((trend) => (
            <TrendChart
              key={trend.definition.key}
              trend={trend}
              colour={colour}
              formatDay={formats.day}
              formatDate={formats.date}
            />
          ))}
        </div>
      )}
    </>
  );
}
