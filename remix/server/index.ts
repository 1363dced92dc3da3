/**
 * The web process (ADR 0009): `npm start -w @impromptu/web` runs the build, `npm run dev -w
 * @impromptu/web` runs Vite in middleware mode, both behind the same checks and headers. Paths are
 * relative to the working directory, as remix-serve had them: run it from remix/.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import { installGlobals, type ServerBuild } from '@remix-run/node';
import { env } from '../app/utils/env.server.js';
import { webLogger } from '../app/utils/log.server.js';
import { clientBuildAssets, createWebApp } from './app.js';
import { getLoadContext } from './load-context.js';
import { relayLiveChannels } from './live-relay.js';
import { installRouteMatchCache } from './route-match-cache.js';

const development = env.mode === 'development';

if (!development && env.server.workers > 1 && cluster.isPrimary) {
  runWorkers(env.server.workers);
} else {
  await serve();
}

/**
 * WEB_WORKERS processes share the port (node:cluster): server rendering is the web app's CPU cost, and
 * one process uses one core. A worker that dies takes the others down, so the launcher or Docker
 * sees the failure; SIGTERM and SIGINT are passed on and each worker finishes its requests.
 */
function runWorkers(count: number): void {
  let stopping = false;
  for (let i = 0; i < count; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      webLogger.error(
        { worker: worker.process.pid, exit: signal ?? code },
        `worker ${worker.process.pid} exited (${signal ?? code}); stopping the others`,
      );
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
    }
    // The last worker gone: the primary ends too, with 1 if a worker failed.
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}

async function serve(): Promise<void> {
  process.setSourceMapsEnabled(true);
  // As remix-serve did for an app with v3_singleFetch: Remix's own undici fetch, Request and Response.
  installGlobals({ nativeFetch: true });

  const httpServer = createServer();
  const vite = development
    ? await import('vite').then(({ createServer: createViteServer }) =>
        createViteServer({ server: { middlewareMode: true, hmr: { server: httpServer } } }),
      )
    : undefined;

  // Production only: route trees never change after start there (see route-match-cache.ts).
  // React Router's static handler calls its module's own matchRoutes, which this cannot reach: no dependency's source
  // is rewritten to make it (ADR 0047's addendum).
  if (!vite) installRouteMatchCache();

  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    : ((await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild);

  const app = createWebApp({
    development,
    trustProxy: env.server.trustProxy,
    affiliateOrigin: env.affiliate ? new URL(env.affiliate.scriptUrl).origin : null,
    assets: vite ? [vite.middlewares] : clientBuildAssets(path.resolve('build/client')),
    remix: createRequestHandler({ build, mode: env.mode, getLoadContext }),
  });
  httpServer.on('request', app);
  relayLiveChannels(httpServer, env.bffUrl);

  const { port, host } = env.server;
  const onListening = () =>
    webLogger.info({ port }, `web listening on http://localhost:${port}${development ? ' (development, Vite)' : ''}`);
  if (host) httpServer.listen(port, host, onListening);
  else httpServer.listen(port, onListening);

  // Requests under way finish, idle connections close, then the process ends (launcher and Docker send SIGTERM).
  // Once: Ctrl-C sends SIGINT to the whole process group and the launcher a SIGTERM after it, and a second close
  // answers ERR_SERVER_NOT_RUNNING (the production smoke test saw it logged as an error).
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      httpServer.close((error) => {
        if (error) webLogger.error({ err: error }, 'the web server did not close cleanly');
      });
      void vite?.close();
    });
  }
}
