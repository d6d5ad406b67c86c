import fs from 'node:fs';
import path from 'node:path';
import { datasetFile, loadCatalogue, loadDataset, loadLayerManifest } from '@einvoice/knowledge/node';
import type { Plugin } from 'vite';

const ID = 'virtual:knowledge-data';
/** A file-like id, so the chunk is named `_knowledgeData-<hash>.js` and the service worker can tell it apart. */
const RESOLVED = '\0knowledgeData.js';

/**
 * `virtual:knowledge-data`: the error catalogue of the rulesets build, its releases and national layers'
 * scenarios, and the EU e-invoicing dataset, for the page's Rules view. Imported dynamically, so it is a chunk of its own, fetched when the view first opens
 * (not precached: the first visit stays small) and then cached by the service worker. Without the dataset
 * (no ../shared and no EU_EINVOICING_DATA, as the proxy's knowledge endpoints) the build carries the
 * catalogue only and the view says what is missing.
 */
export function knowledgeData(rulesetsBuildDir: string): Plugin {
  return {
    name: 'knowledge-data',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const catalogue = loadCatalogue(rulesetsBuildDir);
      const layers = loadLayerManifest(rulesetsBuildDir);
      const file = datasetFile();
      this.addWatchFile(path.join(rulesetsBuildDir, 'catalogue.json'));
      this.addWatchFile(path.join(rulesetsBuildDir, 'manifest.json'));
      this.addWatchFile(file);
      const dataset = fs.existsSync(file) ? loadDataset(file) : null;
      if (!dataset)
        this.warn(`EU e-invoicing dataset ${file} not found: the Rules view shows the catalogue only`);
      // JSON.parse of one string literal is parsed faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify({ catalogue, layers, dataset }))});`;
    },
  };
}
