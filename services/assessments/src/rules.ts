/**
 * The pure rules of shape snapshots and assessments (spec 3 §4.3, §4.8, §9), shared by the BFF, the
 * web app and the assessment job: `@impromptu/assessments/rules` has no database and no events.
 */
import { formatDate } from '@impromptu/kernel';

/** Spec 3 §9: at most 3 snapshots are compared. */
export const MAX_COMPARED_SNAPSHOTS = 3;
export const MAX_SNAPSHOTS_TOOLTIP = 'Max snapshots selected. Deselect one to continue.';
/** Spec 3 §9: the radar's scale. */
export const RADAR_MAX = 10;
export const RADAR_STEP = 2;
export const RATING_MIN = 0;
export const RATING_MAX = 10;

/** The 8 categories of spec 3 §9, in the order the radar draws them. */
export const SHAPE_CATEGORIES = [
  'surrender',
  'authenticity',
  'confidence',
  'flow',
  'silence',
  'recovery',
  'musicality',
  'storytelling',
] as const;
export type ShapeCategory = (typeof SHAPE_CATEGORIES)[number];

export interface RatedTrait {
  type: string;
  rating: number | null;
  category?: string | null;
}

/** Spec 3 §9: sum of TRAIT ratings / (10 × number of traits) × 100, rounded; null with no TRAIT answered. */
export function scorePercentage(traits: readonly RatedTrait[]): number | null {
  const rated = traits.filter((trait) => trait.type === 'TRAIT');
  if (rated.length === 0) return null;
  const sum = rated.reduce((total, trait) => total + (trait.rating ?? 0), 0);
  return Math.round((sum / (RATING_MAX * rated.length)) * 100);
}

/** The average TRAIT rating per category (0–10, one decimal), for the radar; a category with no rating is absent. */
export function categoryAverages(traits: readonly RatedTrait[]): Partial<Record<ShapeCategory, number>> {
  const averages: Partial<Record<ShapeCategory, number>> = {};
  for (const category of SHAPE_CATEGORIES) {
    const ratings = traits
      .filter((trait) => trait.type === 'TRAIT' && trait.category === category && trait.rating !== null)
      .map((trait) => trait.rating as number);
    if (ratings.length)
      averages[category] = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
  }
  return averages;
}

/**
 * Spec 3 §4.3 default selection, over snapshots oldest first: with more than 3, the first, the
 * second-to-last and the last; otherwise all.
 */
export function defaultSnapshotSelection<T>(snapshots: readonly T[]): T[] {
  if (snapshots.length <= MAX_COMPARED_SNAPSHOTS) return [...snapshots];
  return [snapshots[0] as T, snapshots[snapshots.length - 2] as T, snapshots[snapshots.length - 1] as T];
}

/** Whether one more snapshot may be selected (spec 3 §4.3): never a fourth. */
export function canSelectMore(selectedCount: number): boolean {
  return selectedCount < MAX_COMPARED_SNAPSHOTS;
}

export interface RankTier {
  topPercent: number;
  title: string;
  suffix: string;
}

/** Spec 3 §4.8: top percent = 100 − the rounded percentile (percentile given 0..1 or 0..100). */
export function rankTier(overallPercentile: number): RankTier {
  const percentile = overallPercentile <= 1 ? overallPercentile * 100 : overallPercentile;
  const topPercent = 100 - Math.round(percentile);
  if (topPercent <= 10) return { topPercent, title: 'Master', suffix: 'Speaker' };
  if (topPercent <= 20) return { topPercent, title: 'Elite', suffix: 'Speaker' };
  if (topPercent <= 30) return { topPercent, title: 'Advanced', suffix: 'Speaker' };
  if (topPercent <= 40) return { topPercent, title: 'Proficient', suffix: 'Speaker' };
  return { topPercent, title: 'Growing', suffix: 'Keep going!' };
}

/** Spec 3 §4.8: a grade 0..1 shows as a whole-number percent. */
export function gradePercent(grade: number): number {
  return Math.round(grade * 100);
}

export interface TraitQuality {
  name: string;
  label: string;
  emoji: string;
}

export interface AssessmentTrait {
  label: string;
  description: string;
  grade: number | null;
  percentile: number | null;
  strengths: TraitQuality[];
  weaknesses: TraitQuality[];
}

/**
 * Spec 3 §4.8: traits with a null percentile are hidden; above the 0.5 percentile, weaknesses that
 * are also strengths are dropped, otherwise strengths that are also weaknesses are.
 */
export function visibleTraits<T extends AssessmentTrait>(traits: Record<string, T>): (T & { name: string })[] {
  return Object.entries(traits)
    .filter(([, trait]) => trait.percentile !== null)
    .map(([name, trait]) => {
      const strengthNames = new Set(trait.strengths.map((quality) => quality.name));
      const weaknessNames = new Set(trait.weaknesses.map((quality) => quality.name));
      const above = (trait.percentile as number) > 0.5;
      return {
        ...trait,
        name,
        strengths: above ? trait.strengths : trait.strengths.filter((quality) => !weaknessNames.has(quality.name)),
        weaknesses: above ? trait.weaknesses.filter((quality) => !strengthNames.has(quality.name)) : trait.weaknesses,
      };
    });
}

/**
 * The percentile (0..1) of `value` among `population` (which includes it): the share of values
 * below it plus half the share equal to it (the mid-rank), so the top of 5 is 0.9 and a lone value 0.5.
 */
export function percentile(value: number, population: readonly number[]): number {
  if (population.length === 0) return 0.5;
  const below = population.filter((other) => other < value).length;
  const equal = population.filter((other) => other === value).length;
  return Math.round(((below + equal / 2) / population.length) * 1000) / 1000;
}

/** Spec 3 §4.2: a snapshot is named with today's date, formatted like 'MMM d y' (Mar 5 2026). */
export function snapshotName(date: Date, timeZone = 'UTC'): string {
  return formatDate(date, timeZone);
}
