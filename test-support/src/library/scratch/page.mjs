// Chromium: the outcomes on window, read by the test.
import { run } from './check.mjs';

run().then(
  (outcomes) => {
    window.__outcomes = outcomes;
  },
  (e) => {
    window.__failure = String(e?.stack ?? e);
  },
);
