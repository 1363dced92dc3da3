import type { Projection } from '@impromptu/event-store';
import { dailyActivityProjection } from './projections/daily-activity.projection.js';
import { eventTypeCountProjection } from './projections/event-type-count.projection.js';
import { gameUserStatsProjection } from './projections/game-user-stats.projection.js';
import { streamActivityProjection } from './projections/stream-activity.projection.js';
import { userGameProjection } from './projections/user-game.projection.js';

export { eventTypeCountProjection } from './projections/event-type-count.projection.js';
export { streamActivityProjection } from './projections/stream-activity.projection.js';
export { gameUserStatsProjection } from './projections/game-user-stats.projection.js';
export { dailyActivityProjection } from './projections/daily-activity.projection.js';
export { userGameProjection } from './projections/user-game.projection.js';
export * from './game-session/game-session.events.js';
export * from './game-session/game-session.decider.js';
export * from './game-session/game-session.handler.js';
export * from './user-game/user-game.events.js';
export * from './user-game/user-game.handler.js';
export * from './user-activity/user-activity.events.js';
export * from './streak/local-day.js';
export * from './views.js';

/** Every projection the worker keeps up to date and the ops interface can rebuild. */
export const projections: Projection[] = [
  streamActivityProjection,
  eventTypeCountProjection,
  gameUserStatsProjection,
  dailyActivityProjection,
  userGameProjection,
];
