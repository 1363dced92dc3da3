import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { waitFor } from './poll.js';
import { freePort } from './ports.js';
import { redisUrl } from './redis.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The header a BFF started with `BFF_PROCESSES` > 1 names the process that answered in (bff/src/main.ts). */
export const PROCESS_HEADER = 'x-bff-process';

export interface BffProcesses {
  url: string;
  /** What the processes printed so far, for a failure's message. */
  output: () => string;
  /** SIGTERM, as the launcher stops it; resolves once the primary and its processes exited. */
  stop: () => Promise<void>;
}

/**
 * The BFF as `npm start` runs it with `BFF_PROCESSES=<processes>` (ADR 0071): `bff/src/main.ts` from source on a
 * port of its own, the processes sharing it. Resolves once it answers /health.
 */
export async function startBffProcesses(options: {
  processes: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<BffProcesses> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'bff/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      // Nest's parameter decorators: tsx compiles with the BFF's own settings (as `npm run ops` does).
      TSX_TSCONFIG_PATH: 'bff/tsconfig.json',
      NODE_ENV: 'test',
      TEST_SEEDING: '1',
      LOG_LEVEL: 'warn',
      BFF_PORT: String(port),
      BFF_PROCESSES: String(options.processes),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: redisUrl,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  // Every process answering, not only the first: /health on a connection of its own each time, which the processes
  // are handed in turn, until each has named itself.
  const answered = new Set<string>();
  try {
    await waitFor(
      `${options.processes} BFF processes to answer /health`,
      async () => {
        if (child.exitCode !== null) throw new Error(`the BFF exited before answering:\n${output}`);
        const process = await healthOf(url);
        if (process !== undefined) answered.add(process);
        return answered.size >= options.processes ? true : undefined;
      },
      () => `${answered.size} answered:\n${output}`,
      120_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}

/** The process that answered /health on a new connection, or undefined while none answers 200. */
function healthOf(url: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/health`, { agent: false }, (response) => {
      response.resume();
      const process = response.headers[PROCESS_HEADER];
      resolve(response.statusCode === 200 && typeof process === 'string' ? process : undefined);
    });
    request.on('error', () => resolve(undefined));
  });
}
