import { expect } from '@jest/globals';
import type { Kysely } from 'kysely';
import { EventStore } from '../event-store.js';
import { waitForCheckpoint } from '../checkpoint.js';
import type { Projection } from '../projection.js';
import { ProjectionRunner } from '../projection-runner.js';
import { rebuildProjection } from '../rebuild.js';
import { comparePositions, positionOf, type EventToAppend, type Position } from '../types.js';

/** Events appended to one stream in one append, as a request would append them. */
export interface GivenAppend {
  streamId: string;
  events: EventToAppend[];
  streamType?: string;
}

/**
 * A change to reference data made between appends (a user's type, a name, a group membership): the
 * runner has applied every append before it, so a projection that read reference data while applying
 * would see the data before the change live and after it in the rebuild, and the two would differ.
 */
export interface GivenChange {
  meanwhile: (db: Kysely<any>) => Promise<unknown>;
}

export type GivenStep = GivenAppend | GivenChange;

export interface ProjectionSpecDatabase {
  db: Kysely<any>;
  url: string;
}

const CATCH_UP_MS = 30_000;

/** Resolves once the runner owns the projection; throws after CATCH_UP_MS. */
async function ownership(runner: ProjectionRunner, projectionName: string): Promise<void> {
  const deadline = Date.now() + CATCH_UP_MS;
  while (!runner.owns(projectionName)) {
    if (Date.now() > deadline) throw new Error(`the runner did not own ${projectionName} within ${CATCH_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Given these appends, then the projection's view answers these rows — on a real database, with
 * the real projection runner applying the events live, batch by batch as they are appended, and a
 * blue/green rebuild replaying them all at once that must leave exactly the same rows.
 *
 *   const given = ProjectionSpecification.for(dailyActivityProjection, database);
 *   await given(appendsOfRounds).then((db) => db.selectFrom('user_streak')…, [{ … }]);
 *
 * A step `{ meanwhile: (db) => … }` changes reference data once the appends before it are applied.
 */
export const ProjectionSpecification = {
  for(projection: Projection, database: ProjectionSpecDatabase) {
    const store = new EventStore(database.db);
    return (...steps: GivenStep[]) => ({
      async then<Row>(readView: (db: Kysely<any>) => Promise<Row[]>, expected: Row[]): Promise<void> {
        const runner = new ProjectionRunner({
          db: database.db,
          databaseUrl: database.url,
          projections: [projection],
          batchSize: 2,
          pollIntervalMs: 20,
          lockRetryMs: 50,
        });
        await runner.start();
        try {
          // A read-your-writes wait answers at once while no runner owns the projection (checkpoint.ts), and on a busy
          // machine the first ownership attempt can fail (it is retried every lockRetryMs): own it before appending.
          await ownership(runner, projection.name);
          let last: Position | null = null;
          const caughtUp = async () => {
            if (last !== null && !(await waitForCheckpoint(database.db, projection.name, last, CATCH_UP_MS))) {
              throw new Error(`projection ${projection.name} did not catch up within ${CATCH_UP_MS} ms`);
            }
          };
          for (const step of steps) {
            if ('meanwhile' in step) {
              await caughtUp();
              await step.meanwhile(database.db);
              continue;
            }
            const append = step;
            const result = await store.append(append.streamId, append.events, {
              expectedVersion: 'any',
              ...(append.streamType === undefined ? {} : { streamType: append.streamType }),
            });
            const position = positionOf(result);
            if (last === null || comparePositions(position, last) > 0) last = position;
          }
          await caughtUp();
        } finally {
          await runner.stop();
        }
        const live = await readView(database.db);
        expect(live).toEqual(expected);
        await rebuildProjection({ db: database.db, projection, batchSize: 1_000 });
        expect(await readView(database.db)).toEqual(live);
      },
    });
  },
};
