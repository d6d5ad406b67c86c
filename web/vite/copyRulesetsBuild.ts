import fs from 'node:fs';
import path from 'node:path';
import { BUILD_FOLDERS } from '@einvoice/rulesets/integrity';
import type { Plugin } from 'vite';

/**
 * What the page gets of a rulesets build: the manifest, the folders its integrity table covers, and the error
 * catalogue. Nothing else in the folder is copied (build intermediates, or whatever else a folder named by
 * RULESETS_BUILD_DIR holds), so the page serves only what setup checked against the manifest.
 */
const PAGE_ENTRIES = ['manifest.json', 'catalogue.json', ...BUILD_FOLDERS];

/**
 * Copies the rulesets build into `<outDir>/rulesets/`, so the Worker fetches the rules from the
 * page's own origin (and the service worker can precache them). A missing build fails the web build.
 */
export function copyRulesetsBuild(buildDir: string): Plugin {
  let outDir = '';
  return {
    name: 'copy-rulesets-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!fs.existsSync(path.join(buildDir, 'manifest.json'))) {
        this.error(`rulesets build not found in ${buildDir}: run \`npm run build -w rulesets\` first`);
      }
      for (const entry of PAGE_ENTRIES) {
        if (!fs.existsSync(path.join(buildDir, entry))) continue;
        fs.cpSync(path.join(buildDir, entry), path.join(outDir, 'rulesets', entry), { recursive: true });
      }
    },
  };
}
