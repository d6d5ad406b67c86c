import { createHash, createPrivateKey, webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
/** A self-signed certificate only names the key; ten years so old packs stay displayable. */
const CERT_YEARS = 10;

/** One evidence-signing key with the certificate PDF readers show. */
export interface SigningIdentity {
  /** Key id: the first 16 hex digits of the SHA-256 of the public key (SPKI DER). */
  kid: string;
  privateKey: webcrypto.CryptoKey;
  certificate: pkijs.Certificate;
  certificatePem: string;
  publicKeyPem: string;
  publicJwk: webcrypto.JsonWebKey & { kid: string };
  createdAt: string;
}

/** What `/v1/evidence/public-key` publishes: the current key and every retired one. */
export interface PublishedKey {
  kid: string;
  current: boolean;
  createdAt: string;
  publicKeyPem: string;
  certificatePem: string;
  jwk: webcrypto.JsonWebKey & { kid: string };
}

export interface SigningKeyring {
  current: SigningIdentity;
  published: PublishedKey[];
  /** The certificate of a published key, by key id (old packs name retired keys). */
  certificateFor(kid: string): pkijs.Certificate | undefined;
}

const KEY_DIR = 'evidence-keys';

/**
 * The service's evidence-signing keys. `EVIDENCE_SIGNING_KEY` (a PKCS#8 PEM of a P-256 key) wins;
 * otherwise the newest key under DATA_DIR/evidence-keys is used and one is created at first start.
 * Rotation (`rotate`) writes a new key beside the old ones, which stay published so packs signed
 * with them remain verifiable.
 */
export async function openKeyring(dataDir: string, suppliedPem?: string): Promise<SigningKeyring> {
  const dir = path.join(dataDir, KEY_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stored = readStored(dir);
  let current: SigningIdentity;
  if (suppliedPem) {
    current = await identityFromPem(suppliedPem, dir, stored);
  } else if (stored.length > 0) {
    current = await loadIdentity(stored[stored.length - 1] as StoredKey);
  } else {
    current = await createIdentity(dir);
  }
  const identities = await Promise.all(stored.map(loadIdentity));
  if (!identities.some((i) => i.kid === current.kid)) identities.push(current);
  return keyringOf(current, identities);
}

/** Makes a new current key; the previous ones stay published. */
export async function rotate(dataDir: string): Promise<SigningKeyring> {
  const dir = path.join(dataDir, KEY_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  await createIdentity(dir);
  return openKeyring(dataDir);
}

function keyringOf(current: SigningIdentity, all: SigningIdentity[]): SigningKeyring {
  const byKid = new Map(all.map((i) => [i.kid, i]));
  return {
    current,
    published: [...byKid.values()]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((i) => ({
        kid: i.kid,
        current: i.kid === current.kid,
        createdAt: i.createdAt,
        publicKeyPem: i.publicKeyPem,
        certificatePem: i.certificatePem,
        jwk: i.publicJwk,
      })),
    certificateFor: (kid) => byKid.get(kid)?.certificate,
  };
}

interface StoredKey {
  createdAt: string;
  privateKeyPem: string;
  certificatePem: string;
}

function readStored(dir: string): StoredKey[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredKey)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function createIdentity(dir: string): Promise<SigningIdentity> {
  const keys = (await webcrypto.subtle.generateKey(ECDSA_P256, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const createdAt = new Date().toISOString();
  const certificate = await selfSign(keys, new Date(createdAt));
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const stored: StoredKey = {
    createdAt,
    privateKeyPem: toPem(pkcs8, 'PRIVATE KEY'),
    certificatePem: certificatePem(certificate),
  };
  const identity = await loadIdentity(stored);
  // Written atomically and readable by the service user only: this file is the signing key.
  const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${identity.kid}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(stored, null, 2), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
  return identity;
}

/** A supplied key gets a certificate once, kept beside the generated keys so it stays stable. */
async function identityFromPem(pem: string, dir: string, stored: StoredKey[]): Promise<SigningIdentity> {
  const normalized = createPrivateKey(pem).export({ type: 'pkcs8', format: 'pem' }).toString();
  const existing = stored.find((s) => s.privateKeyPem.trim() === normalized.trim());
  if (existing) return loadIdentity(existing);
  const privateKey = await importPrivate(normalized);
  const jwk = await webcrypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await webcrypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
    ECDSA_P256,
    true,
    ['verify'],
  );
  const createdAt = new Date().toISOString();
  const certificate = await selfSign({ privateKey, publicKey }, new Date(createdAt));
  const entry: StoredKey = {
    createdAt,
    privateKeyPem: normalized,
    certificatePem: certificatePem(certificate),
  };
  const identity = await loadIdentity(entry);
  const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${identity.kid}.json`);
  fs.writeFileSync(file, JSON.stringify(entry, null, 2), { mode: 0o600 });
  return identity;
}

async function loadIdentity(stored: StoredKey): Promise<SigningIdentity> {
  const certificate = parseCertificatePem(stored.certificatePem);
  const privateKey = await importPrivate(stored.privateKeyPem);
  const spki = new Uint8Array(certificate.subjectPublicKeyInfo.toSchema().toBER(false));
  const kid = keyIdOf(spki);
  const publicKey = await webcrypto.subtle.importKey('spki', spki, ECDSA_P256, true, ['verify']);
  const jwk = await webcrypto.subtle.exportKey('jwk', publicKey);
  return {
    kid,
    privateKey,
    certificate,
    certificatePem: certificatePem(certificate),
    publicKeyPem: toPem(spki, 'PUBLIC KEY'),
    publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, use: 'sig', alg: 'ES256', kid },
    createdAt: stored.createdAt,
  };
}

/** Key id of a public key given as SPKI DER. */
export function keyIdOf(spkiDer: Uint8Array): string {
  return createHash('sha256').update(spkiDer).digest('hex').slice(0, 16);
}

async function importPrivate(pem: string): Promise<webcrypto.CryptoKey> {
  const der = Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  return webcrypto.subtle.importKey('pkcs8', der, ECDSA_P256, true, ['sign']) as Promise<webcrypto.CryptoKey>;
}

async function selfSign(keys: webcrypto.CryptoKeyPair, notBefore: Date): Promise<pkijs.Certificate> {
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERT_YEARS);
  const cert = new pkijs.Certificate();
  cert.version = 2;
  const serial = webcrypto.getRandomValues(new Uint8Array(12));
  // Positive and minimal DER: a first byte in 0x40–0x7f (a leading 0x00 would be a non-minimal encoding NSS rejects).
  serial[0] = ((serial[0] as number) & 0x3f) | 0x40;
  cert.serialNumber = new asn1js.Integer({ valueHex: serial });
  for (const target of [cert.issuer, cert.subject]) {
    target.typesAndValues.push(
      new pkijs.AttributeTypeAndValue({
        type: OID.commonName,
        value: new asn1js.Utf8String({ value: 'einvoice-check evidence signing' }),
      }),
    );
  }
  cert.notBefore.value = notBefore;
  cert.notAfter.value = notAfter;
  // digitalSignature + nonRepudiation: the two bits a signature over documents needs.
  const keyUsage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]), unusedBits: 6 });
  cert.extensions = [
    new pkijs.Extension({
      extnID: OID.basicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: keyUsage.toBER(false) }),
  ];
  await cert.subjectPublicKeyInfo.importKey(keys.publicKey);
  await cert.sign(keys.privateKey, 'SHA-256');
  return cert;
}

const OID = {
  commonName: '2.5.4.3',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
} as const;

/** PEM text of a certificate. */
export function certificatePem(cert: pkijs.Certificate): string {
  return toPem(new Uint8Array(cert.toSchema(true).toBER(false)), 'CERTIFICATE');
}

/** A certificate from PEM text. */
export function parseCertificatePem(pem: string): pkijs.Certificate {
  return pkijs.Certificate.fromBER(
    Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64'),
  );
}

function toPem(der: Uint8Array, label: string): string {
  const b64 = Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${b64.trimEnd()}\n-----END ${label}-----\n`;
}
