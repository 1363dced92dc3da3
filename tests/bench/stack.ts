import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_STAND_INS_NAMED } from '@impromptu/integrations/adapter-choice';
import { SERVER_NODE_FLAGS } from '@impromptu/launcher';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string): Promise<void> {
  // A BFF started from its sources (tsx) on a busy machine takes tens of seconds to answer.
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The real BFF (main.ts: createApp, listen) from its sources, in a process of its own so the load generator does
 * not share its event loop, on a free port; resolves once /health answers. `env` adds to this process's.
 */
export async function startBffFromSource(env: NodeJS.ProcessEnv): Promise<{ base: string; bff: ChildProcess }> {
  const port = await freePort();
  const bff = spawn(
    process.execPath,
    [TSX, '--tsconfig', join(ROOT, 'bff', 'tsconfig.json'), '--conditions=source', join(ROOT, 'bff', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...ALL_STAND_INS_NAMED, ...env, BFF_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/health`);
  return { base, bff };
}

/**
 * A built page server (the BFF's `dist/main.js` or the web app's `dist/server/index.js`) in production, with the Node
 * flags `npm start` gives it (SERVER_NODE_FLAGS). `nodeArgs` come before the script (a CPU profile's); `env` adds to
 * this process's.
 */
export function spawnPageServer(
  script: string,
  options: { cwd: string; env: Record<string, string>; nodeArgs?: readonly string[] },
): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), script], {
    cwd: options.cwd,
    // Production names its stand-ins (ADR 0052): the benchmarks run with no account anywhere.
    env: { ...process.env, ...ALL_STAND_INS_NAMED, ...options.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a process started here and waits for it to be gone. */
export async function stopProcess(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The built BFF (`bffMain`) on the database and the built web app (`webServer`) before it, each on a free port and
 * pushed onto `processes` as it starts (the caller stops them with stopProcess); answers their URLs once both answer.
 */
export async function startBuiltStack(
  processes: ChildProcess[],
  built: { databaseUrl: string; bffMain: string; webServer: string },
): Promise<{ bffUrl: string; web: string }> {
  const bffPort = await freePort();
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  processes.push(
    spawnPageServer(built.bffMain, { cwd: ROOT, env: { DATABASE_URL: built.databaseUrl, BFF_PORT: String(bffPort) } }),
  );
  await waitForHttp(`${bffUrl}/health`);
  const webPort = await freePort();
  const web = `http://127.0.0.1:${webPort}`;
  processes.push(
    spawnPageServer(built.webServer, { cwd: join(ROOT, 'remix'), env: { PORT: String(webPort), BFF_URL: bffUrl } }),
  );
  await waitForHttp(`${web}/healthz`);
  return { bffUrl, web };
}
