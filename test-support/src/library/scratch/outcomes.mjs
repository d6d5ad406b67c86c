// What the reference comparison reads of each case, validated by a validator of whichever package entry: no
// import of the package here, so that a Worker bundled over one entry holds only that entry.
import cases from './cases.mjs';

const slim = (r) =>
  r && {
    valid: r.valid,
    verdict: {
      format: r.verdict.format,
      kositVerified: r.verdict.kositVerified,
      oracles: r.verdict.oracles.map((o) => ({ verdict: o.verdict })),
    },
    findings: r.findings.map((f) => ({
      ruleId: f.ruleId,
      severity: f.severity,
      xpath: f.xpath,
      oracle: f.oracle,
      levelNote: f.levelNote,
    })),
  };

export async function outcomesOf(createValidator) {
  const validator = await createValidator();
  const outcomes = [];
  for (const c of cases) {
    try {
      const result = await validator.validate(c.xml, c.scenario ? { scenario: c.scenario } : undefined);
      outcomes.push({ id: c.id, result: slim(result), errorCode: null });
    } catch (e) {
      if (typeof e?.code !== 'string') throw e;
      outcomes.push({
        id: c.id,
        result: slim(e.details?.result) ?? null,
        errorCode: e.code,
        errorMessage: e.message,
      });
    }
  }
  return outcomes;
}
