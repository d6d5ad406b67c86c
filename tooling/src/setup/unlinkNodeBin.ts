// The root `postinstall`: see removeNode22Link() for why.
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { removeNode22Link } from './node22Link.ts';

removeNode22Link(path.join(repoRoot, 'node_modules/.bin'));
