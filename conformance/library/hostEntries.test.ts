import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from '@einvoice/rulesets/paths';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { createScratchProject, type ScratchProject } from '@einvoice/test-support/library/scratchProject';
import { createNodeValidator } from '@einvoice/validator-js/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The entries the server and the page build their engines from, as a stranger gets them: from the packed
// tarball installed outside the workspace, over the rules build on disk, answering what the workspace's
// sources answer (those the server runs).
const INVOICE = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
const BROKEN = fs
  .readFileSync(INVOICE, 'utf8')
  .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');

/** Every operation of the Validator on one invoice, as JSON-ready data. */
const SCRIPT = `import fs from 'node:fs';
import { createNodeValidator } from '@einvoice/validator-js/node';
import * as host from '@einvoice/validator-js/host';

const [buildDir, file, broken] = process.argv.slice(2);
const v = await createNodeValidator(buildDir, { verifyAll: true });
const bytes = fs.readFileSync(file);
// A stranger's own storage behind the host entry: here a plain read, checked against the manifest there.
const over = await host.validatorOver((p) => fs.promises.readFile(buildDir + '/' + p));
console.log(JSON.stringify({
  validate: await v.validate(bytes, { asOf: '2026-01-01' }),
  inspect: await v.inspect(broken),
  fix: await v.fix(broken, { mode: 'strict' }),
  remediate: await v.remediate(broken, []),
  convert: await v.convert(bytes, { target: 'xrechnung-cii' }),
  render: await v.render(bytes, { locale: 'de', format: 'json' }),
  diff: await v.diff(bytes, broken, 10),
  info: v.info(),
  hostValidate: await over.validate(broken),
  fetchLoader: typeof host.fetchLoader,
}));
`;

let project: ScratchProject;
beforeAll(() => {
  project = createScratchProject([]);
  fs.writeFileSync(path.join(project.dir, 'entries.mjs'), SCRIPT);
});
afterAll(() => project?.remove());

describe("the packed package's host entries", () => {
  it('ship every published target the exports name (code and declarations)', () => {
    const installed = path.join(project.dir, 'node_modules/@einvoice/validator-js');
    const { exports } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>;
    };
    for (const entry of ['./host', './node', './validate']) {
      const targets = Object.entries(exports[entry] ?? {}).filter(([c]) => c !== '@einvoice/source');
      expect(targets.map(([c]) => c)).toEqual(expect.arrayContaining(['types', 'default']));
      for (const [, target] of targets)
        expect(fs.existsSync(path.join(installed, target)), target).toBe(true);
    }
  });

  it('answer in Node as the sources the server runs', async () => {
    const got = JSON.parse(
      execFileSync(process.execPath, ['entries.mjs', buildDir, INVOICE, BROKEN], {
        cwd: project.dir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as Record<string, unknown>;
    const v = await createNodeValidator(buildDir);
    const bytes = fs.readFileSync(INVOICE);
    const expected = {
      validate: await v.validate(bytes, { asOf: '2026-01-01' }),
      inspect: await v.inspect(BROKEN),
      fix: await v.fix(BROKEN, { mode: 'strict' }),
      remediate: await v.remediate(BROKEN, []),
      convert: await v.convert(bytes, { target: 'xrechnung-cii' }),
      render: await v.render(bytes, { locale: 'de', format: 'json' }),
      diff: await v.diff(bytes, BROKEN, 10),
      info: v.info(),
      hostValidate: await v.validate(BROKEN),
      fetchLoader: 'function',
    };
    expect(got).toEqual(JSON.parse(JSON.stringify(expected)));
    // The broken copy lacks its buyer reference: BR-DE-15 fails, and the difference is that one value.
    expect((expected.inspect.result.findings as { ruleId: string }[]).map((f) => f.ruleId)).toContain(
      'BR-DE-15',
    );
    expect(expected.diff.total).toBe(1);
  });
});
