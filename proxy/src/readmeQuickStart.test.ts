import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The README's quick-start block, as a reader copies it. */
function quickStart(): string {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.split('\n## Quick start\n')[1]?.split('\n## ')[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no sh block under "## Quick start"');
  return block;
}

const expected = (corpus: string, file: string): boolean => {
  const line = fs
    .readFileSync(path.join(corpusDir, 'expected', `${corpus}.jsonl`), 'utf8')
    .split('\n')
    .find((l) => l.includes(`"file": "${file}"`) || l.includes(`"file":"${file}"`));
  if (!line) throw new Error(`no reference verdict for ${file}`);
  const r = JSON.parse(line);
  return r.valid ?? r.verdict.valid;
};

// The README's quick start pasted into bash against a fresh server: only the address differs (the test's server
// listens on an ephemeral port), and for the PDF the file's name.
describe('the README quick start, run as written', () => {
  let server: SpawnedProxy;
  let keyed: ReturnType<typeof keyedServerEnv>;
  let dir: string;

  beforeAll(async () => {
    keyed = keyedServerEnv();
    server = await spawnProxy(keyed.env);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quick-start-'));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    keyed?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = (script: string) =>
    JSON.parse(
      execFileSync(
        'bash',
        ['-euo', 'pipefail', '-c', script.replaceAll('http://localhost:3000', server.url)],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      ),
    );

  it('validates an XML invoice with an instant key', () => {
    const file = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
    fs.copyFileSync(path.join(corpusDir, file), path.join(dir, 'invoice.xml'));
    const answer = run(quickStart());
    expect(answer.success).toBe(true);
    expect(answer.data.valid).toBe(expected('xrechnung-testsuite', file));
    expect(answer.meta.testMode).toBe(true);
  });

  it('validates a hybrid PDF the same way', () => {
    const file = 'hybrid-pdf/pdf_zf_en16931_1.pdf';
    fs.copyFileSync(path.join(corpusDir, file), path.join(dir, 'invoice.pdf'));
    const answer = run(quickStart().replaceAll('invoice.xml', 'invoice.pdf'));
    expect(answer.success).toBe(true);
    expect(answer.data.valid).toBe(expected('hybrid-pdf', file));
    expect(answer.data.container.attachment).toBeTruthy();
  });
});
