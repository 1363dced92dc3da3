import { ChevronRightIcon } from '@heroicons/react/20/solid';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { DataTable } from '~/components/data-table';
import { axisTicks } from './figures';
import { BAND_FILL, BAND_INK, BASELINE, THRESHOLD } from './trend-colours';
import { formatFigure, type Trend } from './voice-trends';

// The chart library is most of the page's weight: it loads after the page is shown, which reads the same
// without it (the summaries, legends and tables are server-rendered; the chart measures its box in the browser anyway).
const TrendLines = lazy(() => import('./trend-lines'));

/**
 * One metric's trend over a game's rounds: the learner's figures as a line, their own baseline as a dashed
 * reference, and the research band or threshold behind. For those who do not see the chart: its title,
 * a summary in words (also its description), and a table of every round's figure.
 */
export function TrendChart({
  trend,
  colour,
  formatDay,
  formatDate,
}: {
  trend: Trend;
  colour: string;
  formatDay: (iso: string) => string;
  formatDate: (iso: string) => string;
}) {
  const { definition, rows, baseline, summary } = trend;
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const figure = (value: number) => formatFigure(value, definition);
  const values = rows.flatMap((row) => (row.value === null ? [] : [row.value]));
  const ticks = definition.domain
    ? axisTicks(definition.domain[1], false)
    : axisTicks(
        Math.max(...values, baseline ?? 0, definition.band?.to ?? 0, definition.threshold?.value ?? 0) * 1.05,
        definition.decimals === 0,
      );
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-trend={definition.key}
    >
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {definition.title}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{definition.explanation}</p>
      <p id={summaryId} className="mt-3 text-sm text-ink">
        {summary}
      </p>

      <div role="img" aria-labelledby={titleId} aria-describedby={summaryId} className="mt-4 h-56 sm:h-64">
        {drawn ? (
          <Suspense fallback={null}>
            <TrendLines
              rows={rows}
              baseline={baseline}
              definition={definition}
              ticks={ticks}
              colour={colour}
              formatDay={formatDay}
              formatDate={formatDate}
            />
          </Suspense>
        ) : null}
      </div>

      <ul
        aria-label={`Legend of ${definition.title}`}
        className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-xs text-ink-muted"
      >
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="block h-1 w-5 rounded-full" style={{ backgroundColor: colour }} />
          Each round
        </li>
        {baseline !== null ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="block w-5 border-t-2 border-dashed" style={{ borderColor: BASELINE }} />
            Your baseline ({figure(baseline)})
          </li>
        ) : null}
        {definition.band ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="block h-3 w-5 rounded-sm" style={{ backgroundColor: BAND_FILL }} />
            <span style={{ color: BAND_INK }}>
              {definition.band.label} ({figure(definition.band.from)}–{figure(definition.band.to)})
            </span>
          </li>
        ) : null}
        {definition.threshold ? (
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="block w-5 border-t-2 border-dotted"
              style={{ borderColor: THRESHOLD }}
            />
            {definition.threshold.label} (over {figure(definition.threshold.value)})
          </li>
        ) : null}
      </ul>

      <details className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded text-sm font-semibold text-brand-pink-dark hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-pink [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon className="h-4 w-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          Figures of each round
        </summary>
        <DataTable
          label={`${definition.title}, each round`}
          columns={['Date', { heading: 'Round', numeric: true }, { heading: definition.title, numeric: true }]}
        >
          {[...rows].reverse().map((row) => (
            <tr key={row.index}>
              <td className="whitespace-nowrap px-4 py-2">{formatDate(row.completedAt)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{row.round}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {row.value === null
                  ? (row.withheld ?? 'not measured')
                  : row.detail
                    ? `${row.detail} (${figure(row.value)})`
                    : `${figure(row.value)}${row.margin ? ` ${row.margin}` : ''}`}
              </td>
            </tr>
          ))}
        </DataTable>
      </details>
    </section>
  );
}
