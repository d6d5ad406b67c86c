import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { buildPage, serveFolder } from '@einvoice/test-support/library/browserPage';
import { installExample } from '@einvoice/test-support/library/exampleProject';
import { packedLibrary } from '@einvoice/test-support/library/packedLibrary';
import { node22Bin, runtimeBin } from '@einvoice/test-support/library/scratchProject';
import { serveWithWorkerd } from '@einvoice/test-support/library/workerd';
import { parse as parseToml } from 'smol-toml';
import { beforeAll, describe, expect, it } from 'vitest';
import { readVerdictLine, referenceInvoices } from './referenceInvoices.ts';

// Each example of examples/ as a stranger copies it: the packed tarball installed offline into a copy outside
// the workspace, run in its runtime, and judged on the reference: a valid XRechnung of the test suite is
// valid, an invalid CEN example gives the error ids of its reference run.
const { valid, invalid } = referenceInvoices();

let tarball: string;
beforeAll(() => {
  tarball = packedLibrary();
});

/** Runs a command-line example on both invoices; it must print the reference verdicts and exit 1. */
function expectCommandLineVerdicts(example: string, command: (dir: string) => [string, string[]]) {
  const project = installExample(example, tarball);
  try {
    const [bin, args] = command(project.dir);
    const run = spawnSync(bin, [...args, valid.file, invalid.file], {
      cwd: project.dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n').map(readVerdictLine)).toEqual([valid, invalid]);
    expect(run.status).toBe(1);
  } finally {
    project.remove();
  }
}

describe('the examples run from the packed library', () => {
  it('examples/node in Node 20', () => {
    expectCommandLineVerdicts('node', () => [process.execPath, ['validate.mjs']]);
  });

  it('examples/node in Node 22', () => {
    expectCommandLineVerdicts('node', () => [node22Bin(), ['validate.mjs']]);
  });

  it('examples/bun in Bun', () => {
    expectCommandLineVerdicts('bun', () => [runtimeBin('bun'), ['validate.ts']]);
  });

  it('examples/deno in Deno (no network, read access to the example and the corpus only)', () => {
    expectCommandLineVerdicts('deno', (dir) => [
      runtimeBin('deno'),
      ['run', '--no-remote', '--cached-only', `--allow-read=${dir},${corpusDir}`, 'validate.ts'],
    ]);
  });

  it('examples/cloudflare-worker in workerd, as its wrangler.toml configures it', async () => {
    const project = installExample('cloudflare-worker', tarball);
    const wrangler = parseToml(fs.readFileSync(path.join(project.dir, 'wrangler.toml'), 'utf8'));
    expect(wrangler.main).toBe('src/index.ts');
    const worker = await serveWithWorkerd(
      project.dir,
      String(wrangler.main),
      String(wrangler.compatibility_date),
    );
    try {
      const post = async (body: string | Uint8Array<ArrayBuffer>) => {
        const answer = await fetch(worker.url, { method: 'POST', body });
        return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
      };
      for (const invoice of [valid, invalid]) {
        const { status, body } = await post(new Uint8Array(fs.readFileSync(invoice.file)));
        expect(status).toBe(200);
        expect({ valid: body.valid, errors: [...(body.errors as string[])].sort() }).toEqual({
          valid: invoice.valid,
          errors: invoice.errors,
        });
      }
      expect(await post('<Invoice>')).toEqual({
        status: 422,
        body: { error: 'MALFORMED_XML', message: expect.any(String) },
      });
      expect((await fetch(worker.url)).status).toBe(405);
    } finally {
      worker.stop();
      project.remove();
    }
  });

  it('examples/vite built with Vite and opened in Chromium', async () => {
    const project = installExample('vite', tarball);
    const site = await serveFolder(await buildPage(project.dir));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(site.url);
      for (const invoice of [valid, invalid]) {
        await page.setInputFiles('#file', invoice.file);
        const name = path.basename(invoice.file);
        await page.waitForFunction(
          (n) => {
            const verdict = document.querySelector<HTMLElement>('#verdict');
            return verdict?.dataset.valid !== undefined && verdict.textContent?.startsWith(`${n}:`);
          },
          name,
          { timeout: 60_000 },
        );
        expect(await page.textContent('#verdict')).toBe(`${name}: ${invoice.valid ? 'valid' : 'invalid'}`);
        expect(await page.getAttribute('#verdict', 'data-valid')).toBe(String(invoice.valid));
        const rules = await page.$$eval('#errors li', (items) => items.map((li) => li.dataset.rule ?? ''));
        expect([...new Set(rules)].sort()).toEqual(invoice.errors);
      }
    } finally {
      await browser.close();
      await site.close();
      project.remove();
    }
  });
});
