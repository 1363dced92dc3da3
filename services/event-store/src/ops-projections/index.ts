import { eventTypeCountProjection } from './event-type-count.projection.js';
import { streamActivityProjection } from './stream-activity.projection.js';

export { eventTypeCountProjection, streamActivityProjection };

/** Projections of the store itself, over every stream of every context: what operators look at. */
export const opsProjections = [streamActivityProjection, eventTypeCountProjection] as const;
