/**
 * What the earlier interface does where the specification says "not shown" or is silent (issue 11); the
 * compatibility document lists these beside what the tests proved.
 */
export const CHOICES: readonly { topic: string; choice: string }[] = [
  {
    topic: 'Base',
    choice:
      '{legacy_base_url} is /api: /api/v1/…, /api/v2/…. Unknown paths below it: 404 NOT_FOUND in the earlier envelope.',
  },
  {
    topic: 'HTTP status of TEST_RATE_LIMIT_EXCEEDED',
    choice: '429, with Retry-After and the X-RateLimit-* headers.',
  },
  {
    topic: 'Code of the 500 error',
    choice: 'INTERNAL, message "Internal error" only (exception text never leaves the server).',
  },
  {
    topic: 'Codes specific to v2 and the fixer',
    choice:
      'The same table as v1 (proxy/src/legacy/errors.ts): BAD_REQUEST 400 (details.cause = the precise v3 code, e.g. MALFORMED_XML, with its v3 details), XML_TOO_LARGE 400, NOT_EVALUABLE 422 (an official artefact could not evaluate the document), NOT_FOUND 404 (unknown or foreign flow), NO_FIXABLE_ERRORS 422, ORACLE_UNAVAILABLE 503 (Retry-After: 60), KEY_EXPIRED 401 and KEY_INACTIVE 403 as in spec 5.5.',
  },
  {
    topic: 'error.details',
    choice:
      'INSUFFICIENT_TIER: {requiredPlan, currentPlan, upgradeUrl}; QUOTA_EXCEEDED: {limit, period, upgradeUrl}; batch over 100: {cause: BATCH_TOO_LARGE, limit, count}; invalid field: {cause: INVALID_OPTION, field}; unknown rule set version: {cause: INVALID_OPTION, field, available}.',
  },
  {
    topic: 'Methods',
    choice: 'GET /v1/fixer/usage and GET /v1/openapi.json; every other earlier endpoint is POST.',
  },
  {
    topic: '/v1/convert request and result',
    choice:
      'The v3 conversion (spec 4.4) on the same engine path: xml or xmlBase64 (a hybrid PDF allowed), target, allowLoss, answers, locale as in v3; data = the v3 ConvertResult (pdfBase64 for factur-x), _meta {processingTimeMs, testMode?}. No validation record is stored (the result carries the verdict of the output).',
  },
  {
    topic: '/v1/convert target names',
    choice:
      "Case-insensitive, blanks and underscores read as hyphens: UBL = en16931-ubl, CII = en16931-cii, XRechnung = XRechnung in the source's syntax (xrechnung-ubl from UBL, xrechnung-cii from CII, as the engine reads the source: a first guess from the document's head is converted again when the engine reads the other syntax), Factur-X or ZUGFeRD = factur-x, Peppol BIS or Peppol = peppol-bis; the v3 ids as they are.",
  },
  {
    topic: '/v1/convert errors',
    choice:
      "Unknown target: 400 BAD_REQUEST {cause: UNSUPPORTED_TARGET, field, target, accepted (every name above), planned} (7.2 has no code of its own); missing target: 400 BAD_REQUEST {cause: INVALID_OPTION, field}; bad answers or locale: 400 BAD_REQUEST with cause INVALID_ANSWERS or UNSUPPORTED_LOCALE and the v3 details. CONVERSION_LOSSY and MISSING_INPUT keep their v3 names, status 422 and details (the result without xml; questions), like the remediation endpoints' 422 for a request read but not servable as asked.",
  },
  {
    topic: 'v1 validate input',
    choice:
      'xml as specified; xmlBase64 (the file bytes) accepted as an alternative. fileName (≤ 255 characters) is stored with the validation record as a label, never used as a path.',
  },
  { topic: 'format / formatVersion', choice: 'ubl or cii; 2.1 or D16B.' },
  {
    topic: 'rulesetsApplied',
    choice:
      "The schematron rule sets that ran (en16931, xrechnung, peppol) with the release that ran; the XML schema is not listed. pinned is true when the caller named the rule set, also at its default version; reason (additive) says why that release ran: default (in force today, date = today), pinned, or asOf (options.asOf, a date or issueDate; date = the date used); note when the release in force lacks rules for the syntax. Pinning a rule set the document's scenario does not run is accepted and changes nothing.",
  },
  {
    topic: 'Rule set versions shipped',
    choice:
      'Every release of the release registry (rulesets/src/releases/registry.json; GET /health validator.rulesets and validator.releases list them); the default is the release in force today, an earlier one is pinnable, and options.asOf chooses by date.',
  },
  {
    topic: 'warnings',
    choice:
      "Findings of severity warning, including the line-arithmetic warnings (EN16931-CALC-131/146); information-level findings are not listed. suggestion = the engine's plain-language text and its action.",
  },
  {
    topic: 'metadata',
    choice:
      'BT-1, BT-2, BT-5, BT-27, BT-40, BT-44, BT-55 and BT-112 as written (CII dates as YYYY-MM-DD); members that cannot be read are absent.',
  },
  {
    topic: 'Validation reference',
    choice:
      'val_ followed by 24 hex digits; every v1, batch item, v2 and v3 validation stores a record (migration 0002_legacy_validation_records_and_flows). v3 answers do not show the reference (its meta has no such field), so a v3 record the database cannot take is logged rather than failing the finished validation; v1/v2 answer 503 ORACLE_UNAVAILABLE then, since their reference must resolve.',
  },
  {
    topic: 'Batch shape',
    choice:
      'Request {invoices: [{xml | xmlBase64, fileName?}], options?: {ruleset_versions}}; data {results: [{index, fileName?, success, data (v1 result) | error {code, message, details?}}], summary {total, valid, invalid, failed}}. Body up to 50 MB. Items run a few at a time (half the engine workers, at least one), so other requests keep their turn.',
  },
  {
    topic: 'Batch quota',
    choice:
      'One unit per invoice, reserved up front for as many as the allowance still has; the rest are QUOTA_EXCEEDED item by item; items that fail give their unit back. A batch none of which fits is 402.',
  },
  {
    topic: 'v2 engine',
    choice:
      'safe-fixer for remediation_policy safe, orchestrator for none (validate only); hybrid is never reported by v2 (its request carries no answers; fix-with-input is the step that uses them).',
  },
  {
    topic: 'v2 remainingIssues item',
    choice:
      "{code, message, location, suggestion?, class (auto | input | blocked)}; the document's errors after the repair (before it, when no fix was attempted).",
  },
  {
    topic: 'v2 fixedXml',
    choice:
      'Added to the result when the repair changed the document (the specification lists no field for the repaired document).',
  },
  { topic: 'v2 _links.self', choice: '/api/v2/validate-and-fix.' },
  {
    topic: 'generate_evidence_pack',
    choice:
      'true makes the signed evidence pack at once; the link _links.evidencePack is always present and answers the same pack (made on first request when not asked for).',
  },
  {
    topic: 'Repair classes',
    choice:
      'engine/src/fix/repairClass.ts: blocked = every official rule whose message names an amount, unit price, percentage or a term of payment instructions, totals or VAT breakdown (derived from the rule sets, checked by a test), and rules only money synthesizers repair; input = rules whose own action asks for a value or a choice, and rules no synthesizer repairs; auto = the rest a synthesizer repairs from the document itself.',
  },
  {
    topic: 'failed_fixes, remaining_errors items',
    choice:
      'failed_fixes {error_code, reason} (auto codes still reported, answers not used); remaining_errors.needsInput {error_code, reason, inputs: [{name, label, kind, options?}]}; blocked and unknown {error_code, reason}; unknown = supplied codes the document does not raise.',
  },
  {
    topic: 'applied_fixes values',
    choice:
      "operation = the repair (synthesizer id) or set_from_input; target_xpath = the element or attribute the change wrote (an inserted element: its path once inserted); before_value = its text or value before ('' where nothing stood); confidence 0.95 / 0.75 / 0.5 for the engine's high / medium / low, 1 for the caller's own value.",
  },
  {
    topic: 'error_codes of /v1/fixer/fix',
    choice:
      'They decide the 422 and the report (failed_fixes, remaining_errors.unknown); the strict repair itself fixes every error it is sure of, and applied_fixes lists every change it made.',
  },
  {
    topic: '422 of the fixer',
    choice: 'NO_FIXABLE_ERRORS when none of error_codes is auto or input (all blocked).',
  },
  {
    topic: 'fix-with-input',
    choice:
      'flow_id from the query (as in _links.fixWithInput) or the body; values by input name (question ids such as BT-10, BT-x@BG-25[2]); a scheme as "<name>#scheme". Values for skipped codes are not applied; skipped codes accumulate on the flow.',
  },
  {
    topic: 'is_billable',
    choice: "True when a live key's call applied at least one fix; only then is a unit of quota taken.",
  },
  {
    topic: 'Plans and gating',
    choice:
      'Free Trial: v1 validate, batch, convert, v2 with remediation_policy none, usage. Starter and up: the remediation engine (fixer endpoints, v2 safe). Evidence-pack batch ("Business or higher"): Scale, the top of the spec\'s price table, and Business, an unpriced plan placed above it (100,000 invoices a month; docs/contract.md). Instant test keys (no account): every endpoint within their 10 requests.',
  },
  {
    topic: 'Quota',
    choice:
      'One allowance per account for all interfaces (v3 draws on it too, one unit per successful request; /v1/convert likewise, also when XRechnung is converted twice). Monthly periods are UTC calendar months; Free Trial is lifetime. Test keys consume none.',
  },
  {
    topic: 'usage',
    choice:
      'flows_used = units of the allowance used in the period; tier = plan name in lower case with underscores (free_trial, starter, …); evidence_pack included from Starter; Free Trial: period.start = account creation, period.end and resets_at null.',
  },
  {
    topic: 'Rate limits',
    choice:
      'Per key, shared with v3: test keys 100 per hour, live keys per plan per minute (60/120/300/600/1,200). Requests without a usable key: 60 per minute per client address, so 401, 404 and openapi.json answers carry real headers too.',
  },
];
