import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { repoRoot } from './paths.js';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
}

const colours: Record<string, string> = { bff: '\x1b[36m', worker: '\x1b[35m', web: '\x1b[33m' };

/**
 * Node flags of the two processes that serve pages (the BFF and the web server). A server render allocates a
 * great deal that dies young: with 64 MB semi-spaces instead of V8's 16 the young generation is collected four
 * times less often, and a page costs 9–17 % less CPU in each (pages bench, session 17; ADR 0047 addendum).
 * The benchmarks and the Dockerfile start them with the same flags.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/** Starts one of the product's processes with each line of its output formatted and prefixed by its name. */
export function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onExit: (name: string, code: number | null) => void,
  cwd: string = repoRoot,
  format: (line: string) => string = (line) => line,
): ManagedProcess {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `${colours[name] ?? ''}${name.padEnd(6)}\x1b[0m│ `;
  for (const stream of [child.stdout, child.stderr]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => process.stdout.write(`${prefix}${format(line).replaceAll('\n', `\n${prefix}`)}\n`));
  }
  child.once('exit', (code) => onExit(name, code));
  return { name, child };
}

/** SIGTERM, then SIGKILL after a grace period: every process shuts down on its own first. */
export async function stopProcesses(processes: ManagedProcess[], graceMs = 8_000): Promise<void> {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Polls a URL until it answers 2xx, for at most `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}
