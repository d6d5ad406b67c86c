/**
 * The webhook target policy as a pure function over tables of addresses and names: names resolve
 * through a table, never DNS, and nothing connects anywhere.
 */
import { describe, expect, it } from 'vitest';
import {
  type AddressClass,
  checkTarget,
  classifyAddress,
  type Resolve,
  type TargetPolicy,
} from './targetPolicy.ts';

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.167.255.255',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82a::200e',
  '2001:200::1',
  // Embedded public IPv4 addresses pass the IPv4 rules: mapped, NAT64, 6to4.
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
  // 8.8.8.8 at every position a local-use NAT64 prefix (/48, /56, /64, /96) puts it.
  '64:ff9b:1:808:8:808:808:808',
];

const REFUSED: [string, AddressClass][] = [
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'private'],
  ['100.127.255.254', 'private'],
  ['127.0.0.1', 'loopback'],
  ['127.1.2.3', 'loopback'],
  ['169.254.169.254', 'reserved'],
  ['0.0.0.0', 'reserved'],
  ['0.1.2.3', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['224.0.0.1', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  ['::1', 'loopback'],
  ['::', 'reserved'],
  ['fe80::1', 'reserved'],
  ['fe80::1%eth0', 'reserved'],
  ['febf:ffff::1', 'reserved'],
  ['fec0::1', 'reserved'],
  ['feff::1', 'reserved'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['ff02::1', 'reserved'],
  ['100::1', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['3fff::1', 'reserved'],
  // Teredo: the client's IPv4 address is obscured inside.
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
  // IPv4-mapped.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'reserved'],
  ['::ffff:100.64.0.1', 'private'],
  // IPv4-compatible (deprecated) and IPv4-translated (RFC 2765).
  ['::127.0.0.1', 'loopback'],
  ['::10.0.0.1', 'private'],
  ['::ffff:0:10.0.0.1', 'private'],
  ['::ffff:0:169.254.169.254', 'reserved'],
  // NAT64, the well-known prefix.
  ['64:ff9b::a00:1', 'private'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::169.254.169.254', 'reserved'],
  ['64:ff9b::c0a8:101', 'private'],
  // NAT64, the local-use prefix: the IPv4 address is read at every RFC 6052 position (the prefix length is the
  // operator's), so 10.0.0.1 as /96 or as /48 (u-octet skipped) also reads as 0.x.x.x somewhere.
  ['64:ff9b:1::a00:1', 'reserved'],
  ['64:ff9b:1:a00:0:100::', 'reserved'],
  ['64:ff9b:1::127.0.0.1', 'reserved'],
  ['64:ff9b:1:808:8:808:a00:1', 'private'],
  // 6to4.
  ['2002:a00:1::1', 'private'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:a9fe:a9fe::1', 'reserved'],
  ['2002:c0a8:101::', 'private'],
  ['not-an-address', 'reserved'],
];

const NAMES: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.215.14', '10.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
  'ula.example.com': ['fd00::5'],
  'mapped.example.com': ['::ffff:192.168.0.10'],
  'nat64.example.com': ['64:ff9b::7f00:1'],
  localhost: ['::1', '127.0.0.1'],
  'empty.example.com': [],
};
const table: Resolve = async (host) => {
  const found = NAMES[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found;
};

const STRICT: TargetPolicy = { allowHttp: false, allowPrivate: false, allowLoopback: false };
const refusal = async (url: string, policy = STRICT) => {
  const r = await checkTarget(url, policy, table);
  return 'refusal' in r ? r.refusal : null;
};
const bracket = (a: string) => (a.includes(':') ? `[${a}]` : a);

describe('classifyAddress', () => {
  it.each(PUBLIC)('%s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });
  it.each(REFUSED)('%s is %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });
});

describe('checkTarget', () => {
  it('accepts public addresses and names, and keeps the addresses it checked for the connection', async () => {
    for (const a of PUBLIC.filter((x) => !x.includes('%')))
      expect(await checkTarget(`https://${bracket(a)}/hook`, STRICT, table)).toEqual({
        target: {
          url: new URL(`https://${bracket(a)}/hook`),
          addresses: [new URL(`https://${bracket(a)}`).hostname.replace(/^\[|\]$/g, '')],
        },
      });
    const named = await checkTarget('https://hooks.example.com:8443/in', STRICT, table);
    expect(named).toEqual({
      target: { url: new URL('https://hooks.example.com:8443/in'), addresses: NAMES['hooks.example.com'] },
    });
  });

  it('refuses every private, loopback, link-local, ULA, CGNAT, reserved and embedded address', async () => {
    for (const [a] of REFUSED.filter(([x]) => x !== 'not-an-address' && !x.includes('%')))
      expect(await refusal(`https://${bracket(a)}/hook`), a).toMatch(/private network|loopback address/);
  });

  it('refuses names that resolve to any internal address, or do not resolve', async () => {
    for (const name of [
      'internal.example.com',
      'mixed.example.com',
      'metadata.example.com',
      'ula.example.com',
      'mapped.example.com',
    ])
      expect(await refusal(`https://${name}/`), name).toBe(`the host ${name} is in a private network`);
    expect(await refusal('https://nat64.example.com/')).toMatch(/loopback address/);
    expect(await refusal('https://localhost/')).toMatch(/loopback address/);
    expect(await refusal('https://nowhere.example.com/')).toBe(
      'the host nowhere.example.com does not resolve',
    );
    expect(await refusal('https://empty.example.com/')).toBe('the host empty.example.com does not resolve');
  });

  it('refuses the address spellings a URL parser turns into loopback or private', async () => {
    for (const url of [
      'https://2130706433/',
      'https://0x7f.0.0.1/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::ffff:7f00:1]/',
      'https://[0:0:0:0:0:ffff:127.0.0.1]/',
      'https://0xa000001/',
    ])
      expect(await refusal(url), url).toMatch(/private network|loopback address/);
  });

  it('takes https only, plain http with WEBHOOK_ALLOW_HTTP, no credentials, no other schemes', async () => {
    expect(await refusal('http://hooks.example.com/')).toBe('only https:// URLs are accepted');
    expect(await refusal('http://hooks.example.com/', { ...STRICT, allowHttp: true })).toBeNull();
    expect(await refusal('ftp://hooks.example.com/')).toBe('only https:// URLs are accepted');
    expect(await refusal('https://u:p@hooks.example.com/')).toBe('URLs with credentials are not accepted');
    expect(await refusal('not a url')).toBe('not a URL');
  });

  it('allows private networks with WEBHOOK_ALLOW_PRIVATE, but never loopback, link-local or reserved', async () => {
    const policy = { ...STRICT, allowPrivate: true };
    for (const url of [
      'https://10.0.0.1/',
      'https://internal.example.com/',
      'https://ula.example.com/',
      'https://[::ffff:192.168.0.10]/',
      'https://100.64.0.1/',
    ])
      expect(await refusal(url, policy), url).toBeNull();
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://169.254.169.254/',
      'https://metadata.example.com/',
      'https://[fec0::1]/',
      'https://[fe80::1]/',
    ])
      expect(await refusal(url, policy), url).not.toBeNull();
  });

  it('allows loopback, also by name and over plain http, only with the development setting', async () => {
    const dev = { ...STRICT, allowLoopback: true };
    expect(await checkTarget('http://localhost:4000/hook', dev, table)).toEqual({
      target: { url: new URL('http://localhost:4000/hook'), addresses: ['::1', '127.0.0.1'] },
    });
    expect(await refusal('http://127.0.0.1:4000/hook', dev)).toBeNull();
    expect(await refusal('http://[::1]:4000/hook', dev)).toBeNull();
    // Without it, the refusal of a developer's http:// receiver names the setting, not the scheme.
    for (const url of ['http://localhost:4000/hook', 'http://127.0.0.1:4000/hook'])
      expect(await refusal(url), url).toMatch(
        /is a loopback address: start the server with WEBHOOK_ALLOW_LOOPBACK=1/,
      );
    expect(await refusal('https://127.0.0.1:4000/hook')).toMatch(/loopback address/);
    // The setting opens loopback only: private networks and plain http elsewhere stay refused.
    expect(await refusal('https://10.0.0.1/', dev)).toBe('the host 10.0.0.1 is in a private network');
    expect(await refusal('http://hooks.example.com/', dev)).toBe('only https:// URLs are accepted');
  });
});
