import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { copyRulesetsBuild } from './web/vite/copyRulesetsBuild.ts';
import { knowledgeData } from './web/vite/knowledgeData.ts';
import { precompress } from './web/vite/precompress.ts';
import { saxonJsForWorker } from './web/vite/saxonJsForWorker.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const rulesetsBuild = process.env.RULESETS_BUILD_DIR ?? fromRoot('./rulesets/build');

export default defineConfig({
  root: fromRoot('./web'),
  base: './',
  // The Worker's engine comes from `@einvoice/validator-js/host`, resolved to its sources in the workspace
  // (docs/library.md), so the page builds without a library build first.
  resolve: { conditions: ['@einvoice/source', ...defaultClientConditions] },
  // Imprint and privacy links of the operator (German sites must show them): IMPRINT_URL, PRIVACY_URL.
  define: {
    __SITE_LINKS__: JSON.stringify({
      imprint: process.env.IMPRINT_URL || null,
      privacy: process.env.PRIVACY_URL || null,
    }),
  },
  plugins: [
    copyRulesetsBuild(rulesetsBuild),
    knowledgeData(rulesetsBuild),
    // The service worker (web/src/sw.ts) is built after the bundle is written (closeBundle), so its
    // precache list includes the rule sets copied above. It lists only what the default engine needs:
    // the reference executor's SaxonJS chunk and SEF stylesheets are fetched, and then cached, on first use.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
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
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,json,xsd,wasm,webmanifest}', 'samples/*.xml'],
        // Fetched on use, not precached: the reference executor, the Factur-X rules, pinnable earlier releases,
        // the error catalogue (the API serves it) and the Rules view's data (cached when the view first opens).
        globIgnores: [
          'sw.js',
          'rulesets/sef/**',
          'assets/runSchematron-*.js',
          'rulesets/rules/facturx-*',
          'rulesets/rules/*-1.3.15.json',
          'rulesets/catalogue.json',
          'assets/*knowledgeData-*.js',
        ],
        // The largest compiled rule set (EN 16931 UBL) is about 1.2 MB.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
    precompress(),
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
