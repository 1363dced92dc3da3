import type { BoundedContext, ViewsOf } from '@impromptu/event-store';
import { noJobs } from '@impromptu/event-store';
import { gameSessionDecider } from './game-session/game-session.decider.js';
import { dailyActivityProjection } from './projections/daily-activity/daily-activity.projection.js';
import { gameUserStatsProjection } from './projections/game-user-stats/game-user-stats.projection.js';
import { userGameProjection } from './projections/user-game/user-game.projection.js';
import { voiceMetricsProjection } from './projections/voice-metrics/voice-metrics.projection.js';
import { userGameDecider } from './user-game/user-game.decider.js';

/**
 * Play: game sessions and their rounds, each user's games, and the progress projected from them
 * (per-game stats, daily activity and streak, tutorial completion and the preferred game, each round's
 * voice metrics).
 */
export const playContext = {
  name: 'play',
  deciders: { gameSession: gameSessionDecider, userGame: userGameDecider },
  projections: [gameUserStatsProjection, dailyActivityProjection, userGameProjection, voiceMetricsProjection],
  jobs: noJobs,
} satisfies BoundedContext;

/** The views of this context's projections as Kysely sees them: `db.withTables<PlayViews>()`. Read-only. */
export type PlayViews = ViewsOf<
  | typeof gameUserStatsProjection
  | typeof dailyActivityProjection
  | typeof userGameProjection
  | typeof voiceMetricsProjection
>;

export { dailyActivityProjection, gameUserStatsProjection, userGameProjection, voiceMetricsProjection };
export {
  gameSessionDecider,
  AlreadyRecordedError,
  GameSessionAlreadyStartedError,
  GameSessionError,
  GameSessionFinishedError,
  GameSessionNotFoundError,
  RoundAlreadyRecordedError,
  RoundOutOfOrderError,
  type CompleteRound,
  type FinishGameSession,
  type GameSessionCommand,
  type GameSessionState,
  type StartGameSession,
} from './game-session/game-session.decider.js';
export {
  gameSessionEvents,
  gameSessionStreamId,
  type GameSessionEvent,
  type GameSessionFinished,
  type GameSessionStarted,
  type RoundCompleted,
} from './game-session/game-session.events.js';
export {
  userGameDecider,
  type SetTutorialCompletion,
  type UserGameCommand,
  type UserGameState,
} from './user-game/user-game.decider.js';
export {
  userGameEvents,
  userGameStreamId,
  USER_GAME_STREAM_TYPE,
  type UserGameEvent,
} from './user-game/user-game.events.js';
export {
  userActivityEvents,
  userActivityStreamId,
  type UserActivityEvent,
} from './user-activity/user-activity.events.js';
export { currentDailyStreak, streakShownNow } from './streak/local-day.js';
export { seedDemoVoiceMetrics, DEMO_VOICE_LEARNER } from './seed/demo-voice-metrics.js';
