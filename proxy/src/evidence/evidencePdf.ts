import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { termById } from '@einvoice/engine/model';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { signDetached } from './cmsSignature.ts';
import { type PackRuleset, releaseLine } from './releaseFacts.ts';
import { signatureReason } from './signatureReason.ts';
import type { SigningIdentity } from './signingIdentity.ts';

/** Everything an evidence certificate states; never the invoice itself. */
export interface EvidenceFacts {
  packId: string;
  validationRef: string;
  /** When the invoice was validated (ISO 8601 UTC). */
  validatedAt: string;
  /** When this pack was made (ISO 8601 UTC). */
  createdAt: string;
  /** SHA-256 of the invoice bytes as received, hex. */
  invoiceSha256: string;
  invoice: {
    number?: string;
    seller?: string;
    buyer?: string;
    /** BT-112, the total with VAT. */
    amount?: string;
    /** BT-113, the paid amount. */
    paid?: string;
    /** BT-115, the amount due (packs made before issue 35 have none). */
    due?: string;
    currency?: string;
  };
  format: { syntax: string; name: string; profile?: string | null };
  valid: boolean;
  /** Each rule set's release, in-force date and why it ran; packs made before issue 23 hold id, authority, version. */
  rulesets: (Pick<PackRuleset, 'id' | 'authority' | 'version'> & Partial<PackRuleset>)[];
  counts: { errors: number; warnings: number };
  /** Rule ids of the errors with how often each fired. */
  errorRules: { ruleId: string; count: number }[];
  verifyUrl: string;
  testMode: boolean;
  /** The certificate's first language beside English: German (absent, the default) or French when asked. */
  language?: 'fr';
}

/** The certificate's wording in its first language; English stands beside it throughout. */
const LABELS = {
  de: {
    pdfLang: 'de-DE',
    title: 'Prüfnachweis E-Rechnung',
    titleShort: 'Prüfnachweis',
    valid: 'GÜLTIG',
    invalid: 'UNGÜLTIG',
    number: 'Rechnungsnummer',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    format: 'Format',
    counts: 'Fehler / Warnungen',
    validatedAt: 'Geprüft am',
    validationRef: 'Prüfreferenz',
    packId: 'Nachweis-ID',
    code: 'Prüfcode',
    sha: 'SHA-256 der Rechnung',
    rulesets: 'Regelwerke',
    violated: 'Verletzte Regeln',
    verify: 'Echtheit prüfen',
    signed:
      'Dieses Dokument ist mit dem veröffentlichten Schlüssel des Dienstes signiert (ECDSA P-256, CMS). ' +
      'Die Rechnung selbst wird nicht gespeichert; ihr SHA-256 bindet diesen Nachweis an genau diese Datei.',
    testBanner: 'nicht gültig als Nachweis',
    testKey: 'mit Testschlüssel erstellt',
  },
  fr: {
    pdfLang: 'fr-FR',
    title: 'Attestation de contrôle de facture électronique',
    titleShort: 'Attestation de contrôle',
    valid: 'VALIDE',
    invalid: 'NON VALIDE',
    number: 'Numéro de facture',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    format: 'Format',
    counts: 'Erreurs / avertissements',
    validatedAt: 'Contrôlée le',
    validationRef: 'Référence du contrôle',
    packId: 'Identifiant de l’attestation',
    code: 'Code de vérification',
    sha: 'SHA-256 de la facture',
    rulesets: 'Jeux de règles',
    violated: 'Règles enfreintes',
    verify: 'Vérifier l’authenticité',
    signed:
      'Ce document est signé avec la clé publiée du service (ECDSA P-256, CMS). ' +
      'La facture elle-même n’est pas conservée ; son SHA-256 lie cette attestation à ce fichier précis.',
    testBanner: 'sans valeur de preuve',
    testKey: 'créée avec une clé de test',
  },
} as const;

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
/** Room for the CMS signature: certificate + signed attributes + ECDSA value are ~1 KB of DER. */
const SIGNATURE_BYTES = 8192;

/**
 * A short code printed on the pack that an auditor can recompute from the pack id, the invoice
 * hash and the validation time: the first 40 bits of their SHA-256, in Crockford base32.
 */
export function verificationCode(packId: string, invoiceSha256: string, validatedAt: string): string {
  const digest = createHash('sha256').update(`${packId}|${invoiceSha256}|${validatedAt}`).digest();
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 7; i >= 0; i--) code += alphabet[Number((bits >> BigInt(i * 5)) & 31n)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Lays the certificate out (German, or French when asked, beside English) and signs it with the service's key. */
export async function buildEvidencePdf(facts: EvidenceFacts, identity: SigningIdentity): Promise<Buffer> {
  const unsigned = await layout(facts);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: unsigned,
    // Readers show the reason; the verifiers read the pack id and invoice hash back from it (it is
    // inside the signed range, like all of the signature dictionary but its value).
    reason: signatureReason(facts.packId, facts.invoiceSha256, facts.testMode),
    contactInfo: facts.verifyUrl,
    name: 'einvoice-check',
    location: 'einvoice-check',
    signingTime: new Date(facts.createdAt),
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  return new SignPdf().sign(withPlaceholder, new IdentitySigner(identity), new Date(facts.createdAt));
}

class IdentitySigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }
  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const der = await signDetached(
      pdfBuffer,
      this.identity.privateKey,
      this.identity.certificate,
      signingTime ?? new Date(),
    );
    return Buffer.from(der);
  }
}

