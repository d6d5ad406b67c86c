/**
 * Offline verifier: `npm run verify -- pack.pdf|pack.zip --keys public-key.json|key.pem [--invoice invoice.xml]`.
 * Needs only the service's published public keys (GET /api/v1/evidence/public-key saved to a file,
 * or one PEM); it never talks to the service. Exit 0 verified, 1 not verified, 2 usage error.
 */
import { createHash, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import { commandLine, enterCallerFolder } from '@einvoice/engine/commandLine';
import { verifySignedZip } from '../evidence/signedZip.ts';
import { keyIdOf } from '../evidence/signingIdentity.ts';
import { verifyEvidencePdf } from '../evidence/verifyEvidencePdf.ts';

const USAGE = `usage: npm run verify -- PACK.pdf|PACK.zip --keys KEYS.json|KEY.pem [--invoice INVOICE.xml]
  --keys     the published public keys (GET /api/v1/evidence/public-key saved to a file) or one PEM
  --invoice  also check that the pack certifies this invoice (its SHA-256)
Exit code: 0 verified, 1 not verified, 2 usage error or unreadable file.`;

function usage(message: string): never {
  console.error(`verify: ${message} (--help shows the usage)`);
  process.exit(2);
}

/** Key ids of the published keys: the JSON of /api/v1/evidence/public-key, or PEM public keys/certificates. */
export function publishedKidsFrom(text: string): Set<string> {
  const pems = text.trimStart().startsWith('{')
    ? ((JSON.parse(text) as { data?: { keys?: { publicKeyPem: string }[] } }).data?.keys ?? []).map(
        (k) => k.publicKeyPem,
      )
    : (text.match(/-----BEGIN (PUBLIC KEY|CERTIFICATE)-----[\s\S]+?-----END \1-----/g) ?? []);
  return new Set(pems.map((pem) => keyIdOf(createPublicKey(pem).export({ type: 'spki', format: 'der' }))));
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = commandLine('verify', USAGE, {
    args: argv,
    allowPositionals: true,
    options: { keys: { type: 'string' }, invoice: { type: 'string' } },
  });
  const keysFile = values.keys ?? usage('--keys is required');
  const invoiceFile = values.invoice;
  const [packFile, ...rest] = positionals;
  if (!packFile || rest.length > 0) usage('give exactly one pack');
  const kids = publishedKidsFrom(fs.readFileSync(keysFile, 'utf8'));
  if (kids.size === 0) usage(`${keysFile} holds no public key`);
  const bytes = fs.readFileSync(packFile);
  const invoiceHash = invoiceFile
    ? createHash('sha256').update(fs.readFileSync(invoiceFile)).digest('hex')
    : undefined;

  const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  const result = isPdf ? await verifyEvidencePdf(bytes, kids) : await verifySignedZip(bytes, kids);
  if (!result.valid) {
    console.log(`NOT VERIFIED: ${result.reason}`);
    return 1;
  }
  console.log(`signature valid: signed ${result.signingTime} with published key ${result.kid}`);
  if (invoiceHash) {
    const certified =
      'invoiceSha256' in result && result.invoiceSha256
        ? [result.invoiceSha256]
        : zipHashes('files' in result ? result.files : undefined);
    if (!certified.includes(invoiceHash)) {
      console.log(`NOT VERIFIED: the invoice's SHA-256 ${invoiceHash} is not the one the pack certifies`);
      return 1;
    }
    console.log(`invoice matches: SHA-256 ${invoiceHash}`);
  }
  const testMode =
    'testMode' in result
      ? result.testMode === true
      : 'files' in result && zipMetadata(result.files).test_mode === true;
  if (testMode) console.log('TEST MODE: made with a test key, not valid for compliance');
  console.log('VERIFIED');
  return 0;
}

/** The original and fixed invoice hashes a remediation pack's metadata.json states. */
function zipHashes(files: Record<string, Uint8Array> | undefined): string[] {
  const parsed = zipMetadata(files);
  return [parsed.original_hash, parsed.fixed_hash].flatMap((h) => (h ? [h.replace(/^sha256:/, '')] : []));
}

/** A remediation pack's metadata.json ({} when there is none). */
function zipMetadata(files: Record<string, Uint8Array> | undefined): {
  original_hash?: string;
  fixed_hash?: string;
  test_mode?: unknown;
} {
  const meta = files?.['metadata.json'];
  return meta ? JSON.parse(Buffer.from(meta).toString('utf8')) : {};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  enterCallerFolder();
  // A file that cannot be read (or keys that cannot be parsed) is a usage error in one line, not a stack trace.
  const code = await main(process.argv.slice(2)).catch((e: unknown) =>
    usage(e instanceof Error ? e.message : String(e)),
  );
  process.exit(code);
}
