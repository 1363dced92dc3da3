/**
 * The suites that need the product running as `npm start` runs it: one product started once, then the e2e
 * suite (Playwright, which finds it up and reuses it) and the API suites against its BFF (Jest with
 * API_TARGET_URL), then the product stopped. Starting it once instead of twice is a minute of CI.
 *
 *   tsx support/stack-suites.ts e2e api [-- <jest arguments>]   (npm test)
 *   tsx support/stack-suites.ts api [-- <jest arguments>]       (npm run test:api:target)
 *
 * Run from tests/ (the workspace's scripts do). Each phase prints its duration.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  e2eBffUrl,
  e2eDataDir,
  e2eServerLog,
  e2eWebServerEnv,
  e2eWebUrl,
  aloneProjects,
  ALONE_WORKERS,
} from '../playwright.config.js';
import { waitFor } from './poll.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const separator = process.argv.indexOf('--');
const phases = new Set(process.argv.slice(2, separator === -1 ? undefined : separator));
const jestArguments = separator === -1 ? [] : process.argv.slice(separator + 1);
const durations: string[] = [];
/** What failed in each phase, printed last: the e2e list scrolls out of a CI log's tail behind the later phases. */
const failures: string[] = [];
/** The e2e tests that failed once and passed on their retry: printed last too, so a flaky test is seen and mended. */
const retried: string[] = [];
/** The summary again, for `npm test` to print after Jest's output, which would otherwise bury it in a CI log's tail. */
const summaryFile = fileURLToPath(new URL('../test-results/stack-suites.txt', import.meta.url));
rmSync(summaryFile, { force: true });

