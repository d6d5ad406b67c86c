import fs from 'node:fs';
import path from 'node:path';
import { corpusDir, rulesetsDir } from './paths.ts';
import { saxonCollection } from './saxonHe.ts';

const NATIONAL = path.join(rulesetsDir, 'national');
const CEN_UBL = path.join(rulesetsDir, 'en16931/ubl/xslt/EN16931-UBL-validation.xslt');

/**
 * The national layers with owners' test files in ../shared/corpus/national, and the owner's compiled XSLT that
 * is their reference. UBL.BE's files all pass its ubl-BE rules, so each is also taken with its UBL.BE reference
 * removed (as conformance/nationalLayers.api.test.ts does), which makes those rules fire. HR-CIUS's owner
 * publishes no test files.
 */
export const OWNER_LAYERS = [
  {
    layer: 'ublbe',
    oracle: 'ublbe-ubl',
    corpus: path.join(corpusDir, 'national/ublbe-1.31'),
    xslt: path.join(NATIONAL, 'ublbe-1.31/xslt/GLOBALUBL.BE.xslt'),
    damaged: (xml: string) => xml.replace('<cbc:ID>UBL.BE</cbc:ID>', '<cbc:ID>XX</cbc:ID>'),
  },
  {
    layer: 'cius-ro',
    oracle: 'cius-ro-ubl',
    corpus: path.join(corpusDir, 'national/cius-ro-1.0.9'),
    xslt: path.join(NATIONAL, 'cius-ro-1.0.9/xslt/ROeFactura-UBL-validation-Invoice_v1.0.9.xslt'),
    damaged: null,
  },
  {
    layer: 'si-ubl',
    oracle: 'si-ubl-ubl',
    corpus: path.join(corpusDir, 'national/si-ubl-2.0.3'),
    xslt: path.join(NATIONAL, 'si-ubl-2.0.3.13/xslt/si-ubl-2.0.3.13.xslt'),
    damaged: null,
  },
] as const;

/** The owner's file without an identifier: no layer selects it (the owner's XSLT fails it for that reason). */
export const NOT_SELECTED = new Set(['SI-UBL-2.0_error_no_customizationid.xml']);

export interface OwnerCase {
  /** The staged file's name (`000.xml`, …) and the owner's file it was made from. */
  key: string;
  owner: string;
  xml: string;
  /** Saxon-HE 9.9's SVRL items (`id|flag|location|text`) for the owner's XSLT and CEN's; null on a dynamic error. */
  layerItems: string[] | null;
  cenItems: string[] | null;
}

/**
 * Every owner test file of each layer with its reference: the owner's compiled XSLT and CEN's official EN 16931
 * XSLT on Saxon-HE 9.9 (JVM), one collection run each. Files are staged under `tmp/<layer>/{layer,cen}/in`.
 */
export async function ownerCases(tmp: string): Promise<Map<string, OwnerCase[]>> {
  const cases = new Map<string, OwnerCase[]>();
  for (const l of OWNER_LAYERS) {
    const dir = path.join(tmp, l.layer);
    const staged = fs
      .readdirSync(l.corpus)
      .filter((f) => f.endsWith('.xml'))
      .sort()
      .flatMap((f) => {
        const xml = fs.readFileSync(path.join(l.corpus, f), 'utf8');
        return l.damaged
          ? [
              { owner: f, xml },
              { owner: `${f} (UBL.BE reference removed)`, xml: l.damaged(xml) },
            ]
          : [{ owner: f, xml }];
      })
      .map((c, i) => ({ ...c, key: `${String(i).padStart(3, '0')}.xml` }));
    for (const side of ['layer', 'cen']) {
      for (const d of ['in', 'out']) fs.mkdirSync(path.join(dir, side, d), { recursive: true });
      for (const c of staged) fs.writeFileSync(path.join(dir, side, 'in', c.key), c.xml);
    }
    const owner = await saxonCollection(l.xslt, path.join(dir, 'layer'));
    const cen = await saxonCollection(CEN_UBL, path.join(dir, 'cen'));
    cases.set(
      l.layer,
      staged.map((c) => ({
        ...c,
        layerItems: owner.items.get(c.key) ?? null,
        cenItems: cen.items.get(c.key) ?? null,
      })),
    );
  }
  return cases;
}
