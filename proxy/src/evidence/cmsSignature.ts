import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** ESS signing-certificate-v2 (RFC 5035): binds the certificate into the signed attributes (CAdES). */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

/**
 * A detached CMS SignedData (RFC 5652) over `content`, ECDSA P-256 with SHA-256, carrying the
 * certificate, signing time and the ESS signing-certificate-v2 attribute that CAdES/PAdES
 * baseline signatures require. Returned as DER.
 */
export async function signDetached(
  content: Uint8Array,
  privateKey: CryptoKey,
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
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
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
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signed.sign(privateKey, 0, 'SHA-256');
  const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) });
  return new Uint8Array(info.toSchema().toBER(false));
}

/** What a detached CMS signature says about `content`. */
export interface CmsCheck {
  /** The signature verifies over `content` with the certificate it carries. */
  valid: boolean;
  certificate?: pkijs.Certificate;
  signingTime?: Date;
  reason?: string;
}

/** Verifies a detached CMS SignedData (DER) over `content`. */
export async function verifyDetached(cmsDer: Uint8Array, content: Uint8Array): Promise<CmsCheck> {
  let signed: pkijs.SignedData;
  try {
    const info = pkijs.ContentInfo.fromBER(cmsDer);
    if (info.contentType !== OID.signedData) return { valid: false, reason: 'not a CMS SignedData' };
    signed = new pkijs.SignedData({ schema: info.content });
  } catch {
    return { valid: false, reason: 'signature is not readable CMS' };
  }
  const certificate = signed.certificates?.find(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate,
  );
  const timeAttr = signed.signerInfos[0]?.signedAttrs?.attributes.find((a) => a.type === OID.signingTime);
  const signingTime = (timeAttr?.values[0] as asn1js.UTCTime | undefined)?.toDate();
  try {
    const valid = await signed.verify({ signer: 0, data: content, checkChain: false });
    return { valid, certificate, signingTime, reason: valid ? undefined : 'signature does not match' };
  } catch (e) {
    const code = (e as { code?: number }).code;
    return {
      valid: false,
      certificate,
      signingTime,
      reason: code === 14 ? 'content was changed' : 'signature does not match',
    };
  }
}

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }));
