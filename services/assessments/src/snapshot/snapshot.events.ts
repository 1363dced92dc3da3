import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { WIZARD_TYPES } from '../schemas.js';

/** Stream of one shape snapshot: `shape-snapshot-{snapshotId}`. */
export function snapshotStreamId(snapshotId: string): string {
  return `shape-snapshot-${snapshotId}`;
}
export const SNAPSHOT_STREAM_TYPE = 'shape-snapshot';

/** One answered trait as spec 3 §3 keeps a user trait: rating (a number or null), comment (the text), metadata. */
export const UserTraitSchema = z.object({
  traitId: z.uuid(),
  traitName: z.string(),
  traitType: z.string(),
  category: z.string(),
  rating: z.number().int().min(0).max(10).nullable(),
  comment: z.string().max(2000).nullable(),
  metadata: z.object({
    choices: z.array(z.string().max(200)).max(50).optional(),
    other: z.string().max(200).optional(),
  }),
});

const isoInstant = z.iso.datetime({ offset: true });

export const ShapeSnapshotTakenV1 = z.object({
  snapshotId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  wizardType: z.enum([...WIZARD_TYPES, 'goals']),
  traits: z.array(UserTraitSchema),
  takenAt: isoInstant,
});

export const ShapeSnapshotAnswersAddedV1 = z.object({
  snapshotId: z.uuid(),
  userId: z.uuid(),
  traits: z.array(UserTraitSchema).min(1),
  addedAt: isoInstant,
});

export type UserTrait = z.infer<typeof UserTraitSchema>;
export type ShapeSnapshotTaken = z.infer<typeof ShapeSnapshotTakenV1>;

/** The events of a shape snapshot: taken with all its answers at once, then goals added onto it. */
export const snapshotEvents = defineEvents({
  ShapeSnapshotTaken: { version: 1, schema: ShapeSnapshotTakenV1 },
  ShapeSnapshotAnswersAdded: { version: 1, schema: ShapeSnapshotAnswersAddedV1 },
});

export type SnapshotEvent = CatalogueEvent<typeof snapshotEvents>;
