import { createHash } from 'node:crypto';
import type { Finding, InspectResult } from '@einvoice/engine';
import { escapeHtml as e } from '@einvoice/engine/escapeHtml';
import { isXmlChar } from '@einvoice/engine/xml';
import type { Configuration, ConfiguredScenario, Level } from './configuration.ts';

const REP = 'http://www.xoev.de/de/validator/varl/1';
const S = 'http://www.xoev.de/de/validator/framework/1/scenarios';
const XHTML = 'http://www.w3.org/1999/xhtml';
/** The namespace of the document data KoSIT's XRechnung report extracts. */
const XR = 'urn:ce.eu:en16931:2017:xoev-de:kosit:standard:xrechnung-1';

/** What checking one input gave: the engine's inspection, or why there was none. */
export type Outcome =
  | { kind: 'inspected'; inspected: InspectResult }
  /** Not well-formed XML (KoSIT's failed `val-xml` step). */
  | { kind: 'malformed'; code: string; message: string; line: number | null; column: number | null }
  /** Well-formed, but no document this validator has scenarios for. */
  | { kind: 'unknown'; code: string; message: string };

export interface ReportInput {
  /** The document reference: the file name, or the daemon's last path segment. */
  name: string;
  bytes: Uint8Array;
  timestamp: Date;
  outcome: Outcome;
}

interface Message {
  code: string;
  /** The level the step's rule gives (the schematron flag). */
  level: Level;
  /** The level after the scenario's customLevel: what the assessment judges. */
  customLevel: Level;
  text: string;
  line: number | null;
  column: number | null;
  xpath: string | null;
}

interface Step {
  id: string;
  resource: { name: string; location: string } | null;
  messages: Message[];
}

/** A report and its verdict: `accept` is KoSIT's acceptMatch (the daemon's 200, the CLI's not-rejected). */
export interface Report {
  xml: string;
  html: string;
  accept: boolean;
  scenario: string | null;
}

const SEVERITY_LEVEL: Record<Finding['severity'], Level> = {
  error: 'error',
  warning: 'warning',
  info: 'information',
};

function messageOf(f: Finding, artefact: string, config: Configuration): Message {
  const customLevel = SEVERITY_LEVEL[f.severity];
  return {
    code: f.ruleId,
    level: config.flagLevels.get(`${artefact}\u0000${f.ruleId}`) ?? customLevel,
    customLevel,
    // The owner's text, in the owner's language (German for most XRechnung rules), as KoSIT reports it.
    text: f.message.en,
    line: f.line ?? null,
    column: f.column ?? null,
    xpath: f.xpath,
  };
}

/**
 * KoSIT's steps for a matched scenario: the schema, then each schematron (`val-sch.1`, …) unless the schema
 * failed, where KoSIT stops. Only the official artefacts' findings belong to a step: this tool's own checks
 * (line arithmetic, Leitweg-ID) are not KoSIT messages.
 */
function stepsOf(inspected: InspectResult, scenario: ConfiguredScenario, config: Configuration): Step[] {
  const { built } = scenario;
  const of = (artefact: string) =>
    inspected.result.findings.filter((f) => f.oracle === artefact).map((f) => messageOf(f, artefact, config));
  const xsd: Step = {
    id: 'val-xsd',
    resource: config.resources.get(built.xsd) ?? null,
    messages: of(built.xsd),
  };
  if (xsd.messages.length > 0) return [xsd];
  return [
    xsd,
    ...built.schematrons.map((id, i) => ({
      id: `val-sch.${i + 1}`,
      resource: config.resources.get(id) ?? null,
      messages: of(id),
    })),
  ];
}

const stepValid = (s: Step) => !s.messages.some((m) => m.level === 'error' || m.level === 'warning');

function stepXml(step: Step): string {
  const resource = step.resource
    ? `<s:resource><s:name>${e(step.resource.name)}</s:name><s:location>${e(step.resource.location)}</s:location></s:resource>`
    : '';
  const messages = step.messages.map((m, i) => {
    const attrs = [
      `id="${step.id}.${i + 1}"`,
      `level="${m.level}"`,
      `code="${e(m.code)}"`,
      m.line !== null ? `lineNumber="${m.line}"` : '',
      m.column !== null ? `columnNumber="${m.column}"` : '',
      m.xpath !== null ? `xpathLocation="${e(m.xpath)}"` : '',
    ].filter(Boolean);
    return `<rep:message ${attrs.join(' ')}>${e(m.text.replace(/\s+/g, ' ').trim())}</rep:message>`;
  });
  return `<rep:validationStepResult id="${step.id}" valid="${stepValid(step)}">${resource}${messages.join('')}</rep:validationStepResult>`;
}

function documentData(inspected: InspectResult): string {
  const m = inspected.metadata;
  const parts = [
    m.sellerName !== undefined ? `<xr:seller>${e(m.sellerName)}</xr:seller>` : '',
    m.invoiceNumber !== undefined ? `<xr:id>${e(m.invoiceNumber)}</xr:id>` : '',
    m.issueDate !== undefined ? `<xr:issueDate>${e(m.issueDate)}</xr:issueDate>` : '',
  ].join('');
  return parts ? `<rep:documentData xmlns:xr="${XR}">${parts}</rep:documentData>` : '';
}

/** Builds KoSIT's report (`rep:report`, report.xsd) for one checked input. */
/**
 * A name from the URL or the file system as report text: a character XML 1.0 cannot hold (a control character
 * from `%01` in the daemon's path, a lone surrogate) becomes U+FFFD, so the report stays well-formed.
 */
