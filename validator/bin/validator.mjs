#!/usr/bin/env node
// The package's command: the sources are TypeScript, run through tsx as `npm run validator` runs them.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
