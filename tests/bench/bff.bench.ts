import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@impromptu/db';
import { ALL_STAND_INS_NAMED } from '@impromptu/integrations/adapter-choice';
import { figures, runConcurrent, type Figures } from './measure.js';
import { adminQuery, benchDatabaseUrl, createSeededDatabase, runWhenMain } from './scratch-database.js';
import { freePort, postJson, stopProcess, waitForHttp } from './stack.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const USER = 'learner@example.com';

export interface BffBenchOptions {
  connections?: number;
  /** Requests per measured round and row, shared by the connections. */
  requests?: number;
  rounds?: number;
}

type Server = 'express' | 'fastify' | 'bare express' | 'bare fastify';

/**
 * The BFF's hot reads on its HTTP adapter (Express) and on NestJS's Fastify adapter (ADR 0013),
 * each the same AppModule in its own process from source on one scratch database, beside bare
 * "hello" servers of both frameworks as the ceiling, at N connections, rounds alternated so that
 * the machine's load hits every row alike.
 */
export async function runBffBench(
  databaseUrl = benchDatabaseUrl,
  options: BffBenchOptions = {},
): Promise<Record<string, Figures>> {
  const connections = options.connections ?? 50;
  const requests = options.requests ?? 1_000;
  const rounds = options.rounds ?? 3;
  const { name, url } = await createSeededDatabase(databaseUrl, 'bff');
  const processes: ChildProcess[] = [];
  try {
    const env = {
      ...process.env,
      ...ALL_STAND_INS_NAMED,
      NODE_ENV: 'production' as const,
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
    };
    const start = async (server: Server, args: string[], readyPath: string): Promise<string> => {
      const port = await freePort();
      processes.push(
        spawn(process.execPath, args, {
          cwd: ROOT,
          env: { ...env, BFF_PORT: String(port), PORT: String(port) },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}${readyPath}`);
      return base;
    };
    const source = (main: string) => [
      TSX,
      '--tsconfig',
      join(ROOT, 'bff', 'tsconfig.json'),
      '--conditions=source',
      main,
    ];
    const bases: Record<Server, string> = {
      express: await start('express', source(join(ROOT, 'bff', 'src', 'main.ts')), '/health'),
      fastify: await start('fastify', source(join(ROOT, 'tests', 'bench', 'fastify-bff.ts')), '/health'),
      'bare express': await start('bare express', ['--input-type=module', '-e', BARE_EXPRESS], '/'),
      'bare fastify': await start('bare fastify', ['--input-type=module', '-e', BARE_FASTIFY], '/'),
    };

    const token = (
      (await postJson(`${bases.express}/auth/login`, { email: USER, password: DEMO_PASSWORD }, {})).body as {
        token: string;
      }
    ).token;
    const get = (base: string, path: string) => async () => {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`GET ${base}${path} answered ${response.status}: ${body}`);
    };
    // Both adapters must answer the same: a faster wrong answer measures nothing.
    const bodies = await Promise.all(
      ['express', 'fastify'].map(async (server) =>
        (await fetch(`${bases[server as Server]}/user/me`, { headers: { authorization: `Bearer ${token}` } })).json(),
      ),
    );
    if (JSON.stringify(bodies[0]) !== JSON.stringify(bodies[1]))
      throw new Error('bff bench: the two adapters answer /user/me differently');

    const rows: Array<[string, string, string]> = [
      ['GET /user/me, Express (the BFF today)', bases.express, '/user/me'],
      ['GET /user/me, Fastify adapter', bases.fastify, '/user/me'],
      ['GET /auth/session, Express', bases.express, '/auth/session'],
      ['GET /auth/session, Fastify adapter', bases.fastify, '/auth/session'],
      // What one /games/home view asks the BFF since ADR 0019: its shell, then its sections.
      ['GET /pages/shell, Express', bases.express, '/pages/shell'],
      ['GET /pages/home, Express', bases.express, '/pages/home'],
      ['bare Express hello (ceiling)', bases['bare express'], '/'],
      ['bare Fastify hello (ceiling)', bases['bare fastify'], '/'],
    ];
    for (const [, base, path] of rows) await runConcurrent(connections, requests / 2, get(base, path));
    const samples = new Map(rows.map(([label]) => [label, { latencies: [] as number[], elapsedMs: 0 }]));
    for (let round = 0; round < rounds; round += 1) {
      for (const [label, base, path] of rows) {
        const run = await runConcurrent(connections, requests, get(base, path));
        const sample = samples.get(label)!;
        sample.latencies.push(...run.latencies);
        sample.elapsedMs += run.elapsedMs;
      }
    }
    const result = Object.fromEntries(
      [...samples].map(([label, sample]) => [
        label,
        figures({ latencies: sample.latencies.sort((a, b) => a - b), elapsedMs: sample.elapsedMs }),
      ]),
    );
    console.log(
      `\nBFF hot reads at ${connections} connections, Express and NestJS's Fastify adapter (same AppModule, same run)`,
    );
    console.log(`${'request'.padEnd(40)} ${'requests/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    for (const [label, f] of Object.entries(result))
      console.log(
        `${label.padEnd(40)} ${String(f.opsPerSecond).padStart(10)} ${f.p50Ms.toFixed(2).padStart(8)} ${f.p99Ms.toFixed(2).padStart(8)}`,
      );
    const ratio = (a: string, b: string) => (result[a]!.opsPerSecond / result[b]!.opsPerSecond).toFixed(2);
    console.log(
      `Fastify ÷ Express: /user/me ${ratio('GET /user/me, Fastify adapter', 'GET /user/me, Express (the BFF today)')}, /auth/session ${ratio('GET /auth/session, Fastify adapter', 'GET /auth/session, Express')}`,
    );
    return result;
  } finally {
    await Promise.all(processes.map(stopProcess));
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

const BARE_EXPRESS = `import express from 'express';
const app = express(); app.disable('x-powered-by');
app.get('/', (_req, res) => res.json({ hello: 'world' }));
app.listen(Number(process.env.PORT), '127.0.0.1');`;

const BARE_FASTIFY = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

runWhenMain(import.meta.url, () => runBffBench(benchDatabaseUrl));
