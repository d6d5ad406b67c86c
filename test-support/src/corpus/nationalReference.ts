import fs from 'node:fs';
import path from 'node:path';
import { CEN_UBL_XSLT, NOT_SELECTED as NOT_SELECTED_WHY, ownerLayers } from './nationalLayers.ts';
import { saxonCollection } from './saxonHe.ts';

/**
 * The registry's national layers with their test files (`ownerLayers`: the owners', or for HR-CIUS CEN's UBL
 * examples declared as the layer) and the owner's compiled XSLT that is their reference, for suites that run a
 * whole folder (the KoSIT command line, the packed library). UBL.BE's files all pass its ubl-BE rules, so each
 * is also taken with its UBL.BE reference removed, which makes those rules fire.
 */
export const OWNER_LAYERS = ownerLayers().map((l) => ({
  layer: l.release.ruleset,
  oracle: l.oracle,
  files: l.files,
  xslt: l.xslt,
  damaged:
    l.release.ruleset === 'ublbe'
      ? (xml: string) => xml.replace('<cbc:ID>UBL.BE</cbc:ID>', '<cbc:ID>XX</cbc:ID>')
      : null,
}));

/** The owner's files no layer selects (see `NOT_SELECTED` of nationalLayers.ts), by file name. */
export const NOT_SELECTED = new Set(Object.keys(NOT_SELECTED_WHY));

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
    const staged = l.files
      .flatMap((file) => {
        const f = path.basename(file);
        const xml = fs.readFileSync(file, 'utf8');
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
    const cen = await saxonCollection(CEN_UBL_XSLT, path.join(dir, 'cen'));
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
