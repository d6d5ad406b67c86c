import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderCommand } from './cliRender.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-render-'));
const input = path.join(dir, 'invoice.xml');
fs.copyFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml'),
  input,
);
vi.spyOn(console, 'log').mockImplementation(() => {});
vi.spyOn(console, 'error').mockImplementation(() => {});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('render command', () => {
  it('writes an .html page next to the input', async () => {
    expect(await renderCommand(['--locale', 'de', input])).toBe(0);
    const html = fs.readFileSync(path.join(dir, 'invoice.html'), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
  });

  it('writes the JSON reading to --out', async () => {
    const out = path.join(dir, 'reading.json');
    expect(await renderCommand(['--format', 'json', '--out', out, input])).toBe(0);
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toMatchObject({
      format: 'json',
      locale: 'en',
      syntax: 'CII',
    });
  });

  it('exits 2 on bad usage, an unreadable file or a refused option', async () => {
    expect(await renderCommand([])).toBe(2);
    expect(await renderCommand(['--bogus', input])).toBe(2);
    expect(await renderCommand([path.join(dir, 'missing.xml')])).toBe(2);
    expect(await renderCommand(['--format', 'pdf', input])).toBe(2);
  });
});
