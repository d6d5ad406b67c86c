/**
 * `npm run evidence-key -- rotate`: makes a new evidence-signing key under DATA_DIR/evidence-keys. Packs signed
 * with earlier keys stay verifiable: every key stays published at /api/v1/evidence/public-key. A running server
 * signs with the new key after its next start. `npm run evidence-key -- list` shows the keys.
 */

import { commandLine, enterCallerFolder } from '@einvoice/engine/commandLine';
import { openKeyring, rotate } from '../evidence/signingIdentity.ts';
import { readStorageConfig } from '../storage/storageConfig.ts';

const USAGE = `usage: npm run evidence-key -- rotate | list
  rotate  make a new evidence-signing key (the server signs with it after its next start)
  list    show the published keys, the current one marked
DATA_DIR selects the data folder.`;

enterCallerFolder();
const {
  positionals: [command, ...extra],
} = commandLine('evidence-key', USAGE, { allowPositionals: true });
if (extra.length > 0) {
  console.error(`evidence-key: one command, got ${[command, ...extra].join(' ')} (--help shows the usage)`);
  process.exit(2);
}
const { dataDir } = readStorageConfig(process.env);
if (command === 'rotate') {
  const keyring = await rotate(dataDir);
  console.log(`new evidence-signing key ${keyring.current.kid}; restart the server to sign with it`);
  console.log(`published keys: ${keyring.published.map((k) => k.kid).join(', ')}`);
} else if (command === 'list') {
  const keyring = await openKeyring(dataDir);
  for (const k of keyring.published) console.log(`${k.kid}  ${k.createdAt}${k.current ? '  (current)' : ''}`);
} else {
  console.error(
    `evidence-key: ${command ? `unknown command ${command}` : 'no command'} (--help shows the usage)`,
  );
  process.exit(2);
}
