import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { redisUrl } from './redis.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface WorkerChild {
  child: ChildProcess;
  /** What the worker printed so far (stdout and stderr), for a failure's message. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Real worker processes (`services/jobs/src/worker.ts` from source) on one database and BullMQ prefix,
 * for the tests that kill one mid-job; `stopAll` kills what is still running, in afterAll.
 */
export function workerProcesses(options: { databaseUrl: () => string; prefix: string; env?: Record<string, string> }) {
  const children: WorkerChild[] = [];
  return {
    spawn(): WorkerChild {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'services/jobs/src/worker.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          DATABASE_URL: options.databaseUrl(),
          REDIS_URL: redisUrl,
          BULLMQ_PREFIX: options.prefix,
          // A killed worker's job is given to another after 1.5 s instead of 30.
          JOBS_LOCK_DURATION_MS: '1500',
          LOG_LEVEL: 'info',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      const worker = { child, output: () => output, exited };
      children.push(worker);
      return worker;
    },
    async stopAll(): Promise<void> {
      for (const { child, exited } of children) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
    },
  };
}
