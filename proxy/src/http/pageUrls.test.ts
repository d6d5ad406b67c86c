import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { pageUrls } from './pageUrls.ts';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  eth0: [nic('192.0.2.10', 'IPv4'), nic('2001:db8::10', 'IPv6'), nic('fe80::1', 'IPv6')],
};

describe('pageUrls', () => {
  it('names localhost, not the wildcard, and the LAN addresses of a wildcard bind', () => {
    expect(pageUrls('0.0.0.0', 3000, interfaces)).toEqual([
      'http://localhost:3000/',
      'http://192.0.2.10:3000/',
    ]);
    expect(pageUrls('::', 3000, interfaces)).toEqual([
      'http://localhost:3000/',
      'http://192.0.2.10:3000/',
      'http://[2001:db8::10]:3000/',
    ]);
  });

  it('names localhost for a loopback bind and the address itself otherwise', () => {
    expect(pageUrls('127.0.0.1', 8080, interfaces)).toEqual(['http://localhost:8080/']);
    expect(pageUrls('::1', 8080, interfaces)).toEqual(['http://localhost:8080/']);
    expect(pageUrls('192.0.2.10', 8080, interfaces)).toEqual(['http://192.0.2.10:8080/']);
  });
});