function layout(f: EvidenceFacts): Promise<Buffer> {
  const l = LABELS[f.language ?? 'de'];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    tagged: true,
    lang: l.pdfLang,
    displayTitle: true,
    info: {
      Title: `${l.titleShort} / Validation evidence ${f.packId}`,
      Author: 'einvoice-check',
      Subject: `Invoice SHA-256 ${f.invoiceSha256}${f.testMode ? ' (TEST MODE, not valid for compliance)' : ''}`,
      Creator: 'einvoice-check',
      CreationDate: new Date(f.createdAt),
    },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (f.testMode) doc.y = 75;
  doc.font('bold').fontSize(18).text(l.title, { continued: false });
  doc.font('body').fontSize(12).fillColor('#333').text('E-invoice validation evidence').moveDown(0.8);
  doc.fillColor('black');

  const verdictOwn = f.valid ? l.valid : l.invalid;
  const verdictEn = f.valid ? 'VALID' : 'INVALID';
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(f.valid ? '#0a6b2d' : '#a4161a')
    .text(`${verdictOwn} / ${verdictEn}`)
    .fillColor('black')
    .moveDown(0.5);

  const money = (value: string | undefined) =>
    value ? `${value}${f.invoice.currency ? ` ${f.invoice.currency}` : ''}` : '—';
  const rows: [string, string, string][] = [
    [l.number, 'Invoice number', f.invoice.number ?? '—'],
    [l.seller, 'Seller', f.invoice.seller ?? '—'],
    [l.buyer, 'Buyer', f.invoice.buyer ?? '—'],
    amountRow('BT-112', f.language, money(f.invoice.amount)),
    amountRow('BT-113', f.language, money(f.invoice.paid)),
    amountRow('BT-115', f.language, money(f.invoice.due)),
    [
      l.format,
      'Format',
      `${f.format.syntax} · ${f.format.name}${f.format.profile ? ` · ${f.format.profile}` : ''}`,
    ],
    [l.counts, 'Errors / warnings', `${f.counts.errors} / ${f.counts.warnings}`],
    [l.validatedAt, 'Validated at', f.validatedAt],
    [l.validationRef, 'Validation reference', f.validationRef],
    [l.packId, 'Evidence pack id', f.packId],
    [l.code, 'Verification code', verificationCode(f.packId, f.invoiceSha256, f.validatedAt)],
    [l.sha, 'Invoice SHA-256', f.invoiceSha256],
  ];
  for (const [own, en, value] of rows) field(doc, own, en, value, value === f.invoiceSha256 ? 7.5 : 10);

  doc.moveDown(0.6).font('bold').fontSize(11).text(`${l.rulesets} / Rule sets`);
  doc.font('body').fontSize(9);
  for (const r of f.rulesets) {
    doc.text(`• ${releaseLine(r)}`);
    if (r.note) doc.fontSize(8).text(`  ${r.note}`).fontSize(9);
  }

  if (f.errorRules.length > 0) {
    doc.moveDown(0.6).font('bold').fontSize(11).text(`${l.violated} / Rules violated`);
    doc
      .font('body')
      .fontSize(9)
      .text(f.errorRules.map((r) => (r.count > 1 ? `${r.ruleId} × ${r.count}` : r.ruleId)).join(', '));
  }

  doc.moveDown(1);
  const qrTop = doc.y;
  drawQr(doc, f.verifyUrl, 50, qrTop, 96);
  doc
    .font('body')
    .fontSize(9)
    .text(`${l.verify} / Verify authenticity:`, 160, qrTop)
    .text(f.verifyUrl, 160, doc.y, { link: f.verifyUrl, underline: true })
    .moveDown(0.5)
    .text(l.signed, 160, doc.y, { width: 385 })
    .moveDown(0.3)
    .text(
      'This document is signed with the service’s published key (ECDSA P-256, CMS). The invoice itself is ' +
        'not stored; its SHA-256 ties this evidence to exactly that file.',
      160,
      doc.y,
      { width: 385 },
    );

  if (f.testMode) {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      testBanner(doc, l);
      watermark(doc);
    }
  }
  doc.end();
  return done;
}

/**
 * An amount under its own business term: the term table's names with its id, so that a reader of the
 * certificate never takes the total (BT-112) for the amount due (BT-115).
 */
function amountRow(id: string, language: EvidenceFacts['language'], value: string): [string, string, string] {
  const name = termById(id)?.name;
  if (!name) throw new Error(`${id} is missing from the term table`);
  const own = (language === 'fr' ? name.fr : name.de) ?? name.en;
  return [`${own} (${id})`, name.en, value];
}

function field(doc: PDFKit.PDFDocument, own: string, en: string, value: string, size: number): void {
  const top = doc.y;
  doc.font('bold').fontSize(9).text(own, 50, top, { width: 150 });
  doc.font('body').fontSize(8).fillColor('#444').text(en, 50, doc.y, { width: 150 }).fillColor('black');
  const labelBottom = doc.y;
  doc.font('body').fontSize(size).text(value, 210, top, { width: 335 });
  doc.y = Math.max(labelBottom, doc.y) + 4;
  doc.x = 50;
}

function testBanner(doc: PDFKit.PDFDocument, l: (typeof LABELS)[keyof typeof LABELS]): void {
  doc.save().rect(40, 28, 515, 36).fill('#fff3cd').restore();
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#7a4d00')
    .text(
      `TEST MODE — ${l.testBanner} / not valid for compliance (created with a test key / ${l.testKey})`,
      48,
      38,
      { width: 500 },
    )
    .fillColor('black');
  doc.y = 75;
  doc.x = 50;
}

function watermark(doc: PDFKit.PDFDocument): void {
  const { x, y } = doc;
  doc.save();
  doc.rotate(-35, { origin: [297, 421] });
  doc.font('bold').fontSize(72).fillColor('#d9534f').fillOpacity(0.18).text('TEST MODE', 97, 380, {
    width: 400,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
  doc.x = x;
  doc.y = y;
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  doc.save().fillColor('black');
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill().restore();
}
