import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_INK, BAND_FILL, BASELINE, THRESHOLD } from './trend-colours';
import { formatFigure, type TrendDefinition, type TrendRow } from './voice-trends';

export interface TrendLinesProps {
  rows: TrendRow[];
  baseline: number | null;
  definition: TrendDefinition;
  /** The value axis' ticks, from 0 to its top. */
  ticks: number[];
  colour: string;
  formatDay: (iso: string) => string;
  formatDate: (iso: string) => string;
}

/** The drawing of a trend (recharts): loaded on its own, on the progress page only. */
export default function TrendLines({
  rows,
  baseline,
  definition,
  ticks,
  colour,
  formatDay,
  formatDate,
}: TrendLinesProps) {
  const rowAt = (index: unknown) => rows[Number(index) - 1];
  const figure = (value: number) => formatFigure(value, definition);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        {definition.band ? (
          <ReferenceArea y1={definition.band.from} y2={definition.band.to} fill={BAND_FILL} fillOpacity={0.8} />
        ) : null}
        {definition.threshold ? (
          <ReferenceLine y={definition.threshold.value} stroke={THRESHOLD} strokeWidth={2} strokeDasharray="2 4" />
        ) : null}
        {baseline !== null ? (
          <ReferenceLine y={baseline} stroke={BASELINE} strokeWidth={1.5} strokeDasharray="6 4" />
        ) : null}
        <XAxis
          dataKey="index"
          tickFormatter={(index) => (rowAt(index) ? formatDay(rowAt(index)!.completedAt) : '')}
          tick={{ fill: AXIS_INK, fontSize: 12 }}
          minTickGap={24}
          tickLine={false}
        />
        <YAxis
          domain={[0, ticks[ticks.length - 1] ?? 1]}
          ticks={ticks}
          tick={{ fill: AXIS_INK, fontSize: 12 }}
          width={44}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          formatter={(value) => [typeof value === 'number' ? figure(value) : '—', definition.title]}
          labelFormatter={(index) => {
            const row = rowAt(index);
            return row ? `${formatDate(row.completedAt)}, round ${row.round}` : '';
          }}
        />
        <Line
          type="linear"
          dataKey="value"
          name={definition.title}
          stroke={colour}
          strokeWidth={2.5}
          dot={{ r: 3, fill: colour, strokeWidth: 0 }}
          activeDot={{ r: 5 }}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
