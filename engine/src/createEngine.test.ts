import { describe, expect, it } from 'vitest';
import { createEngine, isPreparedByDefault } from './createEngine.ts';
import { nodeLoader } from './host/node.ts';
import type { BuiltArtefact, BuiltManifest } from './manifest.ts';

describe('createEngine', () => {
  it('prepares what the default path uses (schemas, compiled rules), not the reference stylesheets', async () => {
    const disk = nodeLoader();
    const read: string[] = [];
    const engine = await createEngine({
      loader: {
        text: (p) => {
          read.push(p);
          return disk.text(p);
        },
        bytes: (p) => {
          read.push(p);
          return disk.bytes(p);
        },
      },
    });
    await engine.prepare();
    const manifest = JSON.parse(await disk.text('manifest.json')) as BuiltManifest;
    const schematrons = manifest.artefacts.filter(
      (a): a is Extract<BuiltArtefact, { kind: 'schematron' }> => a.kind === 'schematron',
    );
    const up = schematrons.filter(isPreparedByDefault);
    const later = schematrons.filter((a) => !isPreparedByDefault(a));
    // Every default rule set of every family, and nothing pinned or Factur-X before it is asked for.
    expect(new Set(up.map((a) => a.ruleset))).toEqual(new Set(['en16931', 'xrechnung', 'peppol']));
    expect(later.some((a) => a.alternativeOf)).toBe(true);
    expect(later.some((a) => a.ruleset === 'facturx')).toBe(true);
    for (const a of up) {
      expect(read).toContain(a.rules);
      expect(read).not.toContain(a.sef);
    }
    for (const a of later) {
      expect(read).not.toContain(a.rules);
      expect(read).not.toContain(a.sef);
    }
  });
});
