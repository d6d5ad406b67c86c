import { bug, fail } from '../errors.ts';
import { type DecodedInput, decodeReceived, decodeXmlBytes, receiveInput } from '../input/decodeInput.ts';
import { DEFAULT_INPUT_LIMITS, type InputLimits, pdfDecodeLimit } from '../input/inputLimits.ts';
import { toBase64 } from '../input/toBase64.ts';
import { sha256Hex } from '../sha256Hex.ts';
import type { ContainerAttachment, PdfContainer } from '../types.ts';
import { INVOICE_FILE_NAMES, isInvoiceCandidate, isXmlName } from './invoiceNames.ts';
import type { EmbeddedFile } from './readPdf.ts';
import type { XmpFacts } from './readXmp.ts';

/** A PDF the invoice came in: its facts, and what the container checks need. */
export interface OpenedPdf {
  container: PdfContainer;
  xmp: XmpFacts;
  /** Every embedded file that could be the invoice (known name or `.xml`), decoded. */
  candidates: EmbeddedFile[];
  /** The PDF as received. */
  bytes: Uint8Array;
}

export interface OpenedInput {
  /** The invoice XML: the document sent, or the one extracted from the PDF. */
  decoded: DecodedInput;
  pdf: OpenedPdf | null;
}

/**
 * `%PDF-` within the first KB, where readers look for the header, with no `<` before it: an XML
 * document that mentions `%PDF-` early stays XML.
 */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const at = head.indexOf('%PDF-');
  return at >= 0 && !head.slice(0, at).includes('<');
}

/** The attachment taken as the invoice: the one the XMP names, else a known name, else the only `.xml`. */
function selectInvoice(
  files: EmbeddedFile[],
  xmp: XmpFacts,
): { file: EmbeddedFile; selectedBy: ContainerAttachment['selectedBy'] } | null {
  const named = xmp.facturx.find((f) => f.documentFileName)?.documentFileName;
  const byXmp = named ? files.find((f) => f.name === named) : undefined;
  if (byXmp) return { file: byXmp, selectedBy: 'xmpDocumentFileName' };
  for (const name of INVOICE_FILE_NAMES) {
    const hit = files.find((f) => f.name.toLowerCase() === name);
    if (hit) return { file: hit, selectedBy: 'knownName' };
  }
  const xml = files.filter((f) => isXmlName(f.name));
  return xml.length === 1 ? { file: xml[0] as EmbeddedFile, selectedBy: 'onlyXml' } : null;
}

async function openPdf(bytes: Uint8Array, limits: Required<InputLimits>): Promise<OpenedInput> {
  // pdf-lib loads only when a PDF arrives: XML callers (and the Worker's first load) never pay for it.
  const { readPdf } = await import('./readPdf.ts');
  const facts = await readPdf(bytes, {
    maxBytes: limits.maxBytes,
    maxDecodedBytes: pdfDecodeLimit(limits.maxBytes),
    maxDepth: 32,
  });
  const { xmp } = facts;
  const chosen = selectInvoice(facts.files, xmp);
  if (!chosen) {
    const names = facts.files.map((f) => f.name);
    const pdfa1 = xmp.pdfa?.part === '1' || xmp.pdfa?.part === '2';
    fail(
      'UNSUPPORTED_FORMAT',
      names.length === 0
        ? `The PDF carries no embedded invoice: it has no attachments${pdfa1 ? ` (a PDF/A-${xmp.pdfa?.part} cannot carry an invoice; Factur-X and ZUGFeRD use PDF/A-3)` : ''}. Send the e-invoice XML, or a Factur-X / ZUGFeRD PDF.`
        : `The PDF carries no embedded invoice: none of its attachments (${names.join(', ')}) is factur-x.xml, zugferd-invoice.xml, xrechnung.xml or the one XML file the XMP names.`,
      { reason: 'pdf-no-invoice', attachments: names, pdfa: xmp.pdfa },
    );
  }
  const { file, selectedBy } = chosen;
  const invoice = file.bytes ?? bug(`the PDF's ${file.name} was taken as the invoice without being decoded`);
  const decoded = decodeXmlBytes(invoice);
  const attachment: ContainerAttachment = {
    name: file.name,
    selectedBy,
    mimeType: file.mimeType,
    description: file.description,
    bytes: invoice.length,
    sha256: await sha256Hex(invoice),
  };
  const container: PdfContainer = {
    kind: 'pdf',
    pdfVersion: facts.pdfVersion,
    pages: facts.pages,
    attachment,
    afRelationship: file.afRelationship,
    xmp: xmp.facturx[0] ?? null,
    pdfa: xmp.pdfa,
    attachments: facts.files.map((f) => ({
      name: f.name,
      afRelationship: f.afRelationship,
      mimeType: f.mimeType,
      bytes: f.size,
    })),
    ...(facts.notes.length > 0 ? { notes: facts.notes } : {}),
  };
  const candidates = facts.files.filter((f) => isInvoiceCandidate(f.name));
  return { decoded, pdf: { container, xmp, candidates, bytes } };
}

/**
 * Container stage, before input decoding: a PDF sent as `xmlBase64` is opened and its embedded invoice
 * becomes the document; anything else goes on to input decoding as sent. The size limit applies to the
 * PDF and again to every file decoded out of it.
 */
export async function openInput(
  input: { xml?: unknown; xmlBase64?: unknown },
  limits: InputLimits = {},
): Promise<OpenedInput> {
  const bounds = { ...DEFAULT_INPUT_LIMITS, ...limits };
  const received = receiveInput(input, bounds);
  if (received.field === 'xmlBase64' && isPdf(received.bytes)) return openPdf(received.bytes, bounds);
  return { decoded: decodeReceived(received, bounds), pdf: null };
}

/**
 * For the stages that read the XML themselves (render, convert, fix): the input with a PDF's embedded
 * invoice in its place (as its own bytes), and the opened PDF; XML input comes back as it was.
 */
export async function extractInvoice<T extends { xml?: unknown; xmlBase64?: unknown }>(
  input: T,
  limits: InputLimits = {},
): Promise<{ input: T; pdf: OpenedPdf | null }> {
  const bounds = { ...DEFAULT_INPUT_LIMITS, ...limits };
  const received = receiveInput(input, bounds);
  if (received.field !== 'xmlBase64' || !isPdf(received.bytes)) return { input, pdf: null };
  const { decoded, pdf } = await openPdf(received.bytes, bounds);
  return { input: { ...input, xml: undefined, xmlBase64: toBase64(decoded.bytes) }, pdf };
}
