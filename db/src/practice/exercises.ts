import type { GoalSeed } from './catalogue-types.js';
import { practiceSessionCatalogue } from './catalogue.js';

/** What a practice's game exercise is and trains, for feedback that names it (issue 28). */
export interface PracticeExercise {
  /** The exercise's own name, without its 'Exercise n:' prefix ('Twenty seconds about you'). */
  name: string;
  /** What it asks of the speaker, in one sentence. */
  goal: string;
  /** Its recap: header and body. */
  recap: string;
  /** The speaking time it sets, for a timed game. */
  targetSeconds: number | null;
}

export function exerciseOfGoal(goal: GoalSeed): PracticeExercise {
  const total = goal.settings.totalDuration;
  return {
    name: goal.name.replace(/^Exercise \d+:\s*/, ''),
    goal: goal.shortDescription,
    recap: `${goal.recapHeader}: ${goal.recapBody}`,
    targetSeconds: goal.type === 'DURATION' && typeof total === 'number' ? total : null,
  };
}

/** The n-th game (1-based, as a recording's game context counts them) of a seeded practice session, or null. */
export function practiceExercise(practiceSessionSlug: string, exercise: number): PracticeExercise | null {
  const session = practiceSessionCatalogue.find((candidate) => candidate.slug === practiceSessionSlug);
  const games = session?.elements.flatMap((element) => (element.kind === 'goal' ? [element.goal] : [])) ?? [];
  const goal = games[exercise - 1];
  return goal ? exerciseOfGoal(goal) : null;
}
