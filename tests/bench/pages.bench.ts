import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createCookie } from '@remix-run/node';
import { DEMO_PASSWORD } from '@impromptu/db';
import { figures, runConcurrent, type Figures } from './measure.js';
import { adminQuery, benchDatabaseUrl, createSeededDatabase, runWhenMain } from './scratch-database.js';
import { freePort, postJson, waitForHttp } from './stack.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB_SERVER = join(ROOT, 'remix', 'dist', 'server', 'index.js');
const BFF_MAIN = join(ROOT, 'bff', 'dist', 'main.js');
const USER = 'learner@example.com';
/** The first-load JavaScript budget of a page, compressed (issue 9). */
const FIRST_LOAD_BUDGET_KB = 150;
/** BENCH_CPU_PROFILE_DIR=/tmp/prof writes a V8 CPU profile of the BFF and the web server there (open it in Chrome's DevTools). */
const profileArgs = process.env.BENCH_CPU_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
  : [];

export interface PagesBenchOptions {
  connections?: number;
  /** Requests per measured run, shared by the connections. */
  requests?: number;
}

export interface PagesBenchResult {
  connections: number;
  staticAsset: Figures;
  loginSignedOut: Figures;
  homeSignedIn: Figures;
  homeOneConnection: Figures;
  firstLoadKb: Record<string, number>;
}

/**
 * Page views as a browser makes them: the built BFF and the web app's own server (both from dist/,
 * NODE_ENV=production, each in its own process) on a scratch database, and N connections asking for
 * a page, each answer read in full. In the same run: a static asset of the same server (its ceiling),
 * /login signed out, /games/home signed in at N connections and at one. Then the JavaScript a first
 * visit loads on /login, /games/home and a game page, gzip-compressed.
 */
