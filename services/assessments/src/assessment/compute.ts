import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { handleCommand, positionOf, type EventStore, type Position } from '@impromptu/event-store';
import { formatDay } from '@impromptu/kernel';
import { percentile, rankTier } from '../rules.js';
import { assessmentDecider } from './assessment.decider.js';
import {
  assessmentStreamId,
  type Achievement,
  type AssessmentComputed,
  type AssessmentTraitData,
  type Figures,
  type NextStep,
  type Speed,
} from './assessment.events.js';
import { readProgress, type Period, type ProgressSource, type UserProgress } from './sources.js';
import type { SummaryWriter } from './summary.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar month before the one `now` falls in (UTC): what the monthly job assesses on the 1st. */
export function previousMonth(now: Date): Period {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth(); // the previous month, 1-based
  const y = month === 0 ? year - 1 : year;
  const m = month === 0 ? 12 : month;
  return monthEnding(`${y}-${pad(m)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`);
}

/** The calendar month that contains `day` (YYYY-MM-DD). */
export function monthEnding(day: string): Period {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${y}-${pad(m)}-01`, endDate: `${y}-${pad(m)}-${pad(last)}` };
}

const EMPTY_FIGURES: Figures = {
  gamesCompleted: 0,
  rounds: 0,
  activeDays: 0,
  speakingSeconds: 0,
  speakingShare: null,
  streak: 0,
  practiceCompleted: 0,
  coursesCompleted: 0,
  shapeScore: null,
};

/** The speaking traits an assessment grades (0..1), each from the figures; null when nothing measures it. */
export const ASSESSED_TRAITS: Record<
  string,
  { label: string; description: string; grade: (figures: Figures) => number | null }
> = {
  consistency: {
    label: 'Consistency',
    description: 'Days of the month you trained: 20 active days is full marks.',
    grade: (f) => Math.min(1, f.activeDays / 20),
  },
  volume: {
    label: 'Speaking volume',
    description: 'Game rounds spoken this month: 60 rounds is full marks.',
    grade: (f) => Math.min(1, f.rounds / 60),
  },
  flow: {
    label: 'Flow',
    description: 'The share of each round you spent speaking rather than pausing.',
    grade: (f) => f.speakingShare,
  },
  practice: {
    label: 'Guided practice',
    description: 'Guided practice sessions completed this month: 12 is full marks.',
    grade: (f) => Math.min(1, f.practiceCompleted / 12),
  },
  selfAssessment: {
    label: 'Self-assessment',
    description: 'Your latest shape score, as you rated yourself.',
    grade: (f) => (f.shapeScore === null ? null : f.shapeScore / 100),
  },
};

const CATEGORY_QUALITIES: Record<string, { label: string; emoji: string }> = {
  surrender: { label: 'Surrender', emoji: '🌊' },
  authenticity: { label: 'Authenticity', emoji: '💎' },
  confidence: { label: 'Confidence', emoji: '🦁' },
  flow: { label: 'Flow', emoji: '🌀' },
  silence: { label: 'Silence', emoji: '🤫' },
  recovery: { label: 'Recovery', emoji: '🩹' },
  musicality: { label: 'Musicality', emoji: '🎵' },
  storytelling: { label: 'Storytelling', emoji: '📖' },
};

/** Today's guided session: the middle step of more than one trait. */
const TODAYS_PRACTICE = step(
  'todays-practice',
  'CalendarDaysIcon',
  "Play Today's Practice",
  '/games/practice/daily',
  'A guided session of 3 – 5 minutes, new every day.',
);

/** Next steps by the trait that needs them most, one per speed (links to screens that exist). */
const NEXT_STEPS: Record<string, Record<Speed, Omit<NextStep, 'speed'>>> = {
  default: {
    slow: step(
      'shape-check-in',
      'ChartPieIcon',
      'Check in on your shape',
      '/games/shape?type=mid',
      'Rate yourself again and compare it with your first snapshot.',
    ),
    medium: TODAYS_PRACTICE,
    fast: step(
      'quick-game',
      'BoltIcon',
      'Play a quick game',
      '/games/dashboard',
      'One short round keeps the habit going.',
    ),
  },
  consistency: {
    slow: step(
      'weekly-rhythm',
      'CalendarIcon',
      'Pick three training days a week',
      '/games/practice/daily',
      'Training on fixed days is easier to keep.',
    ),
    medium: TODAYS_PRACTICE,
    fast: step(
      'streak-saver',
      'FireIcon',
      'Save your streak with one round',
      '/games/dashboard',
      'A single round counts as a day.',
    ),
  },
  flow: {
    slow: step(
      'conductor',
      'MusicalNoteIcon',
      'Practise pace with Conductor',
      '/games/dashboard/conductor',
      'Follow the energy changes without stopping.',
    ),
    medium: step(
      'triple-step',
      'ArrowTrendingUpIcon',
      'Keep going in Triple Step',
      '/games/dashboard/triple-step',
      'Weave in the surprise words without losing your thread.',
    ),
    fast: step(
      'timer',
      'ClockIcon',
      'Speak for one minute straight',
      '/games/dashboard/timer',
      'Fill the minute; a pause is fine, a stop is not.',
    ),
  },
};

function step(
  id: string,
  heroiconName: string,
  title: string,
  action: string,
  tooltip: string,
): Omit<NextStep, 'speed'> {
  return {
    id,
    name: title,
    recommendationData: { heroiconName, title, action, actionType: 'internal_link', tooltip, isDisabled: false },
  };
}

function nextStepsFor(traits: Record<string, AssessmentTraitData>): NextStep[] {
  const weakest = Object.entries(traits)
    .filter(([, trait]) => trait.grade !== null)
    .sort(([, a], [, b]) => (a.grade as number) - (b.grade as number))[0]?.[0];
  const steps = (weakest && NEXT_STEPS[weakest]) || NEXT_STEPS.default!;
  return (['slow', 'medium', 'fast'] as const).map((speed) => ({ ...steps[speed], speed }));
}

function qualitiesOf(categories: Record<string, number> | undefined) {
  const entries = Object.entries(categories ?? {}).filter(([category]) => CATEGORY_QUALITIES[category]);
  const quality = ([category]: [string, number]) => ({ name: category, ...CATEGORY_QUALITIES[category]! });
  return {
    strengths: entries.filter(([, average]) => average >= 7).map(quality),
    weaknesses: entries.filter(([, average]) => average <= 5).map(quality),
  };
}

export interface ComputeEnvironment {
  db: Kysely<any>;
  store: EventStore;
  summary: SummaryWriter;
  sources?: readonly ProgressSource[];
}

export interface ComputeRequest {
  period: Period;
  /** Only this user (an admin's run-now); the percentiles are still against everyone of the period. */
  userId?: string;
  now: Date;
}

/**
 * Computes the period's assessment of every user with progress in it (or of one user), grading each
 * trait 0..1 and placing it against all users of the period, and appends one AssessmentComputed per
 * user and period: a second run of the same period records nothing. Returns the users newly assessed
 * and where their assessment was appended.
 */
export async function computeAssessments(
  env: ComputeEnvironment,
  request: ComputeRequest,
): Promise<{ userId: string; position: Position; assessment: AssessmentComputed }[]> {
  const progress = await readProgress(env.db, request.period, null, env.sources);
  if (request.userId && !progress.has(request.userId)) progress.set(request.userId, { figures: {}, achievements: [] });
  const graded = new Map<
    string,
    { figures: Figures; grades: Record<string, number | null>; average: number; progress: UserProgress }
  >();
  for (const [userId, userProgress] of progress) {
    const figures = { ...EMPTY_FIGURES, ...userProgress.figures };
    // The population of a period: the users who did something in it (the one asked for counts too).
    const active =
      figures.rounds > 0 || figures.activeDays > 0 || figures.practiceCompleted > 0 || figures.shapeScore !== null;
    if (!active && userId !== request.userId) continue;
    const grades = Object.fromEntries(
      Object.entries(ASSESSED_TRAITS).map(([name, trait]) => [name, round3(trait.grade(figures))]),
    );
    const present = Object.values(grades).filter((grade): grade is number => grade !== null);
    graded.set(userId, {
      figures,
      grades,
      average: round3(present.length ? present.reduce((a, b) => a + b, 0) / present.length : 0) as number,
      progress: userProgress,
    });
  }
  const populations = Object.fromEntries(
    Object.keys(ASSESSED_TRAITS).map((name) => [
      name,
      [...graded.values()].flatMap((user) => (user.grades[name] === null ? [] : [user.grades[name] as number])),
    ]),
  );
  const averages = [...graded.values()].map((user) => user.average);
  const targets = request.userId ? [request.userId] : [...graded.keys()];
  const names = await firstNames(env.db, targets);
  const assessed: { userId: string; position: Position; assessment: AssessmentComputed }[] = [];
  for (const userId of targets) {
    const user = graded.get(userId)!;
    const qualities = qualitiesOf(user.progress.categories);
    const traits: Record<string, AssessmentTraitData> = Object.fromEntries(
      Object.entries(ASSESSED_TRAITS).map(([name, trait]) => {
        const grade = user.grades[name] ?? null;
        return [
          name,
          {
            label: trait.label,
            description: trait.description,
            grade,
            percentile: grade === null ? null : percentile(grade, populations[name]!),
            ...(name === 'selfAssessment' ? qualities : { strengths: [], weaknesses: [] }),
          },
        ];
      }),
    );
    const overallPercentile = percentile(user.average, averages);
    const summary = await env.summary.write({
      firstName: names.get(userId) ?? '',
      periodLabel: `${monthLabel(request.period.endDate)} assessment`,
      figures: user.figures,
      traits: Object.values(traits).map((trait) => ({
        label: trait.label,
        gradePercent: trait.grade === null ? null : Math.round(trait.grade * 100),
      })),
      topPercent: rankTier(overallPercentile).topPercent,
    });
    const data: AssessmentComputed = {
      assessmentId: randomUUID(),
      userId,
      assessmentType: 'Monthly',
      timePeriod: 'MONTH',
      startDate: request.period.startDate,
      endDate: request.period.endDate,
      figures: user.figures,
      traits,
      averageGrade: user.average,
      overallPercentile,
      achievements: user.progress.achievements as Achievement[],
      nextSteps: nextStepsFor(traits),
      summary,
      computedAt: request.now.toISOString(),
    };
    const { append } = await handleCommand(
      env.store,
      assessmentStreamId(userId, request.period.endDate),
      assessmentDecider,
      { type: 'ComputeAssessment', data },
    );
    if (append) assessed.push({ userId, position: positionOf(append), assessment: data });
  }
  return assessed;
}

function round3(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}

function monthLabel(day: string): string {
  return formatDay(day, 'MMMM y');
}

async function firstNames(db: Kysely<any>, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: string;
    first_name: string;
  }>`SELECT id, first_name FROM app_user WHERE id = ANY(${userIds}::uuid[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.first_name]));
}
