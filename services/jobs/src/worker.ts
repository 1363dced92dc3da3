// Entry of `npm run worker`: runs jobs, the outbox relay and the projections until SIGTERM or SIGINT.
import { pino } from 'pino';
import { loadWorkerConfig, WorkerConfigError, type WorkerConfig } from './config.js';
import { startWorker } from './worker-host.js';

function readConfig(): WorkerConfig {
  try {
    return loadWorkerConfig(process.env);
  } catch (error) {
    // The operator's message, without a stack trace: what to set is all there is to say.
    if (error instanceof WorkerConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = pino({ name: 'worker', level: config.logLevel });
if (config.embeddedPorts?.length)
  logger.info({ embedded: config.embeddedPorts }, `embedded stand-ins: ${config.embeddedPorts.join(', ')}`);

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
