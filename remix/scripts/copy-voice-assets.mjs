/**
 * Copies the voice analysis's binaries (issue 18, ADR 0024) from node_modules into the web app's own
 * public assets, so the browser loads them from the app's origin and never from a CDN: Silero VAD v5
 * (shipped with @ricky0123/vad-web) and onnxruntime-web's single-threaded wasm runtime. Run by the web
 * build (and so by `npm start`'s build); the copies are not committed (.gitignore).
 */
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'voice-assets');
const vadDist = path.dirname(require.resolve('@ricky0123/vad-web/package.json'));
// onnxruntime-web exports no package.json; its Node entry lies in dist/ beside the wasm files.
const ortDist = path.dirname(require.resolve('onnxruntime-web'));

const files = [
  path.join(vadDist, 'dist', 'silero_vad_v5.onnx'),
  path.join(ortDist, 'ort-wasm-simd-threaded.wasm'),
  path.join(ortDist, 'ort-wasm-simd-threaded.mjs'),
];

mkdirSync(target, { recursive: true });
for (const file of files) {
  const destination = path.join(target, path.basename(file));
  const source = statSync(file);
  let current = null;
  try {
    current = statSync(destination);
  } catch {
    current = null;
  }
  // Unchanged files keep their time, so `npm start` does not see a newer source and rebuild every time.
  if (current && current.size === source.size && current.mtimeMs >= source.mtimeMs) continue;
  copyFileSync(file, destination);
}
console.log(`voice assets: ${files.map((f) => path.basename(f)).join(', ')} in public/voice-assets`);
