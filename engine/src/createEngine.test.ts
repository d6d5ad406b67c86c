import { describe, expect, it } from 'vitest';
import { createEngine } from './createEngine.ts';
import { nodeLoader } from './host/node.ts';

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
    const manifest = JSON.parse(await disk.text('manifest.json')) as {
      artefacts: { kind: string; rules?: string; sef?: string }[];
    };
    const schematrons = manifest.artefacts.filter((a) => a.kind === 'schematron');
    expect(schematrons.length).toBeGreaterThan(3);
    for (const a of schematrons) {
      expect(read).toContain(a.rules);
      expect(read).not.toContain(a.sef);
    }
  });
});
