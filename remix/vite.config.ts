import { vitePlugin as remix } from '@remix-run/dev';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  // Workspace packages (@impromptu/access…) are bundled from their TypeScript source, no build first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { noExternal: [/^@impromptu\//], resolve: { conditions: ['source', ...defaultServerConditions] } },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
});
