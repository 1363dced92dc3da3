// Entry of `npm run worker`: runs jobs, the outbox relay and the projections until SIGTERM or SIGINT.
import { pino } from 'pino';
import { loadWorkerConfig } from './config.js';
import { startWorker } from './worker-host.js';

const config = loadWorkerConfig(process.env);
const logger = pino({ name: 'worker', level: config.logLevel });

try {
  const running = await startWorker(config, { logger });
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    try {
      await running.stop();
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
} catch (error) {
  logger.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
}
