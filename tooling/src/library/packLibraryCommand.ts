/**
 * `npm run pack:library`: the publishable tarball of @einvoice/validator-js (its prepack builds dist/ from the
 * rulesets build), written into the folder the command is called from; prints the tarball's absolute path, which
 * the examples' READMEs install with `npm install <path>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { commandLine, enterCallerFolder } from '@einvoice/engine/commandLine';
import { packedLibrary } from '@einvoice/test-support/library/packedLibrary';

enterCallerFolder();
commandLine(
  'pack:library',
  `usage: npm run pack:library
Packs @einvoice/validator-js into the current folder and prints the tarball's path (needs the rulesets build:
npm run setup). Takes no options.`,
  {},
);
// Through the tests' cache: one pack per state of the package's inputs, never two builds of library/dist at once.
const packed = packedLibrary();
const tarball = path.resolve(path.basename(packed));
fs.copyFileSync(packed, tarball);
console.log(tarball);
