/**
 * Where each pinned official artefact comes from when `../shared/rulesets` is not there: the owner's
 * archive (always a ZIP: OASIS and UN/CEFACT publish ZIPs, GitHub serves any revision as one) and where
 * the pinned files sit inside it. What the files must be is `pinned-files.json`: the SHA-256 of every
 * file of the pinned copy, measured on ../shared/rulesets (`npm run pin -w rulesets` rewrites it). A
 * download is accepted file by file against that table, so a wrong URL, a moved path or a changed
 * release stops setup with the file named; nothing unverified reaches the build.
 *
 * `archiveSha256` is the SHA-256 of the archive itself where it is known. It is null for every source
 * here: this workplace has no internet access, so no owner's archive could be fetched and measured.
 * The layouts inside the archives (`map`) are the owners' published layouts as documented, equally
 * unverified here; the per-file table is what guarantees the bytes.
 */
export interface PinnedSource {
  id: string;
  /** Folder under the rulesets root this source fills (first path segment of pinned-files.json). */
  folder: string;
  authority: string;
  version: string;
  url: string;
  archiveSha256: string | null;
  /** GitHub archives wrap everything in one `<repo>-<revision>/` folder, which is skipped. */
  stripTop: boolean;
  /** [archive path prefix, folder path prefix]: a pinned file whose folder path starts with the second is read from the first. */
  map: readonly (readonly [archive: string, folder: string])[];
}

const github = (repo: string, revision: string) => `https://github.com/${repo}/archive/${revision}.zip`;

export const PINNED_SOURCES: readonly PinnedSource[] = [
  {
    id: 'ubl-2.1',
    folder: 'ubl-2.1',
    authority: 'OASIS UBL TC',
    version: 'os-UBL-2.1',
    url: 'https://docs.oasis-open.org/ubl/os-UBL-2.1/UBL-2.1.zip',
    archiveSha256: null,
    stripTop: false,
    map: [['xsd/', 'xsd/']],
  },
  {
    id: 'cii-d16b',
    folder: 'cii-d16b',
    authority: 'UN/CEFACT',
    version: 'D16B SCRDM subset',
    url: 'https://unece.org/fileadmin/DAM/cefact/xml_schemas/D16B_SCRDM__Subset__CII.zip',
    archiveSha256: null,
    stripTop: true,
    map: [['', 'xsd/']],
  },
  {
    id: 'en16931',
    folder: 'en16931',
    authority: 'CEN/TC 434',
    version: 'validation-1.3.16 line, b6c9e06',
    url: github('ConnectingEurope/eInvoicing-EN16931', 'b6c9e06'),
    archiveSha256: null,
    stripTop: true,
    map: [['', '']],
  },
  {
    id: 'en16931-1.3.15',
    folder: 'en16931-1.3.15',
    authority: 'CEN/TC 434',
    version: 'validation-1.3.15, bf3a7d8',
    url: github('ConnectingEurope/eInvoicing-EN16931', 'bf3a7d8'),
    archiveSha256: null,
    stripTop: true,
    map: [['', '']],
  },
  {
    // The owner's release build: sources with placeholders filled and the Peppol rules merged in.
    id: 'xrechnung-merged',
    folder: 'xrechnung',
    authority: 'KoSIT',
    version: 'xrechnung-schematron release 2.5.0 (XRechnung 3.0.2)',
    url: 'https://github.com/itplr-kosit/xrechnung-schematron/releases/download/v2.5.0/xrechnung-3.0.2-schematron-2.5.0.zip',
    archiveSha256: null,
    stripTop: false,
    map: [['schematron/', 'schematron-merged/']],
  },
  {
    id: 'xrechnung',
    folder: 'xrechnung',
    authority: 'KoSIT',
    version: '3098f3d',
    url: github('itplr-kosit/xrechnung-schematron', '3098f3d'),
    archiveSha256: null,
    stripTop: true,
    map: [
      ['src/validation/schematron/', 'schematron/'],
      ['src/', ''],
      ['', ''],
    ],
  },
  {
    id: 'peppol-bis-3',
    folder: 'peppol-bis-3',
    authority: 'OpenPEPPOL',
    version: '78d7f7d',
    url: github('OpenPEPPOL/peppol-bis-invoice-3', '78d7f7d'),
    archiveSha256: null,
    stripTop: true,
    map: [['rules/sch/', 'schematron/']],
  },
  {
    id: 'kosit',
    folder: 'kosit',
    authority: 'KoSIT',
    version: 'validator-configuration-xrechnung 6faac15',
    url: github('itplr-kosit/validator-configuration-xrechnung', '6faac15'),
    archiveSha256: null,
    stripTop: true,
    map: [
      ['resources/report.xsd', 'report.xsd'],
      ['src/', ''],
      ['', ''],
    ],
  },
  {
    id: 'factur-x',
    folder: 'factur-x',
    authority: 'FNFE-MPE / FeRD (via ZUGFeRD/mustangproject)',
    version: 'Factur-X 1.09.2 = ZUGFeRD 2.5, mustangproject 096db40',
    url: github('ZUGFeRD/mustangproject', '096db40'),
    archiveSha256: null,
    stripTop: true,
    map: [
      ['validator/src/main/resources/schema/ZF_250/', 'schema/'],
      ['validator/src/main/resources/schematron/ZF_250/', 'schematron/'],
      ['validator/src/main/resources/xslt/ZF_250/', 'xslt/'],
    ],
  },
];
