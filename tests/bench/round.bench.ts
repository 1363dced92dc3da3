import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createCookie } from '@remix-run/node';
import { createDb, DEMO_PASSWORD, migrateToLatest, seed } from '@impromptu/db';
import { EventStore, newEventId, positionOf, ProjectionRunner, waitForCheckpoint } from '@impromptu/event-store';
import { projections } from '@impromptu/jobs';
import { gameSessionStreamId, type RoundCompleted } from '@impromptu/play';
import { figures, percentile, round2, runConcurrent, type Figures } from './measure.js';
import { adminQuery, benchDatabaseUrl, runWhenMain, withDatabase } from './scratch-database.js';
import { freePort, postJson, spawnPageServer, startBffFromSource, stopProcess, waitForHttp } from './stack.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB_BUILD = join(ROOT, 'remix', 'build', 'server', 'index.js');
// The web app's own server (ADR 0009), built by `tsc -b`.
const WEB_SERVER = join(ROOT, 'remix', 'dist', 'server', 'index.js');
const USER = 'learner@example.com';

export interface RoundBenchOptions {
  connections?: number;
  /** Rounds per measured run, shared by the connections. */
  rounds?: number;
  /** Rounds whose projection lag is measured. */
  lagSamples?: number;
  /** Through the built web app when it has the route (default), or straight to the BFF. */
  throughWeb?: boolean;
}

export interface RoundBenchResult {
  path: 'web → bff' | 'bff';
  connections: number;
  roundCompleted: Figures;
  rawInsert: Figures;
  storeAppend: Figures;
  ratioToRaw: number;
  lagIdle: { p50Ms: number; p99Ms: number };
  lagUnderLoad: { p50Ms: number; p99Ms: number };
}

/**
 * 'Round completed' end to end: the real BFF (its main.ts in its own process, on a scratch database
 * and a free port) behind the built web app when remix/build has the rounds resource route, with a
 * ProjectionRunner running. N connections POST rounds, each with a new idempotency key, to their own
 * session; the same RoundCompleted event is then appended raw (INSERT into a copy of es_events) and
 * through EventStore.append at the same concurrency, in the same run. Projection lag is the time
 * from an append's return until the game_user_stats checkpoint (the stats row) includes it.
 */
