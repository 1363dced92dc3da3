import type { Projection } from '@impromptu/event-store';
import { eventTypeCountProjection } from './projections/event-type-count.projection.js';
import { streamActivityProjection } from './projections/stream-activity.projection.js';

export { eventTypeCountProjection } from './projections/event-type-count.projection.js';
export { streamActivityProjection } from './projections/stream-activity.projection.js';

/** Every projection the worker keeps up to date and the ops interface can rebuild. */
export const projections: Projection[] = [streamActivityProjection, eventTypeCountProjection];
