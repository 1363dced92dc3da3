import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from 'recharts';
import {
  canSelectMore,
  defaultSnapshotSelection,
  MAX_SNAPSHOTS_TOOLTIP,
  RADAR_MAX,
  RADAR_STEP,
  SHAPE_CATEGORIES,
} from '@impromptu/assessments/rules';
import { primaryButton, secondaryButton } from '~/practice/ui';
import { hasRatings, inDateOrder, radarSeries } from './snapshot-legend';
import { podMemberHistory } from './pod-member';
import { ColumnHeadings } from '~/components/data-table';

export interface HistorySnapshot {
  id: string;
  name: string;
  wizardType: string;
  createdAt: string;
  scorePercentage: number | null;
  categories: Record<string, number>;
}

export interface PodMember {
  userId: string;
  firstName: string;
  lastName: string;
  groupNames: string[];
  scorePercentage: number | null;
  snapshotCount: number;
  hasProfile: boolean;
}

// Three series colours that read on white and differ for common colour blindness (blue, orange, magenta).
const SERIES = ['#0272aa', '#b45309', '#9e2462'];
const NO_RATINGS = 'No ratings';
const TICKS = Array.from({ length: RADAR_MAX / RADAR_STEP + 1 }, (_, index) => index * RADAR_STEP);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Room beside the radar for its longest category label ("Authenticity" at 13 px) on either side. */
const LABEL_ROOM = 88;

