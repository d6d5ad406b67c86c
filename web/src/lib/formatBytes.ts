/** A file size for people: bytes, kB or MB in the UI language's number format. */
export function formatBytes(bytes: number, locale: string): string {
  const fmt = (n: number, digits: number) =>
    n.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024, 1)} kB`;
  return `${fmt(bytes / 1024 / 1024, 1)} MB`;
}
