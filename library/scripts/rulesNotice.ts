/**
 * RULES-NOTICE.md of the package: the official artefacts its rules are compiled from, each with its owner and
 * version as the rulesets build's manifest records them, and the licence under which the owner publishes it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** ../shared/rulesets/national/SOURCES.md: the national layers' files state no licence of their own. */
const NATIONAL =
  "no licence stated in the owner's files; the owner's release as kept by phax/phive-rules (Apache 2.0)";

/** The owners' licences (the pinned artefacts' SOURCES.md); an owner missing here fails the build. */
const LICENCE: Record<string, string> = {
  'OASIS UBL TC': 'OASIS IPR policy (free use of the schemas)',
  'UN/CEFACT': 'UN/CEFACT free use',
  'UN/CEFACT (as shipped by FNFE-MPE)': 'UN/CEFACT free use',
  'CEN/TC 434': 'EUPL 1.2',
  KoSIT: 'Apache 2.0',
  OpenPEPPOL: 'as published by OpenPEPPOL',
  'FNFE-MPE / FeRD':
    'no licence file comes with the artefacts; published by FNFE-MPE and FeRD (copied from the Apache 2.0 Mustang project)',
  'FNFE-MPE': 'Apache 2.0 (repository LICENSE; the schematron headers say EUPL)',
  'e-fff / UBL.BE working group (BOSA)': NATIONAL,
  'ANAF / MFP': NATIONAL,
  'Porezna uprava (Croatian Tax Administration)': NATIONAL,
  'Stichting Simplerinvoicing / Peppol Authority NL': 'MIT (the sources in peppolautoriteit-nl/validation)',
};

interface Artefact {
  name: string;
  authority: string;
  version: string;
}

export function writeRulesNotice(buildDir: string, file: string): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as {
    artefacts: Artefact[];
  };
  const rows = new Map<string, string>();
  for (const a of manifest.artefacts) {
    const licence = LICENCE[a.authority];
    if (!licence) throw new Error(`library: no licence recorded for the artefacts of ${a.authority}`);
    rows.set(`${a.name}\0${a.version}`, `| ${a.name} | ${a.authority} | ${a.version} | ${licence} |`);
  }
  fs.writeFileSync(
    file,
    `# The rules in this package

The package's code is MIT. Its rules are compiled from these official artefacts
(the rulesets build's manifest, as \`v.info()\` lists them with their SHA-256):

| artefact | owner | version | licence |
| --- | --- | --- | --- |
${[...rows.values()].join('\n')}
`,
  );
}