export async function runPagesBench(databaseUrl: string, options: PagesBenchOptions = {}): Promise<PagesBenchResult> {
  const connections = options.connections ?? 50;
  const requests = options.requests ?? 3_000;
  if (
    !existsSync(WEB_SERVER) ||
    !existsSync(BFF_MAIN) ||
    !existsSync(join(ROOT, 'remix', 'build', 'server', 'index.js'))
  ) {
    throw new Error('pages bench: build first (`npm run build`): it measures the built BFF and web app');
  }
  const { name, url } = await createSeededDatabase(databaseUrl, 'pages');
  const processes: ChildProcess[] = [];
  try {
    const bffPort = await freePort();
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    processes.push(
      spawn(process.execPath, [...profileArgs, BFF_MAIN], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, BFF_PORT: String(bffPort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitForHttp(`${bffUrl}/health`);
    const webPort = await freePort();
    const web = `http://127.0.0.1:${webPort}`;
    processes.push(
      spawn(process.execPath, [...profileArgs, WEB_SERVER], {
        cwd: join(ROOT, 'remix'),
        env: { ...process.env, NODE_ENV: 'production', PORT: String(webPort), BFF_URL: bffUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitForHttp(`${web}/healthz`);

    const login = await postJson(`${bffUrl}/auth/login`, { email: USER, password: DEMO_PASSWORD }, {});
    const token = (login.body as { token: string }).token;
    const cookie = (await createCookie('impromptu_session', { path: '/' }).serialize(token)).split(';')[0] as string;
    // A consent choice made, as on every visit after the first: the banner is not what is measured.
    const signedIn = { cookie };

    const get =
      (path: string, headers: Record<string, string> = {}) =>
      async () => {
        const response = await fetch(`${web}${path}`, { headers, redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      };
    const measure = (path: string, headers?: Record<string, string>, workers = connections, ops = requests) =>
      runConcurrent(workers, ops, get(path, headers)).then(figures);

    // Warm the server (JIT, pools, caches) before anything is counted.
    await runConcurrent(connections, connections * 10, get('/games/home', signedIn));
    await runConcurrent(connections, connections * 4, get('/login'));

    const result: PagesBenchResult = {
      connections,
      staticAsset: await measure('/favicon.svg'),
      loginSignedOut: await measure('/login'),
      homeSignedIn: await measure('/games/home', signedIn),
      homeOneConnection: await measure('/games/home', signedIn, 1, 300),
      firstLoadKb: Object.fromEntries(
        await Promise.all(
          FIRST_LOAD_PAGES.map(
            async (page) => [page, await firstLoadKb(web, page, page === '/login' ? {} : signedIn)] as const,
          ),
        ),
      ),
    };
    print(result);
    return result;
  } finally {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
      ),
    );
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** The pages whose first-load JavaScript is measured: the game pages with voice metrics off (issue 18: unchanged). */
export const FIRST_LOAD_PAGES = [
  '/login',
  '/games/home',
  '/games/dashboard/triple-step',
  '/games/dashboard/conductor',
  '/games/dashboard/snow-globe',
] as const;

/**
 * `npm run bench -- first-load`: only the first-load JavaScript of FIRST_LOAD_PAGES (the built web app and BFF on
 * a scratch database, as the pages benchmark runs them), without the load runs.
 */
export async function runFirstLoadBench(databaseUrl: string): Promise<Record<string, number>> {
  if (
    !existsSync(WEB_SERVER) ||
    !existsSync(BFF_MAIN) ||
    !existsSync(join(ROOT, 'remix', 'build', 'server', 'index.js'))
  ) {
    throw new Error('first-load bench: build first (`npm run build`): it measures the built web app');
  }
  const { name, url } = await createSeededDatabase(databaseUrl, 'firstload');
  const processes: ChildProcess[] = [];
  try {
    const bffPort = await freePort();
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    processes.push(
      spawn(process.execPath, [BFF_MAIN], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, BFF_PORT: String(bffPort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitForHttp(`${bffUrl}/health`);
    const webPort = await freePort();
    const web = `http://127.0.0.1:${webPort}`;
    processes.push(
      spawn(process.execPath, [WEB_SERVER], {
        cwd: join(ROOT, 'remix'),
        env: { ...process.env, NODE_ENV: 'production', PORT: String(webPort), BFF_URL: bffUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitForHttp(`${web}/healthz`);
    const login = await postJson(`${bffUrl}/auth/login`, { email: USER, password: DEMO_PASSWORD }, {});
    const token = (login.body as { token: string }).token;
    const cookie = (await createCookie('impromptu_session', { path: '/' }).serialize(token)).split(';')[0] as string;
    const result: Record<string, number> = {};
    for (const page of FIRST_LOAD_PAGES)
      result[page] = await firstLoadKb(web, page, page === '/login' ? {} : { cookie });
    for (const [page, kb] of Object.entries(result)) {
      console.log(
        `first-load JavaScript of ${page}: ${kb} KB gzip (budget ${FIRST_LOAD_BUDGET_KB} KB${kb > FIRST_LOAD_BUDGET_KB ? ': over' : ''})`,
      );
    }
    return result;
  } finally {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
      ),
    );
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Every script a first visit to the page loads (module scripts, modulepreloads, inline imports), gzip -9, in KB. */
async function firstLoadKb(web: string, path: string, headers: Record<string, string>): Promise<number> {
  const html = await (await fetch(`${web}${path}`, { headers })).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1] as string);
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    scripts.add(match[1] as string);
  let bytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(`${web}${script}`)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

function print(r: PagesBenchResult): void {
  const row = (label: string, f: Figures) =>
    `${label.padEnd(40)} ${String(f.ops).padStart(6)} ${String(f.opsPerSecond).padStart(8)} ${f.p50Ms.toFixed(2).padStart(8)} ${f.p99Ms.toFixed(2).padStart(8)}`;
  console.log(`\nPage views at ${r.connections} connections (built web app → built BFF, NODE_ENV=production)`);
  console.log(
    `${'page'.padEnd(40)} ${'pages'.padStart(6)} ${'pages/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  console.log(row('GET /favicon.svg (static, same server)', r.staticAsset));
  console.log(row('GET /login signed out', r.loginSignedOut));
  console.log(row('GET /games/home signed in', r.homeSignedIn));
  console.log(row('GET /games/home signed in, 1 connection', r.homeOneConnection));
  console.log(
    `targets: /games/home ≥ 400 pages/s and p99 < 200 ms (${r.homeSignedIn.opsPerSecond}/s, p99 ${r.homeSignedIn.p99Ms} ms); /login ≥ 600 pages/s (${r.loginSignedOut.opsPerSecond}/s)`,
  );
  for (const [page, kb] of Object.entries(r.firstLoadKb)) {
    console.log(
      `first-load JavaScript of ${page}: ${kb} KB gzip (budget ${FIRST_LOAD_BUDGET_KB} KB${kb > FIRST_LOAD_BUDGET_KB ? ': over' : ''})`,
    );
  }
}

runWhenMain(import.meta.url, () => runPagesBench(benchDatabaseUrl));
