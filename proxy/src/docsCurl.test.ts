/**
 * Issue 38 point 9: a curl example of the documentation that calls a keyed route carries its Authorization
 * header, so that pasting it does not answer 401. Every shell block of README.md and docs/*.md is read; a command
 * continued with `\` is one command.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { describe, expect, it } from 'vitest';

/** The routes that answer without a key (the instant key, health, the interface descriptions). */
const PUBLIC = /\/api\/developers\/|\/health\b|\/openapi\.json\b/;

function curlCommands(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const blocks = [...text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  return blocks
    .flatMap((b) => b.replace(/\\\n\s*/g, ' ').split('\n'))
    .filter((line) => /(^|[\s$(])curl\s/.test(line) && /\/api\//.test(line));
}

const files = [
  path.join(repoRoot, 'README.md'),
  ...fs
    .readdirSync(path.join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(repoRoot, 'docs', f)),
];

describe('curl examples of the documentation', () => {
  const commands = files.flatMap((f) =>
    curlCommands(f).map((c) => ({ file: path.relative(repoRoot, f), command: c })),
  );

  it('are found (the README quick start and the API page have some)', () => {
    expect(new Set(commands.map((c) => c.file))).toEqual(new Set(['README.md', 'docs/api.md']));
  });

  it('send a key to every route that needs one', () => {
    const keyless = commands.filter(
      ({ command }) => !PUBLIC.test(command) && !/-H ["']Authorization: Bearer /i.test(command),
    );
    expect(keyless).toEqual([]);
  });
});
