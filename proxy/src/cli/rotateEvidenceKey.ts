/**
 * `npm run evidence-key -- rotate`: makes a new evidence-signing key under DATA_DIR/evidence-keys. Packs signed
 * with earlier keys stay verifiable: every key stays published at /api/v1/evidence/public-key. A running server
 * signs with the new key after its next start. `npm run evidence-key -- list` shows the keys.
 */

import { openKeyring, rotate } from '../evidence/signingIdentity.ts';
import { readStorageConfig } from '../storage/storageConfig.ts';

const [command] = process.argv.slice(2);
const { dataDir } = readStorageConfig(process.env);
if (command === 'rotate') {
  const keyring = await rotate(dataDir);
  console.log(`new evidence-signing key ${keyring.current.kid}; restart the server to sign with it`);
  console.log(`published keys: ${keyring.published.map((k) => k.kid).join(', ')}`);
} else if (command === 'list') {
  const keyring = await openKeyring(dataDir);
  for (const k of keyring.published) console.log(`${k.kid}  ${k.createdAt}${k.current ? '  (current)' : ''}`);
} else {
  console.error('usage: npm run evidence-key -- rotate | list   (DATA_DIR selects the data folder)');
  process.exit(2);
}
