import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCookie } from '@remix-run/node';
import { DEMO_PASSWORD } from '@impromptu/db';
import pg from 'pg';
import { figures, round2, runConcurrent, type Figures } from './measure.js';
import { benchLearnerEmail, cloneTemplateLearner } from './learners.js';
import { adminQuery, benchDatabaseUrl, createSeededDatabase, runWhenMain } from './scratch-database.js';
import { freePort, postJson, spawnPageServer, startBuiltStack, stopProcess, waitForHttp } from './stack.js';
import { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_PAGES, firstLoadSizes, kilobytes } from '../support/first-load.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * BENCH_WEB_DIR and BENCH_BFF_MAIN measure another build of the same checkout (a copy of the builds before a
 * change, for an A/B in one sitting): the web app's directory (holding dist/ and build/) and the BFF's main.js.
 */
const WEB_DIR = process.env.BENCH_WEB_DIR ?? join(ROOT, 'remix');
const WEB_SERVER = join(WEB_DIR, 'dist', 'server', 'index.js');
const BFF_MAIN = process.env.BENCH_BFF_MAIN ?? join(ROOT, 'bff', 'dist', 'main.js');
const USER = 'learner@example.com';
/** BENCH_CPU_PROFILE_DIR=/tmp/prof writes a V8 CPU profile of the BFF and the web server there (open it in Chrome's DevTools). */
const profileArgs = process.env.BENCH_CPU_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
  : [];

export interface PagesBenchOptions {
  connections?: number;
  /** Requests per measured run, shared by the connections (BENCH_PAGES_REQUESTS). */
  requests?: number;
  /** Signed-in learners the requests are spread over (BENCH_PAGES_LEARNERS). */
  learners?: number;
}

/** CPU time per page of each process of the run, in ms (null where it could not be read). */
export interface CpuPerPage {
  web: number;
  bff: number;
  postgres: number | null;
  loadGenerator: number;
  total: number;
  /** Transactions the database committed per page: each autocommit statement is one, so about its SQL statements. */
  sqlPerPage: number | null;
}

export interface PageRow {
  label: string;
  path: string;
  figures: Figures;
  cpu: CpuPerPage;
  /** The 1-minute load average when the row finished: the machine is shared. */
  load: number;
  /** Answers other than 200, by status (none expected on a quiet machine). */
  failures: Record<number, number>;
}

export interface PagesBenchResult {
  connections: number;
  learners: number;
  rows: PageRow[];
  /** /games/home offered at a fixed rate (not saturated). */
  homeOffered: { rate: number; figures: Figures; load: number };
  homeBytes: { html: number; inlineData: number };
  /** Each signed-in page's HTML and inline loader data, in bytes (what trimming loader data would shrink). */
  pageBytes: Record<string, { html: number; inlineData: number }>;
  firstLoadKb: Record<string, number>;
}

/** The pages measured, signed in unless said (issue 30). */
export const MEASURED_PAGES = [
  { label: 'GET /favicon.svg (static floor)', path: '/favicon.svg', signedIn: false },
  { label: 'GET /login signed out', path: '/login', signedIn: false },
  { label: 'GET /games/home', path: '/games/home', signedIn: true },
  { label: 'GET /games/dashboard', path: '/games/dashboard', signedIn: true },
  { label: 'GET /games/class', path: '/games/class', signedIn: true },
  { label: 'GET /games/cohort', path: '/games/cohort', signedIn: true },
  { label: 'GET /games/course', path: '/games/course', signedIn: true },
  { label: 'GET /games/progress', path: '/games/progress', signedIn: true },
  // A client navigation to home that the browser already holds: If-None-Match with the learner's last ETag (304).
  { label: 'GET /games/home.data revalidated', path: '/games/home.data', signedIn: true, revalidate: true },
] as const;

/** A row of client navigations sending the ETag of the learner's last answer (ADR 0063, second addendum). */
const revalidates = (page: (typeof MEASURED_PAGES)[number]): boolean => 'revalidate' in page && page.revalidate;

/**
 * utime + stime of every thread of a process and of the processes it forked (BFF_PROCESSES, WEB_WORKERS), in ms
 * (/proc/<pid>/stat, clock ticks of 10 ms).
 */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5); the slice starts at field 3.
  const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return children.reduce((sum, child) => sum + processCpuMs(Number(child)), own);
}
const TICKS_PER_SECOND = 100;

/** CPU of the PostgreSQL backends serving one database, in ms (/proc/<pid>/schedstat); null when not readable. */
async function postgresCpuMs(client: pg.Client, database: string): Promise<Map<number, number> | null> {
  const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    database,
  ]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
    } catch {
      return null;
    }
  }
  return cpu;
}

