/** The file's name without its extension, for naming what is derived from it. */
export function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * A file's own name and the folder it came in (`invoices.zip/november` for a ZIP member, the picked folder's
 * path for a folder's file; '' for a loose file): lists show the own name first, which tells files apart.
 */
export function splitPath(name: string): { own: string; folder: string } {
  const slash = name.lastIndexOf('/');
  return slash < 0 ? { own: name, folder: '' } : { own: name.slice(slash + 1), folder: name.slice(0, slash) };
}
