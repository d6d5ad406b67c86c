import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shimDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/worker/shims');
const shimmed = new Set(['fs', 'path', 'url', 'util', 'stream', 'axios']);
const saxonJs = /[\\/]saxon-js[\\/]SaxonJS2N\.js$/;

/**
 * Lets SaxonJS's Node build (the only one on npm) run in a Web Worker: its Node imports resolve
 * to small browser shims; the two globals it assigns without declaring become locals, because the
 * bundle runs as strict ESM where an undeclared assignment throws; and Node's `global` is globalThis.
 */
export function saxonJsForWorker(): Plugin {
  return {
    name: 'saxon-js-for-worker',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !saxonJs.test(importer.split('?')[0] ?? '') || !shimmed.has(source)) return null;
      return path.join(shimDir, `${source}.ts`);
    },
    transform(code, id) {
      if (!saxonJs.test(id)) return null;
      return { code: `var HostPlatform, abstractNode, global = globalThis;\n${code}`, map: null };
    },
  };
}
