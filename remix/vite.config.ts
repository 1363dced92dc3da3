import { vitePlugin as remix } from '@remix-run/dev';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const SIDE_EFFECT_FREE =
  /\/(?:bff\/src\/(?:contracts|routes|route-contract|.+\.dto)|services\/(?:games|access|practice)\/src\/.+)\.ts$/;

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  // Workspace packages (@impromptu/access…) are bundled from their TypeScript source, no build first.
  // onnxruntime-web (the voice analysis worker) without its wasm bundled: the engine loads the runtime's
  // .wasm and .mjs from /voice-assets/ (scripts/copy-voice-assets.mjs, ADR 0024), so the build holds no copy.
  resolve: { conditions: ['source', 'onnxruntime-web-use-extern-wasm', ...defaultClientConditions] },
  ssr: { noExternal: [/^@impromptu\//], resolve: { conditions: ['source', ...defaultServerConditions] } },
  // The BFF's contract modules and the shared packages (games, access, practice) only declare
  // values: a page takes the modules it reads, not everything their index re-exports. Without this a
  // page that names one game pulled in the whole engine and zod.
  build: { rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) } } },
  // The voice analysis worker (app/games/voice/engine) imports onnxruntime-web, which splits into chunks:
  // workers are built as ES modules (the engine starts them with { type: 'module' }).
  worker: { format: 'es' },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // Off: the whole route manifest is one fingerprinted, cached script, so the browser's router knows every
        // page at boot. With lazy discovery a background form answering while a navigation still fetched its route
        // completed that navigation with the catch-all: an empty page (ADR 0045).
        v3_lazyRouteDiscovery: false,
      },
    }),
    tsconfigPaths(),
  ],
});
