import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { copyRulesetsBuild } from './web/vite/copyRulesetsBuild.ts';
import { saxonJsForWorker } from './web/vite/saxonJsForWorker.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: fromRoot('./web'),
  base: './',
  plugins: [copyRulesetsBuild(process.env.RULESETS_BUILD_DIR ?? fromRoot('./rulesets/build'))],
  worker: { format: 'es', plugins: () => [saxonJsForWorker()] },
  // The engine Worker carries SaxonJS (2.4 MB) and libxml2 compiled to wasm (1 MB) as single chunks.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096 },
});
