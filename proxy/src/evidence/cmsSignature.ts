import { createHash, type webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { CheckVerdict } from './verificationOutcome.ts';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** ESS signing-certificate-v2 (RFC 5035): binds the certificate into the signed attributes (CAdES). */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/**
 * A detached CMS SignedData (RFC 5652) over `content`, ECDSA P-256 with SHA-256, carrying the
 * certificate, signing time and the ESS signing-certificate-v2 attribute that CAdES/PAdES
 * baseline signatures require. Returned as DER.
 */
export async function signDetached(
  content: Uint8Array,
  privateKey: webcrypto.CryptoKey,
  certificate: pkijs.Certificate,
  signingTime: Date,
): Promise<Uint8Array> {
  const digest = createHash('sha256').update(content).digest();
  const certDer = new Uint8Array(certificate.toSchema(true).toBER(false));
  const certHash = createHash('sha256').update(certDer).digest();
  // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the
  // default hash algorithm (SHA-256) leaves it out and gives only the certificate hash.
  const signingCertificateV2 = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })],
      }),
    ],
  });
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: [
      new pkijs.Attribute({
        type: OID.contentType,
        values: [new asn1js.ObjectIdentifier({ value: OID.data })],
      }),
      new pkijs.Attribute({
        type: OID.signingTime,
        values: [new asn1js.UTCTime({ valueDate: signingTime })],
      }),
      new pkijs.Attribute({
        type: OID.messageDigest,
        values: [new asn1js.OctetString({ valueHex: digest })],
      }),
      new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2] }),
    ],
  });
  const signed = assemble(certificate, signedAttrs);
  await signed.sign(privateKey, 0, 'SHA-256');
  return contentInfoDer(signed);
}

/** What a detached CMS signature says about `content`. */
/** `valid`: the signature verifies over `content` with the certificate it carries. */
export type CmsCheck = CheckVerdict<'altered' | 'signature_unreadable'> & {
  certificate?: pkijs.Certificate;
  signingTime?: Date;
};

/**
 * Verifies a detached CMS SignedData (DER) over `content`. Beyond the signature itself it insists
 * on the exact form `signDetached` writes (one SHA-256/ECDSA signer, the certificate pinned by the
 * signed ESS attribute): every byte of the value is then either signed, pinned or fixed, so no
 * byte can change without the check failing.
 */
export async function verifyDetached(cmsDer: Uint8Array, content: Uint8Array): Promise<CmsCheck> {
  try {
    return await check(cmsDer, content);
  } catch {
    return { valid: false, outcome: 'signature_unreadable', reason: 'signature is not readable CMS' };
  }
}

async function check(cmsDer: Uint8Array, content: Uint8Array): Promise<CmsCheck> {
  const info = pkijs.ContentInfo.fromBER(new Uint8Array(cmsDer));
  if (info.contentType !== OID.signedData)
    return { valid: false, outcome: 'signature_unreadable', reason: 'not a CMS SignedData' };
  const signed = new pkijs.SignedData({ schema: info.content });
  const certificate = signed.certificates?.[0];
  const signer = signed.signerInfos[0];
  if (!(certificate instanceof pkijs.Certificate) || !signer?.signedAttrs)
    return { valid: false, outcome: 'signature_unreadable', reason: 'no signing certificate' };
  const attrs = signer.signedAttrs.attributes;
  const signingTime = (
    attrs.find((a) => a.type === OID.signingTime)?.values[0] as asn1js.UTCTime | undefined
  )?.toDate();
  const essCertId = (
    attrs.find((a) => a.type === OID.signingCertificateV2)?.values[0] as asn1js.Sequence | undefined
  )?.valueBlock.value[0] as asn1js.Sequence | undefined;
  const pinned = (
    (essCertId?.valueBlock.value[0] as asn1js.Sequence | undefined)?.valueBlock.value[0] as
      | asn1js.OctetString
      | undefined
  )?.valueBlock.valueHexView;
  const certHash = createHash('sha256').update(rawCertificate(cmsDer)).digest();
  if (!pinned || !certHash.equals(Buffer.from(pinned)))
    return { valid: false, certificate, outcome: 'altered', reason: 'the certificate was changed' };
  const canonical = contentInfoDer(assemble(certificate, signer.signedAttrs, signer.signature));
  if (
    !Buffer.from(canonical).equals(Buffer.from(cmsDer)) ||
    !isEcdsaSigValue(signer.signature.valueBlock.valueHexView)
  )
    return {
      valid: false,
      certificate,
      signingTime,
      outcome: 'altered',
      reason: 'the signature value was changed',
    };
  const valid = await signed
    .verify({ signer: 0, data: new Uint8Array(content).buffer, checkChain: false })
    .then(
      (ok) => ok === true,
      () => false,
    );
  if (!valid)
    return { valid, certificate, signingTime, outcome: 'altered', reason: 'signature does not match' };
  return { valid, certificate, signingTime };
}

/** The one form of SignedData this service writes; signing and verifying both build it here. */
function assemble(
  certificate: pkijs.Certificate,
  signedAttrs: pkijs.SignedAndUnsignedAttributes,
  signature?: asn1js.OctetString,
): pkijs.SignedData {
  const sha256 = () =>
    new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256, algorithmParams: new asn1js.Null() });
  return new pkijs.SignedData({
    version: 1,
    digestAlgorithms: [sha256()],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        digestAlgorithm: sha256(),
        signedAttrs,
        signatureAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.ecdsaWithSha256 }),
        ...(signature ? { signature } : {}),
      }),
    ],
    certificates: [certificate],
  });
}

/** ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER }, exactly (readers of it are lenient about tags). */
function isEcdsaSigValue(bytes: Uint8Array): boolean {
  const parsed = asn1js.fromBER(bytes);
  const seq = parsed.result;
  return (
    parsed.offset === bytes.length &&
    seq.error === '' &&
    seq instanceof asn1js.Sequence &&
    seq.valueBlock.value.length === 2 &&
    seq.valueBlock.value.every((v) => v instanceof asn1js.Integer) &&
    // asn1js reads a child past its parent's declared length without complaint: re-encode to be sure.
    Buffer.from(seq.toBER(false)).equals(Buffer.from(bytes))
  );
}

function contentInfoDer(signed: pkijs.SignedData): Uint8Array {
  const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) });
  return new Uint8Array(info.toSchema().toBER(false));
}

/** The first certificate's bytes exactly as they stand in the CMS (re-encoding could hide a change). */
function rawCertificate(cmsDer: Uint8Array): Uint8Array {
  const info = asn1js.fromBER(cmsDer).result as asn1js.Sequence;
  const signedData = (info.valueBlock.value[1] as asn1js.Constructed).valueBlock.value[0] as asn1js.Sequence;
  const certs = signedData.valueBlock.value.find(
    (b) => b.idBlock.tagClass === 3 && b.idBlock.tagNumber === 0,
  ) as asn1js.Constructed | undefined;
  const first = certs?.valueBlock.value[0];
  return first ? new Uint8Array(first.valueBeforeDecodeView) : new Uint8Array();
}
