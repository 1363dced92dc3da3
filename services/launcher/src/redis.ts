import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { LauncherConfig } from './config.js';

export interface StartedRedis {
  url: string;
  stop(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

const INSTALL_HINT = [
  'Redis is needed and none could be found.',
  'Either set REDIS_URL to a running Redis (6.2 or later), or install the server:',
  '  Debian/Ubuntu:  sudo apt-get install -y redis-server',
  '  macOS:          brew install redis',
  'then run npm start again.',
].join('\n');

/**
 * REDIS_URL when set; else the Redis on 127.0.0.1:6379 when one answers; else a private
 * redis-server child started from the system's binary. Nothing else can provide Redis offline.
 */
export async function startRedis(
  {
    redisUrl: configured,
    dataDir,
    embeddedRedisPort: port,
  }: Pick<LauncherConfig, 'redisUrl' | 'dataDir' | 'embeddedRedisPort'>,
  log: (line: string) => void,
): Promise<StartedRedis> {
  if (configured) {
    log('Redis: using REDIS_URL');
    return { url: configured, stop: async () => {} };
  }
  if (await answersPing('127.0.0.1', 6379)) {
    log('Redis: using the server on 127.0.0.1:6379');
    return { url: 'redis://127.0.0.1:6379', stop: async () => {} };
  }

  const dir = path.join(dataDir, 'redis');
  await mkdir(dir, { recursive: true });
  const child = await spawnRedis(port, dir);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await answersPing('127.0.0.1', port)) {
      log(`Redis: started redis-server on 127.0.0.1:${port}`);
      return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new RedisUnavailableError(`redis-server did not answer on port ${port}.\n${INSTALL_HINT}`);
}

function spawnRedis(port: number, dir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: 'ignore',
      },
    );
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new RedisUnavailableError(INSTALL_HINT) : error);
    });
    child.once('spawn', () => resolve(child));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A bare RESP PING, so the launcher needs no Redis client before it knows where Redis is. */
export function answersPing(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
