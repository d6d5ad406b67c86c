/**
 * The API's answers stay the same across refactorings (issue 26): the real server answers a fixed set of requests
 * covering every route family, and the answers (volatile fields normalised) equal the snapshot last recorded on
 * purpose — first on the code before the proxy was put in layers, which proved the layering changed no answer.
 * RECORD_ANSWERS=1 rewrites the snapshot (only on purpose: the diff then shows what changed).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ANSWERS_SNAPSHOT, recordAnswers } from '@einvoice/test-support/proxy/recordAnswers';
import { expect, it } from 'vitest';

it('answers every route family as recorded in fixtures/proxy-answers', async () => {
  const answers = await recordAnswers();
  if (process.env.RECORD_ANSWERS === '1') {
    mkdirSync(path.dirname(ANSWERS_SNAPSHOT), { recursive: true });
    writeFileSync(ANSWERS_SNAPSHOT, `${JSON.stringify(answers, null, 2)}\n`);
  }
  const recorded = JSON.parse(readFileSync(ANSWERS_SNAPSHOT, 'utf8'));
  expect(answers.map((a) => a.name)).toEqual(recorded.map((a: { name: string }) => a.name));
  for (const [i, answer] of answers.entries()) expect(answer).toEqual(recorded[i]);
}, 300_000);
