import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.ts';

const log = vi.spyOn(console, 'log').mockImplementation(() => {});
const error = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => {
  log.mockClear();
  error.mockClear();
});

describe('einvoice --help', () => {
  it('answers the command list, exit 0', async () => {
    expect(await main(['--help'])).toBe(0);
    expect(String(log.mock.calls[0]?.[0])).toMatch(
      /^Usage: einvoice <command>.*\n\nCommands: validate, render, convert, fix\./s,
    );
  });

  it.each(['validate', 'fix', 'convert', 'render'])(
    '%s --help answers its own usage, exit 0, nothing validated',
    async (command) => {
      expect(await main([command, '--help'])).toBe(0);
      expect(String(log.mock.calls[0]?.[0])).toMatch(new RegExp(`^Usage: einvoice ${command} `));
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('an unknown command is still an error', async () => {
    expect(await main(['frobnicate'])).toBe(2);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^unknown command 'frobnicate'/);
  });
});
