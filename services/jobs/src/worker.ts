// Entry of `npm run worker`: runs jobs, the outbox relay and the projections until SIGTERM or SIGINT.
import { pino } from 'pino';
import { loadWorkerConfig } from './config.js';
import { startWorker } from './worker-host.js';

const config = loadWorkerConfig(process.env);
const logger = pino({ name: 'worker', level: config.logLevel });

// The signal handlers come first: a SIGTERM while the worker starts (its queues can take jobs before its projection
// runners are up) stops it once started, instead of ending the process on the default handler mid-job.
const started = startWorker(config, { logger });
let stopping = false;
const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  try {
    await (await started).stop();
    logger.info('worker stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'worker stop failed');
    process.exit(1);
  }
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown(signal));
}

try {
  await started;
} catch (error) {
  logger.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
}
