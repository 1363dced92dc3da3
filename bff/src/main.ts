import cluster from 'node:cluster';
import { createApp } from './app.js';
import { createLogger } from './common/logger.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { OpenApiService } from './platform/openapi/openapi.service.js';

/** Names the process that answered (`BFF_PROCESSES` > 1 only): tests and operators see which one served a read. */
const PROCESS_HEADER = 'x-bff-process';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function serve(config: AppConfig): Promise<void> {
  const logger = createLogger(config);
  const app = await createApp(config, { logger });
  // Built at start: a schema the generator cannot express fails the boot, not a request.
  app.get(OpenApiService).getDocument();
  // SIGTERM/SIGINT close the app, whose shutdown hooks close the Kysely pool and Redis.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  const worker = cluster.worker;
  if (worker) {
    const id = String(worker.id);
    // Before Express's own listener, so every answer carries it, the ones Express ends at once included.
    app.getHttpServer().prependListener('request', (_request, response) => response.setHeader(PROCESS_HEADER, id));
  }
  await app.listen(config.BFF_PORT);
  logger.info(
    { port: config.BFF_PORT, ...(worker ? { process: worker.id } : {}) },
    `BFF listening on http://localhost:${config.BFF_PORT}`,
  );
}

/**
 * `BFF_PROCESSES` > 1 (ADR 0071): this process only forks the BFF processes, which share the port (the primary hands
 * connections out in turn), and stops with them: a signal is passed on and awaited, and one process ending on its own
 * ends the others, so whatever supervises this one (the launcher, a container) sees the BFF stop as a whole.
 */
function supervise(processes: number): void {
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      process.stderr.write(`BFF process ${worker.id} exited (${signal ?? code}); stopping the others\n`);
      stop(1);
    }
    // The primary holds no handle of its own: it exits once the last process has.
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0));
  for (let index = 0; index < processes; index += 1) cluster.fork();
}

function main(): void {
  const config = readConfig();
  if (cluster.isPrimary && config.BFF_PROCESSES > 1) return supervise(config.BFF_PROCESSES);
  serve(config).catch((error: unknown) => {
    process.stderr.write(
      `The BFF failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}

main();