export function reportName(name: string): string {
  return Array.from(name, (ch) => (isXmlChar(ch.codePointAt(0) ?? 0) ? ch : '\uFFFD')).join('');
}

export function buildReport(given: ReportInput, config: Configuration): Report {
  const input = { ...given, name: reportName(given.name) };
  const { outcome } = input;
  // A layer's scenario is only ever chosen by its match (the drop-in forces none): a match as KoSIT's are.
  const configured =
    outcome.kind === 'inspected' ? config.scenarios.get(outcome.inspected.scenario.id) : undefined;
  const scenario =
    configured && outcome.kind === 'inspected' && (outcome.inspected.scenario.kosit || configured.built.layer)
      ? configured
      : null;
  let body: string;
  let steps: Step[] = [];
  if (scenario && outcome.kind === 'inspected') {
    steps = stepsOf(outcome.inspected, scenario, config);
    body = `<rep:scenarioMatched>${scenario.xml}${documentData(outcome.inspected)}${steps.map(stepXml).join('')}</rep:scenarioMatched>`;
  } else {
    const xmlStep: Step = {
      id: 'val-xml',
      resource: null,
      messages:
        outcome.kind === 'malformed'
          ? [
              {
                code: 'XML',
                level: 'error',
                customLevel: 'error',
                text: outcome.message,
                line: outcome.line,
                column: outcome.column,
                xpath: null,
              },
            ]
          : [],
    };
    steps = [xmlStep];
    body = `<rep:noScenarioMatched>${stepXml(xmlStep)}</rep:noScenarioMatched>`;
  }
  const messages = steps.flatMap((s) => s.messages);
  const accept = scenario !== null && !messages.some((m) => m.customLevel === 'error');
  const valid = scenario !== null && steps.every(stepValid);
  const html = explanation(input, scenario, messages, accept);
  const hash = createHash('sha256').update(input.bytes).digest('base64');
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<rep:report xmlns:rep="${REP}" xmlns:s="${S}" valid="${valid}" varlVersion="1.0.0">`,
    `<rep:engine><rep:name>einvoice-check validator (KoSIT drop-in)</rep:name></rep:engine>`,
    `<rep:timestamp>${input.timestamp.toISOString()}</rep:timestamp>`,
    '<rep:documentIdentification><rep:documentHash><rep:hashAlgorithm>SHA-256</rep:hashAlgorithm>',
    `<rep:hashValue>${hash}</rep:hashValue></rep:documentHash>`,
    `<rep:documentReference>${e(input.name)}</rep:documentReference></rep:documentIdentification>`,
    body,
    `<rep:assessment><rep:${accept ? 'accept' : 'reject'}><rep:explanation>${html}</rep:explanation></rep:${accept ? 'accept' : 'reject'}></rep:assessment>`,
    '</rep:report>\n',
  ].join('');
  return { xml, html, accept, scenario: scenario?.built.name ?? null };
}

const STYLE =
  'body{font-family:sans-serif}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #999;padding:.2em .4em;text-align:left;vertical-align:top}tr.error{background:#fdd}tr.warning{background:#ffd}tr.information{background:#def}.en{color:#555}';

/**
 * The explanation KoSIT's XRechnung report embeds (`data-report-type="report"`), in its layout: the document
 * table, the message table (`table[2]`, one row per message classed by its custom level), the recommendation.
 * Every label is given in German, KoSIT's language, and in English.
 */
function explanation(
  input: ReportInput,
  scenario: ConfiguredScenario | null,
  messages: Message[],
  accept: boolean,
): string {
  const count = (level: Level) => messages.filter((m) => m.customLevel === level).length;
  const rows = messages
    .map(
      (m, i) =>
        `<tr class="${m.customLevel}"><td>${i + 1}</td><td>${e(m.code)}</td><td>${m.customLevel}${m.customLevel !== m.level ? ` (${m.level})` : ''}</td><td>${e(m.text)}${m.line !== null ? ` [${m.line}:${m.column ?? ''}]` : ''}${m.xpath ? `<br/><code>${e(m.xpath)}</code>` : ''}</td></tr>`,
    )
    .join('');
  const verdict = accept
    ? '<p class="accept"><b>Bewertung:</b> Es wird empfohlen das Dokument anzunehmen. <span class="en">Assessment: it is recommended to accept the document.</span></p>'
    : '<p class="reject"><b>Bewertung:</b> Es wird empfohlen das Dokument zurückzuweisen. <span class="en">Assessment: it is recommended to reject the document.</span></p>';
  return [
    `<html xmlns="${XHTML}" data-report-type="report"><head><title>Prüfbericht / Validation report</title><style>${STYLE}</style></head><body>`,
    '<h1>Prüfbericht <span class="en">/ Validation report</span></h1>',
    '<table class="document"><tbody>',
    `<tr><th>Dokument / Document</th><td>${e(input.name)}</td></tr>`,
    `<tr><th>Zeitpunkt der Prüfung / Checked at</th><td>${input.timestamp.toISOString()}</td></tr>`,
    `<tr><th>Erkannter Dokumenttyp / Scenario</th><td>${scenario ? e(scenario.built.name) : 'Kein Szenario erkannt / no scenario matched'}</td></tr>`,
    `<tr><th>Meldungen / Messages</th><td>${count('error')} Fehler / errors, ${count('warning')} Warnungen / warnings, ${count('information')} Hinweise / information</td></tr>`,
    '</tbody></table>',
    '<table class="messages"><thead><tr><th>Pos</th><th>Code</th><th>Grad / Level</th><th>Text</th></tr></thead>',
    `<tbody>${rows}</tbody></table>`,
    verdict,
    '</body></html>',
  ].join('');
}
