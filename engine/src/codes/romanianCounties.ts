import type { SchemeOption } from '../types.ts';

// The ISO 3166-2:RO subdivisions in CIUS-RO's own list ($ISO-3166-RO-CODES of the owner's schematron, which a
// test compares this table with); the names are proper names, the same in every language but Bucharest's.
const COUNTIES: readonly [string, string][] = [
  ['RO-AB', 'Alba'],
  ['RO-AG', 'Argeș'],
  ['RO-AR', 'Arad'],
  ['RO-B', 'București'],
  ['RO-BC', 'Bacău'],
  ['RO-BH', 'Bihor'],
  ['RO-BN', 'Bistrița-Năsăud'],
  ['RO-BR', 'Brăila'],
  ['RO-BT', 'Botoșani'],
  ['RO-BV', 'Brașov'],
  ['RO-BZ', 'Buzău'],
  ['RO-CJ', 'Cluj'],
  ['RO-CL', 'Călărași'],
  ['RO-CS', 'Caraș-Severin'],
  ['RO-CT', 'Constanța'],
  ['RO-CV', 'Covasna'],
  ['RO-DB', 'Dâmbovița'],
  ['RO-DJ', 'Dolj'],
  ['RO-GJ', 'Gorj'],
  ['RO-GL', 'Galați'],
  ['RO-GR', 'Giurgiu'],
  ['RO-HD', 'Hunedoara'],
  ['RO-HR', 'Harghita'],
  ['RO-IF', 'Ilfov'],
  ['RO-IL', 'Ialomița'],
  ['RO-IS', 'Iași'],
  ['RO-MH', 'Mehedinți'],
  ['RO-MM', 'Maramureș'],
  ['RO-MS', 'Mureș'],
  ['RO-NT', 'Neamț'],
  ['RO-OT', 'Olt'],
  ['RO-PH', 'Prahova'],
  ['RO-SB', 'Sibiu'],
  ['RO-SJ', 'Sălaj'],
  ['RO-SM', 'Satu Mare'],
  ['RO-SV', 'Suceava'],
  ['RO-TL', 'Tulcea'],
  ['RO-TM', 'Timiș'],
  ['RO-TR', 'Teleorman'],
  ['RO-VL', 'Vâlcea'],
  ['RO-VN', 'Vrancea'],
  ['RO-VS', 'Vaslui'],
];

const BUCHAREST = { en: 'Bucharest (municipality)', de: 'Bukarest (Munizipium)', fr: 'Bucarest (municipe)' };

/** The county codes CIUS-RO admits for a Romanian address (BT-39, BT-54, BT-68; BR-RO-110, -111, -170). */
export const RO_COUNTY_OPTIONS: readonly SchemeOption[] = COUNTIES.map(([value, name]) => ({
  value,
  label:
    value === 'RO-B' ? BUCHAREST : { en: `${name} (county)`, de: `Kreis ${name}`, fr: `Județ de ${name}` },
}));

/** The six sectors of Bucharest CIUS-RO writes as the city of an address in RO-B (BR-RO-100, -101, -160). */
export const RO_SECTOR_OPTIONS: readonly SchemeOption[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  value: `SECTOR${n}`,
  label: { en: `Bucharest sector ${n}`, de: `Bukarest, Sektor ${n}`, fr: `Bucarest, secteur ${n}` },
}));
