import type { Catalogue } from '@einvoice/rulesets';

/** What changed between two shipped versions of one rule set, from the catalogue's per-version test hashes. */
export function ruleDiff(catalogue: Catalogue, ruleset: string, from: string, to: string) {
  const at = (version: string) =>
    new Map(
      catalogue.entries.flatMap((e) =>
        e.appearances
          .filter((a) => a.ruleset === ruleset && a.version === version)
          .map((a) => [`${e.ruleId}@${a.syntax}`, `${a.testHash}/${a.severity}`] as const),
      ),
    );
  // Only the syntaxes both releases have rules for (Peppol 3.0.20 is UBL only): a syntax the one lacks is no change.
  const syntaxes = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.split('@')[1]));
  const both = (a: Map<string, string>, b: Map<string, string>) => {
    const common = syntaxes(b);
    return new Map([...a].filter(([k]) => common.has(k.split('@')[1])));
  };
  const before = both(at(from), at(to));
  const after = both(at(to), at(from));
  const ids = (keys: string[]) => [...new Set(keys.map((k) => k.split('@')[0] as string))].sort();
  const added = ids([...after.keys()].filter((k) => !before.has(k)));
  const removed = ids([...before.keys()].filter((k) => !after.has(k)));
  const changed = ids([...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k)));
  // A new or changed check can reject a document the old version accepted; a removed one cannot.
  return { from, to, added, removed, changed, breaking: added.length > 0 || changed.length > 0 };
}
