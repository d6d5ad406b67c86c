import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { copyRulesetsBuild } from './web/vite/copyRulesetsBuild.ts';
import { saxonJsForWorker } from './web/vite/saxonJsForWorker.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: fromRoot('./web'),
  base: './',
  plugins: [
    copyRulesetsBuild(process.env.RULESETS_BUILD_DIR ?? fromRoot('./rulesets/build')),
    // The service worker is generated after the bundle is written (closeBundle), so its precache list
    // includes the rule sets copied above: after the first visit the page, the engine Worker and every
    // rule set come from the cache and the app works with the network off.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'E-invoice check',
        short_name: 'E-invoice',
        description: 'Validate, repair, convert and read EU e-invoices in the browser, offline.',
        theme_color: '#1f4fd1',
        background_color: '#f4f6f9',
        display: 'standalone',
        start_url: './',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,json,xsd,wasm,webmanifest}'],
        // The Factur-X reference stylesheets (40 MB of SEF) are fetched on use, not precached.
        globIgnores: ['**/rulesets/sef/facturx-*'],
        // The largest compiled rule set (EN 16931 UBL) is about 7 MB.
        maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es', plugins: () => [saxonJsForWorker()] },
  // The engine Worker carries SaxonJS (2.4 MB) and libxml2 compiled to wasm (1 MB) as single chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      // react-query marks its modules "use client" for server components; a client-only bundle ignores it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
