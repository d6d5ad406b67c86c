import type { LifecycleReading } from './lifecycle/readLifecycle.ts';

/**
 * Wire types of the v3 interface (spec section 2). Proxy, web and CLI import these;
 * nothing else defines their shape.
 */

/** Text in English and, where available, German and French. */
export interface Text {
  en: string;
  de: string | null;
  /** Absent or null where the service has no French for it; readers then fall back to English. */
  fr?: string | null;
}

export type OracleVerdict = 'pass' | 'fail' | 'error';

export interface OracleRun {
  id: string;
  name: string | null;
  authority: string | null;
  version: string;
  verdict: OracleVerdict;
  /** Why the oracle could not complete: present only when `verdict` is `error`. */
  reason?: string;
}

export interface Format {
  key: string;
  family: string | null;
  profile: string | null;
  country: string | null;
}

export interface Verdict {
  state: 'valid' | 'invalid';
  valid: boolean;
  kositVerified: boolean;
  format: Format;
  oracles: OracleRun[];
}

export type Severity = 'error' | 'warning' | 'info';

export interface SchemeOption {
  value: string;
  label: Text;
}

export interface Field {
  id: string;
  label: Text;
  help: Text | null;
  examples: string[];
  pattern: string | null;
  xpath: string | null;
  scheme: { attr: string; label: Text; options: SchemeOption[] } | null;
}

export type Action =
  | { kind: 'ask'; fields: Field[] }
  | { kind: 'choose'; choice: { id: string; label: Text; options: SchemeOption[] } }
  | { kind: 'explain'; reason: Text };

export interface Finding {
  ruleId: string;
  severity: Severity;
  oracle: string;
  bt: string[];
  xpath: string | null;
  message: Text;
  plain: Text | null;
  action: Action | null;
  /** 1-based line in the caller's document, when the location resolves to a node. */
  line?: number | null;
  /** 1-based column (characters) of that node's markup on its line. */
  column?: number | null;
  /** 0-based byte offset of that node's markup (xmlBase64: the bytes sent; xml: its UTF-8 encoding). */
  offset?: number | null;
  /** The numbers a sum rule relates: the total as stated and as computed from its parts. */
  values?: FindingValues;
  /** Why the severity is not the owner's: a known owner defect lowered as KoSIT does (e.g. CEN #508). */
  levelNote?: Text;
  /** A further check the caller may ask for, with the options to send (FR-CTC-OFFER: the French rules). */
  offer?: FindingOffer;
}

/** Finding.offer: the request options that run the offered check (v3 `options`; v1 `ruleset_versions`). */
export interface FindingOffer {
  options: { rulesets: Record<string, string> };
}

/** Finding.values: `term` stated as `stated`, while its `parts` (term → sum of its values) give `computed`. */
export interface FindingValues {
  term: string;
  stated: string;
  computed: string;
  parts: Record<string, string>;
}

export interface LineArithmeticWarning {
  rule: 'EN16931-CALC-131' | 'EN16931-CALC-146';
  officialRule: 'PEPPOL-EN16931-R120' | 'PEPPOL-EN16931-R046';
  term: 'BT-131' | 'BT-146';
  bts: string[];
  line: { position: number; id: string | null };
  expected: string;
  actual: string;
  difference: string;
  xpath: string;
  message: Text;
}

/** One entry of ValidateResult.actions: the action for one rule, listed once however often it fired. */
export interface RuleAction {
  ruleId: string;
  bt: string[];
  count: number;
  action: Action;
}

/** One rule that fired, with how often (`count`) and how many of its locations `findings` lists (`shown`). */
export interface RuleTally {
  ruleId: string;
  oracle: string;
  severity: Severity;
  count: number;
  shown: number;
  /** True when locations of this rule were left out of `findings` (see MAX_LOCATIONS_PER_RULE). */
  truncated: boolean;
}

/** The embedded file taken as the invoice, and why it was chosen. */
export interface ContainerAttachment {
  name: string;
  selectedBy: 'xmpDocumentFileName' | 'knownName' | 'onlyXml';
  mimeType: string | null;
  description: string | null;
  bytes: number;
  sha256: string;
}

