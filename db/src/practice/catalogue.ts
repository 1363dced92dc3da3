import type { PracticeSessionSeed } from './catalogue-types.js';
import { dailySessions } from './daily-sessions.js';
import { guidedClassSessions } from './guided-class-sessions.js';
import { otherSessions } from './other-sessions.js';

/** Every practice session of the product, Today's Practice's daily sessions first, in their cycle order. */
export const practiceSessionCatalogue: readonly PracticeSessionSeed[] = [
  ...dailySessions,
  ...otherSessions,
  ...guidedClassSessions,
];

export type { PracticeSessionSeed } from './catalogue-types.js';
