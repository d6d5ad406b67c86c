import type { NetworkInterfaceInfo } from 'node:os';

/**
 * The addresses a person can open the page at. A wildcard bind (`0.0.0.0`, `::`) is no address a browser
 * can use, and the page's offline engine needs a secure context, which plain HTTP has only on localhost:
 * localhost first, then the machine's LAN addresses (plain HTTP there: the page checks, but not offline).
 */
export function pageUrls(
  boundAddress: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string[] {
  const url = (host: string) => `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  const loopback = boundAddress === '::1' || boundAddress.startsWith('127.');
  if (loopback) return [url('localhost')];
  if (boundAddress !== '0.0.0.0' && boundAddress !== '::') return [url(boundAddress)];
  const lan = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && (i.family === 'IPv4' || boundAddress === '::'))
    .filter((i) => !(i.family === 'IPv6' && i.address.startsWith('fe80:')))
    .map((i) => url(i.address));
  return [url('localhost'), ...lan];
}
