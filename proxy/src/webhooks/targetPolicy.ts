import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Which webhook targets a registration may name (settings WEBHOOK_ALLOW_HTTP, _PRIVATE, _LOOPBACK). */
export interface TargetPolicy {
  /** Allow http:// to any allowed address (otherwise https:// only, but for loopback when that is allowed). */
  allowHttp: boolean;
  /** Allow private networks: RFC 1918, CGNAT 100.64.0.0/10, IPv6 unique-local fc00::/7. */
  allowPrivate: boolean;
  /** Allow loopback (127.0.0.0/8, ::1): for development only, where receivers run on the same machine. */
  allowLoopback: boolean;
}

/**
 * Where an address leads: `public` is the internet; `private` and `loopback` only when the policy
 * allows them; `reserved` never (link-local with cloud metadata, multicast, documentation, unspecified…).
 */
export type AddressClass = 'public' | 'private' | 'loopback' | 'reserved';

const v4 = (list: string[]) => list.map((cidr) => ipaddr.IPv4.parseCIDR(cidr));
const v6 = (list: string[]) => list.map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

// IPv4 and IPv6 are matched against separate lists: one mixed list (Node's BlockList with
// ::ffff:0:0/96) matched every IPv4 address as private.
const V4: [AddressClass, [ipaddr.IPv4, number][]][] = [
  ['loopback', v4(['127.0.0.0/8'])],
  ['private', v4(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10'])],
  [
    'reserved',
    v4([
      '0.0.0.0/8',
      '169.254.0.0/16',
      '192.0.0.0/24',
      '192.0.2.0/24',
      '192.88.99.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '224.0.0.0/4',
      '240.0.0.0/4',
    ]),
  ],
];

/** Global unicast; everything outside it is refused. */
const GLOBAL_UNICAST = v6(['2000::/3']);
const V6: [AddressClass, [ipaddr.IPv6, number][]][] = [
  ['private', v6(['fc00::/7'])],
  // IETF protocol assignments (Teredo 2001::/32 carries an obscured IPv4 address, benchmarking,
  // ORCHID), documentation, SRv6 segment ids.
  ['reserved', v6(['2001::/23', '2001:db8::/32', '3fff::/20', '5f00::/16'])],
];

/**
 * IPv6 forms that carry an IPv4 address, with where it sits (byte offsets). 64:ff9b:1::/48 is a local
 * NAT64 prefix whose length the operator chooses (RFC 8215): the address is read at every position
 * RFC 6052 allows for a prefix inside it, and each must pass.
 */
const EMBEDDING: [[ipaddr.IPv6, number], number[][]][] = [
  [ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), [[12, 13, 14, 15]]],
  [ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), [[12, 13, 14, 15]]],
  [ipaddr.IPv6.parseCIDR('64:ff9b::/96'), [[12, 13, 14, 15]]],
  [
    ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'),
    [
      [6, 7, 9, 10],
      [7, 9, 10, 11],
      [9, 10, 11, 12],
      [12, 13, 14, 15],
    ],
  ],
  [ipaddr.IPv6.parseCIDR('2002::/16'), [[2, 3, 4, 5]]],
  // IPv4-compatible (deprecated); after :: and ::1, which are matched first.
  [ipaddr.IPv6.parseCIDR('::/96'), [[12, 13, 14, 15]]],
];

const RANK: Record<AddressClass, number> = { public: 0, private: 1, loopback: 2, reserved: 3 };
const worst = (classes: AddressClass[]): AddressClass =>
  classes.reduce<AddressClass>((a, b) => (RANK[b] > RANK[a] ? b : a), 'public');

function classifyV4(a: ipaddr.IPv4): AddressClass {
  for (const [cls, ranges] of V4) if (ranges.some((r) => a.match(r))) return cls;
  return 'public';
}

const UNSPECIFIED = ipaddr.IPv6.parseCIDR('::/128');
const LOOPBACK = ipaddr.IPv6.parseCIDR('::1/128');

function classifyV6(a: ipaddr.IPv6): AddressClass {
  if (a.match(UNSPECIFIED)) return 'reserved';
  if (a.match(LOOPBACK)) return 'loopback';
  const bytes = a.toByteArray();
  for (const [range, positions] of EMBEDDING)
    if (a.match(range))
      return worst(positions.map((p) => classifyV4(new ipaddr.IPv4(p.map((i) => bytes[i] ?? 0)))));
  for (const [cls, ranges] of V6) if (ranges.some((r) => a.match(r))) return cls;
  // fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast, 100::/64 discard and the rest.
  return GLOBAL_UNICAST.some((r) => a.match(r)) ? 'public' : 'reserved';
}

/** Where one address (as `dns.lookup` or a URL gives it) leads; anything that does not parse is reserved. */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 4) return classifyV4(ipaddr.IPv4.parse(address));
  if (family === 6) return classifyV6(ipaddr.IPv6.parse(address));
  return 'reserved';
}

/** Resolves a host name to every address it has. */
export type Resolve = (host: string) => Promise<string[]>;

/** The system resolver (hosts file, then DNS) with a deadline: a hanging lookup must not hold a delivery. */
export function systemResolver(timeoutMs: number): Resolve {
  return (host) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`lookup of ${host} timed out`)), timeoutMs);
      lookup(host, { all: true, verbatim: true }).then(
        (found) => {
          clearTimeout(timer);
          resolve(found.map((a) => a.address));
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
}

/** A checked target: the connection must go to one of `addresses` and nowhere else. */
export interface Target {
  url: URL;
  addresses: string[];
}

/**
 * Checks a webhook URL: it is resolved once and every address it has must be allowed (a name with
 * one internal address among public ones is refused). Answers the target, whose addresses a
 * delivery connects to (see postWebhook), or why it is refused. Called at registration and again
 * before every delivery, so a DNS change cannot turn a registered host into an internal one.
 */
export async function checkTarget(
  raw: string,
  policy: TargetPolicy,
  resolve: Resolve,
): Promise<{ target: Target } | { refusal: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refusal: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { refusal: 'only https:// URLs are accepted' };
  if (url.username || url.password) return { refusal: 'URLs with credentials are not accepted' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return { refusal: `the host ${host} does not resolve` };
  }
  if (addresses.length === 0) return { refusal: `the host ${host} does not resolve` };
  const classes = addresses.map(classifyAddress);
  const allowed = (c: AddressClass) =>
    c === 'public' || (c === 'private' && policy.allowPrivate) || (c === 'loopback' && policy.allowLoopback);
  // The address first: a developer's http://127.0.0.1 receiver needs the loopback switch, which allows http too.
  const refused = classes.find((c) => !allowed(c));
  if (refused === 'loopback')
    return {
      refusal: `the host ${host} is a loopback address: start the server with WEBHOOK_ALLOW_LOOPBACK=1 to deliver to this machine (development only)`,
    };
  if (refused) return { refusal: `the host ${host} is in a private network` };
  const loopbackOnly = classes.every((c) => c === 'loopback');
  if (url.protocol === 'http:' && !policy.allowHttp && !(loopbackOnly && policy.allowLoopback))
    return { refusal: 'only https:// URLs are accepted' };
  return { target: { url, addresses } };
}
