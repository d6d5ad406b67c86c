import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { buildPage, serveFolder } from '@einvoice/test-support/library/browserPage';
import { installExample, readmeCommands } from '@einvoice/test-support/library/exampleProject';
import { node22Bin, runtimeBin, workspaceRoot } from '@einvoice/test-support/library/scratchProject';
import { serveWithWorkerd } from '@einvoice/test-support/library/workerd';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVerdictLine, referenceInvoices } from './referenceInvoices.ts';

// Each example of examples/ as a stranger copies it: the packed tarball installed offline into a copy outside
// the workspace, run in its runtime, and judged on the reference: a valid XRechnung of the test suite is
// valid, an invalid CEN example gives the error ids of its reference run.
const { valid, invalid } = referenceInvoices();

let tarball: string;
let packDir: string;
beforeAll(() => {
  // The READMEs' first command, from a folder outside the clone (npm --prefix stands for being in the clone).
  packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-pack-'));
  for (const example of ['node', 'bun', 'deno', 'cloudflare-worker', 'vite'])
    expect(readmeCommands(example)[0], example).toBe('npm run pack:library');
  const packed = spawnSync('npm', ['--prefix', workspaceRoot, 'run', '--silent', 'pack:library'], {
    cwd: packDir,
    encoding: 'utf8',
  });
  expect(packed.status, packed.stderr).toBe(0);
  tarball = packed.stdout.trim();
  expect(path.dirname(tarball)).toBe(packDir);
  expect(fs.existsSync(tarball)).toBe(true);
  // Publishable: the licence and the provenance of every bundled rules artefact, from the build's manifest.
  const files = spawnSync('tar', ['tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
  expect(files).toEqual(expect.arrayContaining(['package/LICENSE', 'package/dist/RULES-NOTICE.md']));
  const notice = spawnSync('tar', ['xzf', tarball, '-O', 'package/dist/RULES-NOTICE.md'], {
    encoding: 'utf8',
  }).stdout;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(workspaceRoot, 'rulesets/build/manifest.json'), 'utf8'),
  ) as { artefacts: { name: string; authority: string; version: string }[] };
  for (const a of manifest.artefacts)
    expect(notice, a.name).toContain(`| ${a.name} | ${a.authority} | ${a.version} |`);
}, 600_000);
afterAll(() => fs.rmSync(packDir, { recursive: true, force: true }));

/**
 * The README's run command (the line after its install) with the binary and the invoices the test has: its words
 * after the program name, `extra` options after a `run` subcommand (Deno's), the two invoices for its two.
 */
function readmeRun(example: string, extra: (dir: string) => string[] = () => []) {
  const commands = readmeCommands(example);
  const line = commands[commands.findIndex((c) => c.startsWith('npm install ')) + 1] ?? '';
  const [, ...words] = line.split(/\s+/);
  expect(words.slice(-2), line).toEqual(['invoice.xml', 'invoice.pdf']);
  return (dir: string) => {
    const args = words.slice(0, -2);
    return args[0] === 'run' ? ['run', ...extra(dir), ...args.slice(1)] : args;
  };
}

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
    const args = readmeRun('node');
    expectCommandLineVerdicts('node', (dir) => [process.execPath, args(dir)]);
  });

  it('examples/node in Node 22', () => {
    const args = readmeRun('node');
    expectCommandLineVerdicts('node', (dir) => [node22Bin(), args(dir)]);
  });

  it('a CommonJS caller, as the library README writes it', () => {
    const readme = fs.readFileSync(path.join(workspaceRoot, 'library/README.md'), 'utf8');
    const script = /## CommonJS\n[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(script).toMatch(/await import\('@einvoice\/validator-js'\)/);
    const project = installExample('node', tarball);
    try {
      fs.writeFileSync(path.join(project.dir, 'validate.cjs'), script ?? '');
      for (const invoice of [valid, invalid]) {
        const run = spawnSync(process.execPath, ['validate.cjs', invoice.file], {
          cwd: project.dir,
          encoding: 'utf8',
        });
        expect(run.stderr).toBe('');
        expect(run.stdout.trim()).toBe(invoice.valid ? 'valid' : 'invalid');
      }
    } finally {
      project.remove();
    }
  });

  it('examples/bun in Bun', () => {
    const args = readmeRun('bun');
    expectCommandLineVerdicts('bun', (dir) => [runtimeBin('bun'), args(dir)]);
  });

  it('examples/deno in Deno (no network, read access to the example and the corpus only)', () => {
    // The README's --allow-read narrowed to the example and the corpus, and no download of anything.
    const args = readmeRun('deno', (dir) => [
      '--no-remote',
      '--cached-only',
      `--allow-read=${dir},${corpusDir}`,
    ]);
    expectCommandLineVerdicts('deno', (dir) => [
      runtimeBin('deno'),
      args(dir).filter((a) => a !== '--allow-read'),
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
