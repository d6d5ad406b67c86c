import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Which webhook targets a registration may name. */
export interface TargetPolicy {
  /** Allow http:// (otherwise https:// only). Test keys may use http:// to loopback anyway. */
  allowHttp: boolean;
  /** Allow private, loopback and link-local addresses (otherwise refused: SSRF). */
  allowPrivate: boolean;
}

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function isPrivate(address: string): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return PRIVATE.check(address, family);
}

function isLoopback(address: string): boolean {
  return LOOPBACK.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Checks a webhook URL and returns why it is refused, or null. Resolves the host: a name that
 * points into a private network is refused like the address itself. Called at registration and
 * again before every delivery, so a DNS change cannot turn a registered host into an internal one.
 */
export async function refuseTarget(
  raw: string,
  policy: TargetPolicy,
  testMode: boolean,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'only https:// URLs are accepted';
  if (url.username || url.password) return 'URLs with credentials are not accepted';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return `the host ${host} does not resolve`;
  }
  const loopbackOnly = addresses.length > 0 && addresses.every(isLoopback);
  if (url.protocol === 'http:' && !policy.allowHttp && !(testMode && loopbackOnly))
    return 'only https:// URLs are accepted (plain http only to loopback with a test key)';
  if (!policy.allowPrivate && !(testMode && loopbackOnly) && addresses.some(isPrivate))
    return `the host ${host} is in a private network`;
  return null;
}