/** The width of an element, followed as it changes (0 before the first layout). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function ShapeHistory({
  snapshots,
  name,
  own,
  pod,
}: {
  snapshots: HistorySnapshot[];
  name: string;
  own: boolean;
  pod: PodMember[] | null;
}) {
  // Oldest first: the default selection (first and last two) and the radar's colours follow the dates.
  const ordered = inDateOrder(snapshots);
  const [selected, setSelected] = useState<string[]>(() =>
    defaultSnapshotSelection(ordered.filter(hasRatings)).map((snapshot) => snapshot.id),
  );
  const series = radarSeries(
    ordered.filter((snapshot) => selected.includes(snapshot.id)),
    ordered,
  );
  const compared = series.map((entry) => entry.snapshot);
  const data = SHAPE_CATEGORIES.map((category) => ({
    category: capitalised(category),
    ...Object.fromEntries(compared.map((snapshot) => [snapshot.id, snapshot.categories[category] ?? 0])),
  }));
  const [chartRef, chartWidth] = useWidth<HTMLDivElement>();
  // The labels stay inside the chart at any width (issue 29: "usicality", "Confidenc" on a phone).
  const outerRadius = Math.max(48, Math.min(chartWidth / 2 - LABEL_ROOM, 160));
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id)
        ? current.filter((other) => other !== id)
        : canSelectMore(current.length)
          ? [...current, id]
          : current,
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Shape &amp; Score</h1>
          {own ? null : <p className="mt-1 text-lg text-ink-muted">{name}</p>}
        </div>
        {own ? (
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/games/assessment" className={secondaryButton}>
              Monthly assessments
            </Link>
            <Link to="/games/shape?type=start" className={primaryButton}>
              New
            </Link>
          </div>
        ) : null}
      </header>

      {snapshots.length === 0 ? (
        <section className="mt-10 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-xl font-bold text-ink">No snapshots yet</h2>
          <p className="mt-2 text-ink-muted">
            {own
              ? 'Rate yourself on 26 speaking traits to see your shape.'
              : 'This member has not taken a snapshot yet.'}
          </p>
        </section>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]">
          <section aria-labelledby="snapshots-heading">
            <h2 id="snapshots-heading" className="text-xl font-bold text-ink">
              Snapshots
            </h2>
            <p className="mt-1 text-sm text-ink-muted">Compare up to 3.</p>
            <ul className="mt-4 space-y-2">
              {[...ordered].reverse().map((snapshot) => {
                const checked = selected.includes(snapshot.id);
                const rated = hasRatings(snapshot);
                const blocked = !checked && (!rated || !canSelectMore(selected.length));
                return (
                  <li key={snapshot.id}>
                    <label
                      title={!rated ? NO_RATINGS : blocked ? MAX_SNAPSHOTS_TOOLTIP : undefined}
                      className={`flex min-h-11 items-center gap-3 rounded-xl border px-4 py-3 ${checked ? 'border-brand-pink bg-brand-pink-light' : 'border-slate-200'} ${blocked ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'}`}
                    >
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-pink"
                        checked={checked}
                        aria-disabled={blocked}
                        aria-describedby={!rated ? undefined : blocked ? 'max-snapshots' : undefined}
                        onChange={() => toggle(snapshot.id)}
                      />
                      <span className="flex-1">
                        <span className="block font-semibold text-ink">{snapshot.name}</span>
                        <span className="block text-sm text-ink-muted">{snapshot.wizardType.replace(/_/g, ' ')}</span>
                      </span>
                      {rated ? (
                        <span className="text-lg font-extrabold text-ink">{snapshot.scorePercentage}%</span>
                      ) : (
                        <span className="text-sm font-semibold text-ink-muted">{NO_RATINGS}</span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
            {!canSelectMore(selected.length) ? (
              <p id="max-snapshots" role="status" className="mt-3 text-sm text-ink-muted">
                {MAX_SNAPSHOTS_TOOLTIP}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="radar-heading" className="rounded-2xl border border-slate-200 p-4">
            <h2 id="radar-heading" className="text-xl font-bold text-ink">
              Your shape
            </h2>
            <div
              ref={chartRef}
              className="h-[18rem] sm:h-[26rem]"
              role="img"
              aria-label={`Radar chart of ${series.map((entry) => entry.label).join(', ')} over 8 categories, scale 0 to 10`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <RadarChart data={data} outerRadius={outerRadius}>
                  <PolarGrid />
                  <PolarAngleAxis dataKey="category" tick={{ fill: '#1b2330', fontSize: 13 }} />
                  <PolarRadiusAxis
                    domain={[0, RADAR_MAX]}
                    ticks={TICKS as never}
                    tickCount={TICKS.length}
                    // Between the first two categories (Surrender at the top, the next 45° round): the scale's
                    // numbers along the Surrender axis ran into its label and the shapes (issue 29).
                    angle={67.5}
                    tick={{ fill: '#4b5563', fontSize: 11 }}
                  />
                  {series.map(({ snapshot, label }, index) => (
                    <Radar
                      key={snapshot.id}
                      name={label}
                      dataKey={snapshot.id}
                      stroke={SERIES[index]}
                      fill={SERIES[index]}
                      fillOpacity={0.15}
                      isAnimationActive={false}
                    />
                  ))}
                  <Tooltip />
                </RadarChart>
              </ResponsiveContainer>
            </div>
            {/* The legend below the chart, in date order, never over its labels (issue 29). */}
            <ul aria-label="Legend" className="mt-2 flex flex-col items-center gap-1 text-sm font-semibold">
              {series.map(({ snapshot, label }, index) => (
                <li key={snapshot.id} className="flex items-center gap-2" style={{ color: SERIES[index] }}>
                  <span
                    aria-hidden="true"
                    className="h-3 w-3 shrink-0 rounded-sm"
                    style={{ backgroundColor: SERIES[index] }}
                  />
                  {label}
                </li>
              ))}
            </ul>
            {/* sr-only on a wrapper: a table ignores the 1 px width of sr-only and widened the page on a phone. */}
            <div className="sr-only">
              <table>
                <caption>Category averages of the compared snapshots</caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    {series.map(({ snapshot, label }) => (
                      <th key={snapshot.id} scope="col">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {SHAPE_CATEGORIES.map((category) => (
                    <tr key={category}>
                      <th scope="row">{capitalised(category)}</th>
                      {compared.map((snapshot) => (
                        <td key={snapshot.id}>{snapshot.categories[category] ?? '—'}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}

      {pod ? <PodOverview members={pod} /> : null}
    </div>
  );
}

function PodOverview({ members }: { members: PodMember[] }) {
  return (
    <section aria-labelledby="pod-heading" className="mt-12">
      <h2 id="pod-heading" className="text-2xl font-extrabold tracking-tight text-ink">
        Pod overview
      </h2>
      {members.length === 0 ? (
        <p className="mt-3 text-ink-muted">No members in your pods yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left">
            <thead className="bg-slate-50 text-sm font-semibold text-ink">
              <ColumnHeadings columns={['Member', 'Group', 'Snapshots', 'Score']} cellClassName="px-4 py-3" />
            </thead>
            <tbody className="divide-y divide-slate-100">
              {members.map((member) => (
                <tr key={member.userId}>
                  <td className="px-4 py-3 font-semibold text-ink">
                    {podMemberHistory(member).linked ? (
                      <Link
                        to={`/games/shape-history/${member.userId}`}
                        className="text-brand-pink-dark underline underline-offset-2 hover:no-underline"
                      >
                        {member.firstName} {member.lastName}
                      </Link>
                    ) : (
                      `${member.firstName} ${member.lastName}`
                    )}
                    {podMemberHistory(member).note ? (
                      <span className="block text-sm font-normal text-ink-muted">{podMemberHistory(member).note}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 text-ink-muted">{member.groupNames.join(', ')}</td>
                  <td className="px-4 py-3 text-ink">{member.snapshotCount}</td>
                  <td className="px-4 py-3 font-bold text-ink">
                    {member.scorePercentage === null ? '—' : `${member.scorePercentage}%`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