/** The Factur-X / ZUGFeRD fields of the PDF's XMP packet (element or attribute form). */
export interface ContainerXmp {
  namespace: string;
  documentType: string | null;
  documentFileName: string | null;
  version: string | null;
  conformanceLevel: string | null;
}

/** Facts about the PDF an invoice came in (spec 4.1: xmlBase64 may carry a hybrid PDF). */
export interface PdfContainer {
  kind: 'pdf';
  /** From the `%PDF-x.y` header. */
  pdfVersion: string | null;
  pages: number;
  attachment: ContainerAttachment;
  /** `/AFRelationship` of the invoice's file specification, without the slash; null when absent. */
  afRelationship: string | null;
  xmp: ContainerXmp | null;
  /** PDF/A identification of the XMP packet (`pdfaid:part`, `pdfaid:conformance`). */
  pdfa: { part: string; conformance: string | null } | null;
  /**
   * Every embedded file of the `/EmbeddedFiles` name tree and the catalog's `/AF` array; `bytes` is the
   * decoded size of a file that could be the invoice, else the size its `/Params` declare (null if none):
   * other attachments are not decoded.
   */
  attachments: {
    name: string;
    afRelationship: string | null;
    mimeType: string | null;
    bytes: number | null;
  }[];
  /** What the reader worked around to read the PDF (`pdf-xref-rebuilt`: a damaged cross-reference table). */
  notes?: ResultNote[];
}

/** Something the reader should know that does not change the official verdict. */
export interface ResultNote {
  id: string;
  message: Text;
}

/** Why a release ran: nothing asked (the release in force today), a pin, or the release in force on a date. */
export type ReleaseReason = 'default' | 'pinned' | 'asOf';

/** Which release of a rule set judged the document, and why (spec: the answer says so). */
export interface AppliedRelease {
  ruleset: string;
  version: string;
  reason: ReleaseReason;
  /** The date whose releases were chosen (today for the default, the asOf date or the invoice's issue date). */
  date?: string;
  /** When the release in force on the date has no rules for this syntax here: which one ran instead. */
  note?: string;
}

/**
 * The same document under the next release of each rule set (options.preview, or automatically while a
 * release is published but not yet in force): what will change on its mandatory date.
 */
export interface ReleasePreview {
  rulesets: AppliedRelease[];
  valid: boolean;
  verdictChanged: boolean;
  /** Rule ids (with severity) that fire only under the next releases. */
  added: string[];
  /** Rule ids (with severity) that fire only under the releases that ran. */
  removed: string[];
}

export interface ValidateResult {
  valid: boolean;
  syntax: 'UBL' | 'CII' | 'CDAR' | null;
  verdict: Verdict;
  /** Over every finding, also those left out of `findings`. */
  counts: { errors: number; warnings: number; info: number };
  findings: Finding[];
  lineArithmetic: LineArithmeticWarning[];
  actions: RuleAction[];
  /** Every rule that fired, in first-seen order, with its full count. */
  rules: RuleTally[];
  /** True when any rule's locations were cut from `findings` or `lineArithmetic`. */
  truncated: boolean;
  /** SHA-256 of the bytes received (for a PDF: of the PDF; the invoice's own is `container.attachment.sha256`). */
  sha256: string;
  /** Present when the invoice came embedded in a PDF. */
  container?: PdfContainer;
  /** E.g. that Factur-X MINIMUM and BASIC WL are not invoices under German law. */
  notes?: ResultNote[];
  /** Which release of each rule set ran and why (default, pinned, as of a date). */
  rulesets: AppliedRelease[];
  /** Present when a preview was asked for or a newer release is published but not yet in force. */
  preview?: ReleasePreview;
  /** A French lifecycle-status message (CDAR) is read as one: invoice, status and its meaning, parties. */
  lifecycle?: LifecycleReading;
}

export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  engine: 'patch';
  llm: false;
  validator: Record<string, unknown>;
  convertTargets: string[];
  renderFormats: string[];
}