export async function runRoundBench(databaseUrl: string, options: RoundBenchOptions = {}): Promise<RoundBenchResult> {
  const connections = options.connections ?? 50;
  const rounds = options.rounds ?? 3_000;
  const lagSamples = options.lagSamples ?? 500;
  const name = `impromptu_bench_round_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(databaseUrl, name);
  const db = createDb(url, { max: connections + 5, applicationName: 'bench-round' });
  let web: ChildProcess | null = null;
  let bff: ChildProcess | null = null;
  let runner: ProjectionRunner | null = null;
  try {
    await migrateToLatest(db);
    await seed(db, { production: false });
    await sql`CREATE TABLE bench_raw (LIKE es_events INCLUDING ALL)`.execute(db);
    let bffUrl: string;
    ({ base: bffUrl, bff } = await startBffFromSource({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
    }));
    runner = new ProjectionRunner({ db, databaseUrl: url, projections, pollIntervalMs: 50, lockRetryMs: 200 });
    await runner.start();

    const login = await postJson(`${bffUrl}/auth/login`, { email: USER, password: DEMO_PASSWORD }, {});
    const token = (login.body as { token: string }).token;
    const userId = (login.body as { userId: string }).userId;

    let base = bffUrl;
    let headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let path: RoundBenchResult['path'] = 'bff';
    if (options.throughWeb !== false && webBuildHasRounds()) {
      const port = await freePort();
      // The web server finds the build relative to its working directory.
      web = spawnPageServer(WEB_SERVER, { cwd: join(ROOT, 'remix'), env: { PORT: String(port), BFF_URL: bffUrl } });
      base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}/healthz`);
      const cookie = (await createCookie('impromptu_session', { path: '/' }).serialize(token)).split(';')[0] as string;
      headers = { cookie };
      path = 'web → bff';
    } else if (options.throughWeb !== false) {
      console.log(
        'remix/build has no resources.game-sessions.$sessionId.rounds route (run `npm run build -w @impromptu/web`): measuring the BFF only.',
      );
    }
    const sessionsPath = path === 'bff' ? '/game-sessions' : '/resources/game-sessions';

    // Sessions through the same path; each connection records rounds to its own session, in order.
    const startSessions = async () =>
      Promise.all(
        Array.from({ length: connections }, async () => {
          const started = await postJson(
            `${base}${sessionsPath}`,
            {
              shortCode: 'triple-step',
              settings: { isTitleSuggested: true },
              isMultiplayer: false,
              players: ['Player 1'],
            },
            headers,
          );
          if (started.status !== 201)
            throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
          return { sessionId: (started.body as { sessionId: string }).sessionId, round: 0 };
        }),
      );
    const roundOverHttp = (session: { sessionId: string; round: number }) => async () => {
      session.round += 1;
      const answer = await postJson(
        `${base}${sessionsPath}/${session.sessionId}/rounds`,
        roundBody(session.round),
        headers,
      );
      if (answer.status !== 201) throw new Error(`round answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    };
    const warm = await startSessions();
    await runConcurrent(connections, connections * 10, (worker) => roundOverHttp(warm[worker]!)());

    const sessions = await startSessions();
    const viaHttp = await runConcurrent(connections, rounds, (worker) => roundOverHttp(sessions[worker]!)());

    // The same event, raw and through the store, at the same concurrency.
    const store = new EventStore(db);
    const streams = Array.from({ length: connections }, () => ({ sessionId: randomUUID(), version: 0 }));
    for (const stream of streams) {
      stream.version = (
        await store.append(gameSessionStreamId(stream.sessionId), [{ type: 'BenchStreamOpened', data: {} }], {
          expectedVersion: 'no_stream',
        })
      ).toVersion;
    }
    let n = 0;
    const raw = await runConcurrent(connections, rounds, async () => {
      const data = roundCompleted(userId, randomUUID(), ++n);
      await sql`
        INSERT INTO bench_raw (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
        VALUES (${gameSessionStreamId(data.sessionId)}, 1, ${newEventId()}::uuid, 'RoundCompleted', 1, ${JSON.stringify(data)}::jsonb, '{}'::jsonb)`.execute(
        db,
      );
    });
    const appended = await runConcurrent(connections, rounds, async (worker) => {
      const stream = streams[worker]!;
      const result = await store.append(
        gameSessionStreamId(stream.sessionId),
        [
          {
            type: 'RoundCompleted',
            data: { ...roundCompleted(userId, stream.sessionId, stream.version) },
            schemaVersion: 1,
          },
        ],
        { expectedVersion: stream.version, idempotencyKey: randomUUID() },
      );
      stream.version = result.toVersion;
    });

    // Projection lag: one writer alone, then every connection appending and waiting for its round.
    const lag = async (writers: number) => {
      const samples: number[] = [];
      await runConcurrent(writers, lagSamples, async (worker) => {
        const stream = streams[worker]!;
        const result = await store.append(
          gameSessionStreamId(stream.sessionId),
          [
            {
              type: 'RoundCompleted',
              data: { ...roundCompleted(userId, stream.sessionId, stream.version) },
              schemaVersion: 1,
            },
          ],
          { expectedVersion: stream.version },
        );
        stream.version = result.toVersion;
        const t0 = performance.now();
        if (!(await waitForCheckpoint(db, 'game_user_stats', positionOf(result), 10_000)))
          throw new Error('projection lag over 10 s');
        samples.push(performance.now() - t0);
      });
      return samples.sort((a, b) => a - b);
    };
    const idle = await lag(1);
    const loaded = await lag(connections);

    const result: RoundBenchResult = {
      path,
      connections,
      roundCompleted: figures(viaHttp),
      rawInsert: figures(raw),
      storeAppend: figures(appended),
      ratioToRaw: round2(figures(viaHttp).opsPerSecond / figures(raw).opsPerSecond),
      lagIdle: { p50Ms: round2(percentile(idle, 0.5)), p99Ms: round2(percentile(idle, 0.99)) },
      lagUnderLoad: { p50Ms: round2(percentile(loaded, 0.5)), p99Ms: round2(percentile(loaded, 0.99)) },
    };
    print(result);
    return result;
  } finally {
    web?.kill('SIGTERM');
    await Promise.all([stopProcess(bff), runner?.stop()]);
    await db.destroy();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

function roundBody(round: number) {
  return {
    idempotencyKey: randomUUID(),
    round,
    playerIndex: 0,
    playerName: 'Player 1',
    settings: { totalRounds: 6, roundDuration: 60, totalTopics: 6, isTitleSuggested: true },
    roundDuration: 60,
    speechDuration: 52.4,
    pauseDuration: 7.6,
    survived: true,
    cards: ['a lighthouse', 'the last train', 'a borrowed umbrella'],
  };
}

function roundCompleted(userId: string, sessionId: string, round: number): RoundCompleted {
  const { idempotencyKey: _key, ...body } = roundBody(round);
  return {
    sessionId,
    userId,
    shortCode: 'triple-step',
    ...body,
    completedAt: new Date().toISOString(),
    timeZone: 'UTC',
  };
}

function webBuildHasRounds(): boolean {
  if (!existsSync(WEB_BUILD) || !existsSync(WEB_SERVER)) return false;
  return readFileSync(WEB_BUILD, 'utf8').includes('resources.game-sessions.$sessionId.rounds');
}

function print(r: RoundBenchResult): void {
  const row = (label: string, f: Figures) =>
    `${label.padEnd(34)} ${String(f.ops).padStart(6)} ${String(f.opsPerSecond).padStart(8)} ${f.p50Ms.toFixed(2).padStart(8)} ${f.p99Ms.toFixed(2).padStart(8)}`;
  console.log(`\n'Round completed' at ${r.connections} connections (${r.path})`);
  console.log(
    `${'run'.padEnd(34)} ${'ops'.padStart(6)} ${'ops/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  console.log(row(`POST round (${r.path})`, r.roundCompleted));
  console.log(row('raw durable INSERT', r.rawInsert));
  console.log(row('EventStore.append (exact version)', r.storeAppend));
  console.log(
    `round throughput vs raw INSERT: ${r.ratioToRaw.toFixed(2)} (target ≥ 0.5); round p99 ${r.roundCompleted.p99Ms} ms (target < 50 ms)`,
  );
  console.log(
    `projection lag append → game_user_stats: 1 writer p50 ${r.lagIdle.p50Ms} ms, p99 ${r.lagIdle.p99Ms} ms; ${r.connections} writers p50 ${r.lagUnderLoad.p50Ms} ms, p99 ${r.lagUnderLoad.p99Ms} ms (target p99 < 100 ms)`,
  );
}
runWhenMain(import.meta.url, () => runRoundBench(benchDatabaseUrl));
