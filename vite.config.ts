import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { saxonJsForWorker } from './web/vite/saxonJsForWorker.ts';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  base: './',
  esbuild: { jsx: 'automatic' },
  plugins: [saxonJsForWorker()],
  worker: { format: 'es', plugins: () => [saxonJsForWorker()] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096 },
});
