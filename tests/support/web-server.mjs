/**
 * The e2e webServer: `npm start` with its output (every request log of bff, worker and web) written
 * to E2E_SERVER_LOG instead of the test report. The report still shows why the product failed:
 * - when it stops on its own, or is stopped before E2E_WEB_URL ever answered (a failed or timed-out
 *   start), the log's tail goes to stderr, which Playwright prints as [WebServer] lines;
 * - a failed test gets the tail of the log attached and printed by the e2e fixtures (fixtures.ts).
 * Run from the repository root. Playwright stops it by signalling its process group, so npm start
 * gets the signal itself: nothing is forwarded here.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TAIL_LINES = 80;
const logFile = process.env.E2E_SERVER_LOG;
const readyUrl = process.env.E2E_WEB_URL;
if (!logFile || !readyUrl) {
  console.error('web-server.mjs needs E2E_SERVER_LOG and E2E_WEB_URL (see tests/playwright.config.ts)');
  process.exit(2);
}

mkdirSync(path.dirname(logFile), { recursive: true });
const output = openSync(logFile, 'a');
// The e2e suites sign hundreds of users up and in from this one machine, some with wrong passwords on purpose: far
// past the per-client sign-up limit (ADR 0028) and the per-client room for failed sign-ins (ADR 0005) of a real
// stack, which tests/api/accounts.test.ts and auth-throttle.test.ts check on their own.
const child = spawn('npm', ['start'], {
  stdio: ['ignore', output, output],
  env: { SIGNUP_LIMIT_PER_CLIENT_PER_HOUR: '100000', LOGIN_FAILURES_PER_CLIENT_BEFORE_DELAY: '100000', ...process.env },
});
closeSync(output);
console.log(`npm start is writing its output to ${logFile}`);

let ready = false;
let stopping = false;

function printTail(reason) {
  let lines = [];
  try {
    lines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-TAIL_LINES);
  } catch (error) {
    lines = [`(could not read the log: ${error.message})`];
  }
  process.stderr.write(`${reason}; the last ${lines.length} lines of ${logFile}:\n${lines.join('\n')}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!stopping && !ready) printTail(`stopped (${signal}) before ${readyUrl} answered`);
    stopping = true;
  });
}

child.on('exit', (code, signal) => {
  if (!stopping) printTail(`npm start exited (${code ?? signal})`);
  process.exit(code ?? 1);
});

while (!ready && child.exitCode === null) {
  try {
    // The answer Playwright waits for (config.webServer.url): any status from 200 to 403.
    const { status } = await fetch(readyUrl, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    ready = status >= 200 && status < 404;
  } catch {
    // Not up yet.
  }
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
}
