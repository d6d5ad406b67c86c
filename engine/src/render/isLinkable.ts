// Formats EN 16931 allows for attachments (BR-CL-24) that a browser shows or saves without running code.
// Excluded on purpose: text/html, image/svg+xml and XML, which can carry scripts.
const INERT = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/** Whether an attachment of this MIME type may be offered as a data: download link. */
export function isLinkable(mimeType: string): boolean {
  return INERT.has(mimeType.trim().toLowerCase());
}
