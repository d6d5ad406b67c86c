import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { buildBundle } from '@einvoice/tooling/serverBundle';
import { STAGES } from './stagesBench.ts';

const run = promisify(execFile);

/**
 * Each stage on a `lines`-line invoice in a fresh Node process running the engine as the server runs it (the
 * bundle esbuild makes of it, no TypeScript transpiler in the process; in a worker thread with the engine
 * workers' V8 limits): the median of three warm runs, the RSS once the engine is prepared and the process's
 * peak RSS (`bench/stageProcess.ts`).
 */
export async function stageMemory(lines: number) {
  const cache = path.join(repoRoot, 'node_modules/.cache/einvoice-check');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'stage-bundle-'));
  try {
    await buildBundle({
      root: repoRoot,
      entries: { stageProcess: path.join(repoRoot, 'bench/stageProcess.ts') },
      outDir,
      inputs: [],
    });
    const rows = [];
    for (const stage of STAGES) {
      const { stdout } = await run(
        process.execPath,
        [path.join(outDir, 'stageProcess.mjs'), stage, String(lines)],
        { cwd: repoRoot, maxBuffer: 1 << 20 },
      );
      const r = JSON.parse(stdout.trim().split('\n').at(-1) as string) as {
        ms: number;
        preparedMb: number;
        peakMb: number;
      };
      rows.push({
        stage,
        'warm median': `${(r.ms / 1000).toFixed(2)} s`,
        'RSS prepared': `${Math.round(r.preparedMb)} MB`,
        'peak RSS': `${Math.round(r.peakMb)} MB`,
      });
    }
    return rows;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
