import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

/** The KoSIT validator's command line (itplr-kosit/validator docs/cli.md) as KoSIT's users type it. */
describe('parseOptions', () => {
  it("reads KoSIT's usual invocation: scenarios, repository, output folder, print, files", () => {
    const o = parseOptions(['-s', 'scenarios.xml', '-r', 'repo', '-o', 'out', '-p', 'a.xml', 'b.xml']);
    expect(o).toMatchObject({
      scenarios: [{ name: null, file: 'scenarios.xml' }],
      repositories: ['repo'],
      outputDirectory: 'out',
      print: true,
      inputs: ['a.xml', 'b.xml'],
    });
  });

  it('reads named scenario configurations and --name=value', () => {
    expect(parseOptions(['--scenarios=xr=one.xml', '-s', 'two.xml', '--port=9090', '-D'])).toMatchObject({
      scenarios: [
        { name: 'xr', file: 'one.xml' },
        { name: null, file: 'two.xml' },
      ],
      port: 9090,
      daemon: true,
    });
  });

  it('refuses unknown options, missing values and values out of range, naming them', () => {
    expect(parseOptions(['--nope'])).toBe('unknown option --nope');
    expect(parseOptions(['-o'])).toBe('-o needs a value');
    expect(parseOptions(['-P', '70000'])).toBe("-P takes a port number, not '70000'");
    expect(parseOptions(['--fix', 'all'])).toBe("--fix takes strict or permissive, not 'all'");
  });
});
