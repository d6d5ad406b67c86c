import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|xsd|svg|webmanifest|wasm|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Brotli's best level costs ~2 s per MB; above this size (the reference executor's SEF files, fetched
// only on demand) level 9 gives ~10 % larger files in a fraction of the time.
const MAX_QUALITY_UP_TO = 1.5 * 1024 * 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(p);
    else if (COMPRESSIBLE.test(entry.name)) yield p;
  }
}

/**
 * Writes `NAME.br` and `NAME.gz` beside every text asset of the build, so the server sends them as they
 * are (proxy/src/static/serveWebApp.ts) instead of compressing on each request. Runs after the service
 * worker is written, so sw.js is compressed too. A variant is kept only when it is smaller.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = [...filesUnder(outDir)].filter((f) => fs.statSync(f).size >= 1024);
        await Promise.all(
          files.map(async (file) => {
            const raw = await fs.promises.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]:
                    raw.length <= MAX_QUALITY_UP_TO ? zlib.constants.BROTLI_MAX_QUALITY : 9,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
            if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