/** Transactions committed in the database so far (pg_stat_database; backends report theirs at most a second late). */
async function committed(client: pg.Client, database: string): Promise<number> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    'SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = $1',
    [database],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A port from the environment (the machine is shared: each engineer's runs take their own), else a free one. */
async function portFrom(name: string): Promise<number> {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : freePort();
}

/**
 * Page views as a browser makes them: the built BFF and the web app's own server (both from dist/,
 * NODE_ENV=production, each in its own process) on a scratch database, and N connections asking for
 * a page, each answer read in full. The signed-in pages are spread over `learners` learners, each a
 * copy of the demo learner's data (groups, class registrations, course and game progress), so no
 * figure comes from one user's answers. Each row prints its rate, p50, p99 and the CPU each process
 * spent per page (web, BFF, the database's backends, this load generator), read from /proc, with the
 * load average: CPU per page hardly moves with what else the machine does; a rate does.
 * BENCH_WEB_PORT and BENCH_BFF_PORT choose the ports (else free ones).
 */
export async function runPagesBench(databaseUrl: string, options: PagesBenchOptions = {}): Promise<PagesBenchResult> {
  const connections = options.connections ?? 50;
  const requests = options.requests ?? (Number(process.env.BENCH_PAGES_REQUESTS) || 2_000);
  const learners = options.learners ?? (Number(process.env.BENCH_PAGES_LEARNERS) || 50);
  if (!existsSync(WEB_SERVER) || !existsSync(BFF_MAIN) || !existsSync(join(WEB_DIR, 'build', 'server', 'index.js'))) {
    throw new Error('pages bench: build first (`npm run build`): it measures the built BFF and web app');
  }
  const { name, url } = await createSeededDatabase(databaseUrl, 'pages', {
    beforeProjections: async (db) => {
      await cloneTemplateLearner(db, learners);
    },
  });
  const processes: ChildProcess[] = [];
  const admin = new pg.Client({ connectionString: url, application_name: 'bench-pages-cpu' });
  try {
    await admin.connect();
    const bffPort = await portFrom('BENCH_BFF_PORT');
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const bff = spawnPageServer(BFF_MAIN, {
      cwd: ROOT,
      env: { DATABASE_URL: url, BFF_PORT: String(bffPort) },
      nodeArgs: profileArgs,
    });
    processes.push(bff);
    await waitForHttp(`${bffUrl}/health`);
    const webPort = await portFrom('BENCH_WEB_PORT');
    const web = `http://127.0.0.1:${webPort}`;
    const webServer = spawnPageServer(WEB_SERVER, {
      cwd: WEB_DIR,
      env: { PORT: String(webPort), BFF_URL: bffUrl },
      nodeArgs: profileArgs,
    });
    processes.push(webServer);
    await waitForHttp(`${web}/healthz`);

    const sessionCookie = createCookie('impromptu_session', { path: '/' });
    const cookies: string[] = [];
    for (let index = 0; index < learners; index += 1) {
      const login = await postJson(
        `${bffUrl}/auth/login`,
        { email: benchLearnerEmail(index), password: DEMO_PASSWORD },
        {},
      );
      const token = (login.body as { token?: string }).token;
      if (!token) throw new Error(`pages bench: ${benchLearnerEmail(index)} could not sign in (${login.status})`);
      cookies.push((await sessionCookie.serialize(token)).split(';')[0] as string);
    }

    let turn = 0;
    /** Each learner's last ETag of each revalidated path. */
    const tags = new Map<string, string>();
    const get =
      (path: string, signedIn: boolean, revalidate = false) =>
      async () => {
        // Each request is a learner's, in turn: 50 users' pages, not one user's 2,000 times.
        const headers: Record<string, string> = signedIn ? { cookie: cookies[turn++ % cookies.length] as string } : {};
        const key = `${path} ${headers.cookie}`;
        const tag = revalidate ? tags.get(key) : undefined;
        if (tag) headers['if-none-match'] = tag;
        // Counted, not thrown: on a loaded machine a page past the BFF's timeout answers an error page (0: no answer).
        let status = 0;
        try {
          const response = await fetch(`${web}${path}`, { headers, redirect: 'manual' });
          await response.arrayBuffer();
          status = response.status;
          const etag = response.headers.get('etag');
          if (revalidate && etag) tags.set(key, etag);
        } catch {
          status = 0;
        }
        if (status !== 200 && !(revalidate && status === 304)) failures.set(status, (failures.get(status) ?? 0) + 1);
      };
    const failures = new Map<number, number>();
    const measureRow = async (page: (typeof MEASURED_PAGES)[number]): Promise<PageRow> => {
      // Warm this page (JIT, pools, caches) before it is counted.
      await runConcurrent(connections, connections * 4, get(page.path, page.signedIn, revalidates(page)));
      const pgBefore = await postgresCpuMs(admin, name);
      const xactBefore = await committed(admin, name);
      const webBefore = processCpuMs(webServer.pid);
      const bffBefore = processCpuMs(bff.pid);
      const selfBefore = process.cpuUsage();
      failures.clear();
      const run = await runConcurrent(connections, requests, get(page.path, page.signedIn, revalidates(page)));
      const self = process.cpuUsage(selfBefore);
      const webMs = processCpuMs(webServer.pid) - webBefore;
      const bffMs = processCpuMs(bff.pid) - bffBefore;
      const pgAfter = await postgresCpuMs(admin, name);
      const xactAfter = await committed(admin, name);
      let pgMs: number | null = null;
      if (pgBefore && pgAfter) {
        pgMs = 0;
        for (const [pid, ms] of pgAfter) pgMs += ms - (pgBefore.get(pid) ?? 0);
      }
      const n = run.latencies.length;
      const cpu: CpuPerPage = {
        web: round2(webMs / n),
        bff: round2(bffMs / n),
        postgres: pgMs === null ? null : round2(pgMs / n),
        loadGenerator: round2((self.user + self.system) / 1000 / n),
        total: 0,
        // The two reads of the counter are transactions of their own.
        sqlPerPage: round2((xactAfter - xactBefore - 2) / n),
      };
      cpu.total = round2(cpu.web + cpu.bff + (cpu.postgres ?? 0) + cpu.loadGenerator);
      const row = {
        label: page.label,
        path: page.path,
        figures: figures(run),
        cpu,
        load: round2(loadavg()[0] ?? 0),
        failures: Object.fromEntries(failures),
      };
      printRow(row);
      return row;
    };

    console.log(
      `\nPage views at ${connections} connections, ${requests} per row, signed-in pages spread over ${learners} learners (built web app → built BFF, NODE_ENV=production)`,
    );
    console.log(ROW_HEADER);
    const rows: PageRow[] = [];
    // BENCH_PAGES_ONLY=/login,/games/home measures some of the rows.
    const only = process.env.BENCH_PAGES_ONLY?.split(',');
    for (const page of MEASURED_PAGES) if (!only || only.includes(page.path)) rows.push(await measureRow(page));

    const homeOffered = await offered(get('/games/home', true), 100, Math.min(requests, 1_000));
    console.log(
      `GET /games/home offered at 100 pages/s: ${homeOffered.figures.opsPerSecond}/s, p50 ${homeOffered.figures.p50Ms} ms, p99 ${homeOffered.figures.p99Ms} ms (load ${homeOffered.load})`,
    );
    const homeBytes = await pageBytes(web, '/games/home', cookies[0] as string);
    console.log(
      `GET /games/home: ${homeBytes.html} bytes of HTML, of which ${homeBytes.inlineData} bytes of inline loader data`,
    );

    const bytesByPage: Record<string, { html: number; inlineData: number }> = {};
    for (const page of MEASURED_PAGES) {
      if (!page.signedIn || revalidates(page)) continue;
      bytesByPage[page.path] = await pageBytes(web, page.path, cookies[0] as string);
      console.log(
        `GET ${page.path}: ${bytesByPage[page.path]?.html} bytes of HTML, ${bytesByPage[page.path]?.inlineData} of inline loader data`,
      );
    }

    const result: PagesBenchResult = {
      connections,
      learners,
      rows,
      homeOffered,
      homeBytes,
      pageBytes: bytesByPage,
      firstLoadKb: Object.fromEntries(
        await Promise.all(
          FIRST_LOAD_PAGES.map(
            async (page) =>
              [page, await firstLoadKb(web, page, page === '/login' ? {} : { cookie: cookies[0] as string })] as const,
          ),
        ),
      ),
    };
    printTargets(result);
    return result;
  } finally {
    await admin.end().catch(() => undefined);
    await Promise.all(processes.map(stopProcess));
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** `total` requests started at `rate` per second whatever the answers do (an open loop), each one's latency kept. */
async function offered(
  operation: () => Promise<void>,
  rate: number,
  total: number,
): Promise<{ rate: number; figures: Figures; load: number }> {
  const latencies: number[] = [];
  const startedAt = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = startedAt + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    inFlight.push(operation().then(() => void latencies.push(performance.now() - t0)));
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return {
    rate,
    figures: figures({ latencies, elapsedMs: performance.now() - startedAt }),
    load: round2(loadavg()[0] ?? 0),
  };
}

/**
 * The page's HTML as served (decompressed), and the part that is the inline loader data (window.__remixContext).
 * BENCH_PAGES_HTML_DIR=dir also writes each page's HTML there, to see which loader data a page carries.
 */
async function pageBytes(web: string, path: string, cookie: string): Promise<{ html: number; inlineData: number }> {
  const html = await (await fetch(`${web}${path}`, { headers: { cookie } })).text();
  const htmlDir = process.env.BENCH_PAGES_HTML_DIR;
  if (htmlDir) writeFileSync(join(htmlDir, `${path.replaceAll('/', '_').replace(/^_/, '')}.html`), html);
  let inlineData = 0;
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] as string;
    if (body.includes('__remixContext') || body.includes('__remixManifest') || body.includes('streamController'))
      inlineData += Buffer.byteLength(body);
  }
  return { html: Buffer.byteLength(html), inlineData };
}

const ROW_HEADER = `${'page'.padEnd(34)} ${'pages/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   CPU ms/page: ${'web'.padStart(5)} ${'BFF'.padStart(5)} ${'PG'.padStart(5)} ${'gen'.padStart(5)} ${'total'.padStart(6)}  SQL/page  load`;

function printRow(row: PageRow): void {
  const f = row.figures;
  const c = row.cpu;
  const ms = (n: number | null) => (n === null ? '—' : n.toFixed(2)).padStart(5);
  console.log(
    `${row.label.padEnd(34)} ${String(f.opsPerSecond).padStart(8)} ${f.p50Ms.toFixed(1).padStart(8)} ${f.p99Ms.toFixed(1).padStart(8)}                ${ms(c.web)} ${ms(c.bff)} ${ms(c.postgres)} ${ms(c.loadGenerator)} ${c.total.toFixed(2).padStart(6)}  ${(c.sqlPerPage === null ? '—' : c.sqlPerPage.toFixed(1)).padStart(8)}  ${row.load.toFixed(1)}${Object.keys(row.failures).length > 0 ? `  not 200: ${JSON.stringify(row.failures)}` : ''}`,
  );
}

function printTargets(r: PagesBenchResult): void {
  const signedIn = r.rows.filter((row) => row.path.startsWith('/games/') && !row.path.endsWith('.data'));
  const login = r.rows.find((row) => row.path === '/login');
  const worst = (pick: (row: PageRow) => number) => Math.max(...signedIn.map(pick));
  const home = r.rows.find((row) => row.path === '/games/home');
  const serverCpu = (row: PageRow) => row.cpu.web + row.cpu.bff + (row.cpu.postgres ?? 0);
  console.log(
    `targets (issue 48): /games/home ≥ 250 pages/s (${home?.figures.opsPerSecond ?? '—'}/s) with p99 < 300 ms (${home?.figures.p99Ms ?? '—'} ms); every signed-in page ≥ 200 pages/s (lowest ${Math.min(...signedIn.map((row) => row.figures.opsPerSecond))}/s); /login ≥ 600 pages/s (${login?.figures.opsPerSecond ?? '—'}/s); CPU ≤ 5 ms a signed-in page, web + BFF + PostgreSQL (highest ${round2(worst(serverCpu))} ms; with the load generator ${worst((row) => row.cpu.total)} ms)`,
  );
  console.log(
    `issue 30's: p99 < 300 ms on every signed-in page (highest ${worst((row) => row.figures.p99Ms)} ms); /games/home at 100/s offered p99 < 100 ms (${r.homeOffered.figures.p99Ms} ms)`,
  );
  for (const [page, kb] of Object.entries(r.firstLoadKb)) {
    console.log(
      `first-load JavaScript of ${page}: ${kb} KB gzip (budget ${FIRST_LOAD_BUDGET_KB} KB${kb > FIRST_LOAD_BUDGET_KB ? ': over' : ''})`,
    );
  }
}

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
    const { bffUrl, web } = await startBuiltStack(processes, {
      databaseUrl: url,
      bffMain: BFF_MAIN,
      webServer: WEB_SERVER,
    });
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
    await Promise.all(processes.map(stopProcess));
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Every script a first visit to the page loads (module scripts, modulepreloads, inline imports), gzip -9, in KB. */
async function firstLoadKb(web: string, path: string, headers: Record<string, string>): Promise<number> {
  const html = await (await fetch(`${web}${path}`, { headers })).text();
  const sizes = await firstLoadSizes(html, async (script) =>
    Buffer.from(await (await fetch(`${web}${script}`)).arrayBuffer()),
  );
  // BENCH_FIRST_LOAD_DETAIL=1: each script of the page, largest first, to see what a budget overrun is made of.
  if (process.env.BENCH_FIRST_LOAD_DETAIL) {
    console.log(
      `${path}:\n${sizes.map(({ script, bytes }) => `  ${kilobytes(bytes).toFixed(1).padStart(6)} KB  ${script}`).join('\n')}`,
    );
  }
  return kilobytes(sizes.reduce((sum, { bytes }) => sum + bytes, 0));
}

runWhenMain(import.meta.url, () => runPagesBench(benchDatabaseUrl));
