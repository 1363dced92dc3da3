/**
 * `npm run test:api:target`: the API suites against the BFF that `npm start` serves, as a developer
 * would point them at docker-compose or a deployment. Starts the product from a fresh data directory
 * with TEST_SEEDING=1, waits for the BFF's /health, runs Jest with API_TARGET_URL, then stops the
 * product. Its output goes to a log file, whose tail is printed when it fails to start.
 * Run from tests/ (the workspace's scripts do).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const bffPort = Number(process.env.TARGET_BFF_PORT ?? 4330);
const dataDir = path.join(os.tmpdir(), `impromptu-api-target-${Date.now().toString(36)}`);
const logFile = path.join(dataDir, 'server.log');
const target = `http://127.0.0.1:${bffPort}`;

mkdirSync(dataDir, { recursive: true });
const output = openSync(logFile, 'a');
const product = spawn('npm', ['start'], {
  cwd: repoRoot,
  stdio: ['ignore', output, output],
  detached: true,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(process.env.TARGET_WEB_PORT ?? 3330),
    BFF_PORT: String(bffPort),
    EMBEDDED_PG_PORT: String(process.env.TARGET_PG_PORT ?? 54349),
    EMBEDDED_STRIPE_PORT: String(process.env.TARGET_STRIPE_PORT ?? 12139),
    // Every suite signs its users up from this one machine: far past the per-client sign-up limit of a real stack.
    SIGNUP_LIMIT_PER_CLIENT_PER_HOUR: '100000',
    IMPROMPTU_DATA_DIR: dataDir,
    BULLMQ_PREFIX: `impromptu-api-target-${process.pid}`,
    DATABASE_URL: '',
    TEST_SEEDING: '1',
  },
});
closeSync(output);
console.log(`api-target: npm start is writing its output to ${logFile}`);

const tail = () => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-60).join('\n');

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) return false;
    try {
      const response = await fetch(`${target}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function stopProduct() {
  if (product.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    product.once('exit', resolve);
    // npm start stops its children on SIGINT; the whole group goes if it does not within 20 s.
    process.kill(-product.pid, 'SIGINT');
    setTimeout(() => {
      if (product.exitCode === null) process.kill(-product.pid, 'SIGKILL');
    }, 20_000).unref();
  });
}

let code = 1;
try {
  if (!(await waitForHealth(300_000))) {
    console.error(`api-target: the BFF did not answer ${target}/health; the last lines of ${logFile}:\n${tail()}`);
  } else {
    console.log(`api-target: running the API suites against ${target}`);
    const jest = spawn('npx', ['jest', '--config', 'jest.config.js', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, API_TARGET_URL: target, NODE_OPTIONS: '--experimental-vm-modules' },
    });
    code = await new Promise((resolve) => jest.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  }
} finally {
  await stopProduct();
}
process.exit(code);
