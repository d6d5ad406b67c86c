import { CDAR_NS, NS } from '../xml/namespaces.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
import { STATUS_MEANINGS, type StatusMeaning } from './statusMeanings.ts';

/** A party of a lifecycle message: its role code (MDT-21/40/59: WK, BY, SE, …), global id and name. */
export interface LifecycleParty {
  role: string | null;
  id: string | null;
  scheme: string | null;
  name: string | null;
}

/** One status a lifecycle message reports about one invoice (XP Z12-014 MDG `ReferenceReferencedDocument`). */
export interface LifecycleStatus {
  /** MDT-87: the invoice number (BT-1) the status is about. */
  invoiceNumber: string | null;
  /** MDT-91: its type code (BT-3). */
  invoiceTypeCode: string | null;
  /** MDT-100: its issue date (BT-2) as written (format 102, YYYYMMDD). */
  invoiceDate: string | null;
  /** MDT-105: the processing status code. */
  statusCode: string | null;
  /** MDT-106: the status name the message itself gives. */
  statusName: string | null;
  /** The status code's meaning, null for a code this service does not name. */
  meaning: StatusMeaning | null;
  /** MDT-113/114/121/122: reasons given and the action expected. */
  reasons: { code: string | null; text: string | null; actionCode: string | null; action: string | null }[];
}

/** The reading of a CDAR lifecycle-status message ("CDV"), instead of an invoice's. */
export interface LifecycleReading {
  /** MDT-3: the guideline id (`urn.cpro.gouv.fr:1p0:CDV:invoice`, `…:einvoicingF2`). */
  guidelineId: string | null;
  /** MDT-2: the business process (`REGULATED`, …). */
  businessProcess: string | null;
  /** MDT-4: the message's id. */
  messageId: string | null;
  /** MDT-8: when it was created, as written (format 204, YYYYMMDDhhmmss). */
  created: string | null;
  sender: LifecycleParty | null;
  issuer: LifecycleParty | null;
  recipient: LifecycleParty | null;
  statuses: LifecycleStatus[];
}

/** Reads a CDAR message (the tree's root is `rsm:CrossDomainAcknowledgementAndResponse`). */
export function readLifecycle(tree: XmlTree): LifecycleReading {
  const child = (node: number | null, ns: string, local: string): number | null =>
    node === null ? null : (tree.childrenNamed(node, tree.nameId(ns, local))[0] ?? null);
  const children = (node: number | null, ns: string, local: string): readonly number[] =>
    node === null ? [] : tree.childrenNamed(node, tree.nameId(ns, local));
  const ram = (node: number | null, ...path: string[]): number | null =>
    path.reduce<number | null>((n, local) => child(n, NS.ram, local), node);
  const text = (node: number | null): string | null => {
    const t = node === null ? '' : tree.stringValue(node).trim();
    return t === '' ? null : t;
  };
  const scheme = (node: number | null): string | null => {
    const a = node === null ? -1 : tree.attributeByQName(node, 'schemeID');
    return a < 0 ? null : (tree.value[a] as string);
  };
  const party = (node: number | null): LifecycleParty | null => {
    if (node === null) return null;
    const id = ram(node, 'GlobalID') ?? ram(node, 'ID');
    return {
      role: text(ram(node, 'RoleCode')),
      id: text(id),
      scheme: scheme(id),
      name: text(ram(node, 'Name')),
    };
  };

  const root = tree.root;
  const context = child(root, CDAR_NS, 'ExchangedDocumentContext');
  const document = child(root, CDAR_NS, 'ExchangedDocument');
  const ack = child(root, CDAR_NS, 'AcknowledgementDocument');
  return {
    guidelineId: text(ram(context, 'GuidelineSpecifiedDocumentContextParameter', 'ID')),
    businessProcess: text(ram(context, 'BusinessProcessSpecifiedDocumentContextParameter', 'ID')),
    messageId: text(ram(document, 'ID')),
    created: text(ram(document, 'IssueDateTime')),
    sender: party(ram(document, 'SenderTradeParty')),
    issuer: party(ram(document, 'IssuerTradeParty')),
    recipient: party(ram(document, 'RecipientTradeParty')),
    statuses: children(ack, NS.ram, 'ReferenceReferencedDocument').map((ref) => {
      const statusCode = text(ram(ref, 'ProcessConditionCode'));
      return {
        invoiceNumber: text(ram(ref, 'IssuerAssignedID')),
        invoiceTypeCode: text(ram(ref, 'TypeCode')),
        invoiceDate: text(ram(ref, 'FormattedIssueDateTime')),
        statusCode,
        statusName: text(ram(ref, 'ProcessCondition')),
        meaning: (statusCode !== null && STATUS_MEANINGS[statusCode]) || null,
        reasons: children(ref, NS.ram, 'SpecifiedDocumentStatus').map((s) => ({
          code: text(ram(s, 'ReasonCode')),
          text: text(ram(s, 'Reason')),
          actionCode: text(ram(s, 'RequestedActionCode')),
          action: text(ram(s, 'RequestedAction')),
        })),
      };
    }),
  };
}
