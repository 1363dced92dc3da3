import { createApp } from './app.js';
import { createLogger } from './common/logger.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { OpenApiService } from './platform/openapi/openapi.service.js';

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

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const app = await createApp(config, { logger });
  // Built at start: a schema the generator cannot express fails the boot, not a request.
  app.get(OpenApiService).getDocument();
  // SIGTERM/SIGINT close the app, whose shutdown hooks close the Kysely pool and Redis.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen(config.BFF_PORT);
  logger.info({ port: config.BFF_PORT }, `BFF listening on http://localhost:${config.BFF_PORT}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The BFF failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
