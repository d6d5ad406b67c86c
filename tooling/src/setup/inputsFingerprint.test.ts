import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsFingerprint, upToDate, writeStamp } from './inputsFingerprint.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('inputsFingerprint', () => {
  it('changes when a file is edited, added or removed, or an extra input changes, and not otherwise', () => {
    const a = path.join(dir, 'src/a.ts');
    fs.mkdirSync(path.dirname(a), { recursive: true });
    fs.writeFileSync(a, 'one');
    const first = inputsFingerprint([path.join(dir, 'src')], ['v1']);
    expect(inputsFingerprint([path.join(dir, 'src')], ['v1'])).toBe(first);
    expect(inputsFingerprint([path.join(dir, 'src')], ['v2'])).not.toBe(first);

    fs.writeFileSync(a, 'two');
    fs.utimesSync(a, new Date(), new Date(Date.now() + 5000));
    const edited = inputsFingerprint([path.join(dir, 'src')], ['v1']);
    expect(edited).not.toBe(first);

    fs.writeFileSync(path.join(dir, 'src/b.ts'), '');
    const added = inputsFingerprint([path.join(dir, 'src')], ['v1']);
    expect(added).not.toBe(edited);
    fs.rmSync(path.join(dir, 'src/b.ts'));
    expect(inputsFingerprint([path.join(dir, 'src')], ['v1'])).toBe(edited);

    // Tests, build outputs and dependencies inside an input folder are not inputs.
    fs.writeFileSync(path.join(dir, 'src/a.test.ts'), 'test');
    expect(inputsFingerprint([path.join(dir, 'src')], ['v1'])).toBe(edited);
    fs.mkdirSync(path.join(dir, 'src/node_modules'));
    fs.writeFileSync(path.join(dir, 'src/node_modules/x.js'), 'x');
    expect(inputsFingerprint([path.join(dir, 'src')], ['v1'])).toBe(edited);
  });

  it('reads a stamp back', () => {
    const stamp = path.join(dir, 'cache/stamp');
    expect(upToDate(stamp, 'abc')).toBe(false);
    writeStamp(stamp, 'abc');
    expect(upToDate(stamp, 'abc')).toBe(true);
    expect(upToDate(stamp, 'abd')).toBe(false);
  });
});