interface ReportSuite {
  suites?: ReportSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/**
 * The tests of a Playwright JSON report with the status given ('unexpected': failed; 'flaky': failed, then passed
 * on the retry): file:line, title, project and the first error's first line.
 */
function testsThat(status: 'unexpected' | 'flaky', reportFile: string): string[] {
  if (!existsSync(reportFile)) return [`(no report at ${reportFile})`];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ReportSuite & { errors?: { message?: string }[] };
  const failed = status === 'unexpected' ? (report.errors ?? []).map((error) => firstLine(error.message)) : [];
  const walk = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === status) {
          const error = test.results.find((result) => result.error)?.error?.message;
          failed.push(`${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  walk(report);
  return failed;
}

function firstLine(message: string | undefined): string {
  return (
    (message ?? '(no message)')
      // eslint-disable-next-line no-control-regex -- Playwright's messages carry ANSI colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0]!
      .slice(0, 300)
  );
}

/** The machine's CPU time so far, busy and in all, from /proc/stat's first line (Linux; zeros elsewhere). */
function cpuTicks(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the time no process wanted the CPU.
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * Runs a phase and records its duration with how busy the machine's cores were meanwhile: a phase far under 100 %
 * waits on clocks and could share the cores (CI runs the type-aware checks beside npm test for that reason).
 */
async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const before = cpuTicks();
  try {
    return await run();
  } finally {
    const after = cpuTicks();
    const busy = after.total > before.total ? (100 * (after.busy - before.busy)) / (after.total - before.total) : NaN;
    const cores = Number.isNaN(busy) ? '' : ` (cores ${Math.round(busy)} % busy)`;
    durations.push(`${name} ${Math.round((Date.now() - started) / 1000)} s${cores}`);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

/** Whether `url` answers as a started product does (any status from 200 to 403). */
async function answers(url: string): Promise<boolean> {
  try {
    const { status } = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    return status >= 200 && status < 404;
  } catch {
    return false;
  }
}

/** Resolves once the product's web app and BFF both answer, false if it exits first; throws when the minutes pass. */
function started(product: ChildProcess, timeoutMs: number): Promise<boolean> {
  return waitFor(
    `${e2eWebUrl} and ${e2eBffUrl}/health to answer`,
    async () => {
      if (product.exitCode !== null) return false;
      return (await answers(e2eWebUrl)) && (await answers(`${e2eBffUrl}/health`)) ? true : undefined;
    },
    () => '',
    timeoutMs,
  );
}

function stop(product: ChildProcess): Promise<void> {
  if (product.exitCode !== null || product.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    product.once('exit', () => resolve());
    // npm start stops its children on SIGINT; the whole group goes if it has not within 20 s.
    process.kill(-product.pid!, 'SIGINT');
    setTimeout(() => {
      if (product.exitCode === null) process.kill(-product.pid!, 'SIGKILL');
    }, 20_000).unref();
  });
}

const product = spawn(process.execPath, ['tests/support/web-server.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, ...e2eWebServerEnv },
});

let failed = false;
try {
  const up = await timed('product start', () => started(product, 300_000));
  if (!up) {
    const tail = readFileSync(e2eServerLog, 'utf8').trimEnd().split('\n').slice(-60).join('\n');
    throw new Error(`the product did not start; the last lines of ${e2eServerLog}:\n${tail}`);
  }
  if (phases.has('e2e')) {
    const playwright = async (name: string, args: string[]) => {
      const slug = name.replaceAll(' ', '-');
      const report = `${e2eDataDir}/${slug}.json`;
      const code = await timed(name, () =>
        // Each phase keeps its own test-results (traces, error contexts): the next phase would empty a shared one.
        run(
          'npx',
          ['playwright', 'test', '--config', 'playwright.config.ts', '--output', `test-results/${slug}`, ...args],
          {
            ...process.env,
            E2E_STACK_STARTED: '1',
            E2E_JSON_REPORT: report,
          },
        ),
      );
      if (code !== 0)
        failures.push(`${name} (exit ${code}):`, ...testsThat('unexpected', report).map((line) => `  ${line}`));
      const flaky = testsThat('flaky', report);
      if (flaky.length > 0) retried.push(`${name}:`, ...flaky.map((line) => `  ${line}`));
      return code;
    };
    // The real-time audio and the 2,000-row upload first, two tests at a time, with no other browser on the machine
    // (ADR 0033's fourth addendum).
    const audio = aloneProjects.flatMap((project) => ['--project', project]);
    // One retry (ADR 0045's addendum): a test that passes only on it is listed as flaky at the end of the output.
    const retry = ['--retries', '1'];
    failed =
      (await playwright('e2e specs run alone', [...audio, '--workers', String(ALONE_WORKERS), ...retry])) !== 0 ||
      failed;
    const others = ['desktop', 'phone'].flatMap((project) => ['--project', project]);
    failed = (await playwright('e2e suite', [...others, ...retry])) !== 0 || failed;
  }
  if (phases.has('api')) {
    console.log(`stack-suites: the API suites against ${e2eBffUrl}`);
    const code = await timed('API suites against the product', () =>
      run('npx', ['jest', '--config', 'jest.config.js', ...jestArguments], {
        ...process.env,
        API_TARGET_URL: e2eBffUrl,
        NODE_OPTIONS: '--experimental-vm-modules',
      }),
    );
    if (code !== 0) failures.push(`API suites against the product (exit ${code}): see Jest's summary above`);
    failed ||= code !== 0;
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`stack-suites: ${message}`);
  failures.push(message.split('\n')[0]!);
  failed = true;
} finally {
  await timed('product stop', () => stop(product));
  const summary = [`stack-suites: ${durations.join(', ')}`];
  if (retried.length > 0) summary.push('stack-suites: FLAKY (failed, then passed on the retry)', ...retried);
  if (failures.length > 0) summary.push('stack-suites: FAILED', ...failures);
  console.log(summary.join('\n'));
  mkdirSync(new URL('../test-results/', import.meta.url), { recursive: true });
  writeFileSync(summaryFile, `${summary.join('\n')}\n`);
}
process.exit(failed ? 1 : 0);
