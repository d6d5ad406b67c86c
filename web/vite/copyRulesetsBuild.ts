import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Build intermediates the engine never loads; everything else in the rulesets build is copied. */
const INTERMEDIATE = new Set(['xslt', '.cache']);

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
      for (const entry of fs.readdirSync(buildDir)) {
        if (INTERMEDIATE.has(entry)) continue;
        fs.cpSync(path.join(buildDir, entry), path.join(outDir, 'rulesets', entry), { recursive: true });
      }
    },
  };
}
