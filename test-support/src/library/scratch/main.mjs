// Node, Bun and Deno: the outcomes as one JSON line on stdout.
import { run } from './check.mjs';

console.log(JSON.stringify(await run()));
