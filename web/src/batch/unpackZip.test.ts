import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isZip, unpackZip, ZIP_LIMITS } from './unpackZip.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('unpackZip', () => {
  it('lists members under the archive name, skips folders and resource forks, unpacks a nested archive', () => {
    const inner = zipSync({ 'c.xml': text('<c/>') });
    const bytes = zipSync({
      'a.xml': text('<a/>'),
      'dir/b.xml': text('<b/>'),
      '__MACOSX/dir/._b.xml': text('junk'),
      '.DS_Store': text('junk'),
      'more.zip': inner,
    });
    expect(isZip(bytes)).toBe(true);
    const { files, problem } = unpackZip({ name: 'batch.zip', bytes });
    expect(problem).toBeNull();
    expect(files.map((f) => [f.name, new TextDecoder().decode(f.bytes)]).sort()).toEqual([
      ['batch.zip/a.xml', '<a/>'],
      ['batch.zip/dir/b.xml', '<b/>'],
      ['batch.zip/more.zip/c.xml', '<c/>'],
    ]);
  });

  it('refuses what is not an archive, and archives over the limits', () => {
    expect(isZip(text('<Invoice/>'))).toBe(false);
    expect(unpackZip({ name: 'x.zip', bytes: text('PK\u0003\u0004broken') }).problem).toBe('unreadable');
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= ZIP_LIMITS.files; i++) many[`${i}.xml`] = text('<a/>');
    expect(unpackZip({ name: 'many.zip', bytes: zipSync(many) })).toEqual({
      files: [],
      problem: 'too-many-files',
    });
    const big = zipSync({ 'big.xml': new Uint8Array(ZIP_LIMITS.fileBytes + 1) });
    expect(unpackZip({ name: 'big.zip', bytes: big }).problem).toBe('too-large');
  });
});
