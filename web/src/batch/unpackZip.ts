import { unzipSync } from 'fflate';
import type { NamedBytes } from '../state/Controller.ts';

/** Limits that keep a hostile archive from filling the page's memory. */
export const ZIP_LIMITS = { files: 2000, fileBytes: 10 * 1024 * 1024, totalBytes: 200 * 1024 * 1024 };

/** Why an archive, or a member of it, is not unpacked. */
export type ZipProblem = 'unreadable' | 'too-many-files' | 'too-large';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

/** Whether the bytes are a ZIP archive (by content, not by name). */
export function isZip(bytes: Uint8Array): boolean {
  const starts = (m: number[]) => m.every((b, i) => bytes[i] === b);
  return starts(ZIP_MAGIC) || starts(EMPTY_ZIP_MAGIC);
}

/**
 * The members of a ZIP archive, named `archive.zip/inner/path.xml`; folders, macOS resource forks and
 * hidden files are skipped. Nested archives are unpacked too (one level). Refuses an archive whose
 * declared sizes or member count exceed ZIP_LIMITS, without inflating it.
 */
export function unpackZip(
  archive: NamedBytes,
  depth = 0,
): { files: NamedBytes[]; problem: ZipProblem | null } {
  let count = 0;
  let total = 0;
  let problem: ZipProblem | null = null;
  let members: Record<string, Uint8Array>;
  try {
    members = unzipSync(archive.bytes, {
      filter(file) {
        const base = file.name.split('/').pop() ?? '';
        if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/') || base.startsWith('.'))
          return false;
        count += 1;
        total += file.originalSize;
        if (count > ZIP_LIMITS.files) problem ??= 'too-many-files';
        if (file.originalSize > ZIP_LIMITS.fileBytes || total > ZIP_LIMITS.totalBytes)
          problem ??= 'too-large';
        return problem === null;
      },
    });
  } catch {
    return { files: [], problem: 'unreadable' };
  }
  if (problem) return { files: [], problem };
  const files: NamedBytes[] = [];
  for (const [inner, bytes] of Object.entries(members)) {
    const name = `${archive.name}/${inner}`;
    if (depth === 0 && isZip(bytes)) files.push(...unpackZip({ name, bytes }, depth + 1).files);
    else files.push({ name, bytes });
  }
  return { files, problem: null };
}
