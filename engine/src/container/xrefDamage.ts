import type { Text } from '../types.ts';

/*
 * pdf-lib never reads objects through the cross-reference table: it parses the file from the header on, object
 * by object, and finds the catalog by its /Type when the trailer's /Root is wrong. So a PDF whose table or
 * startxref is broken already loads; what stops it is a trailer dictionary it cannot parse (it throws there).
 * This check finds the damage PDF readers repair by rebuilding the table, so the reader can read the objects
 * alone and say so in `container.notes`.
 */

const latin1 = new TextDecoder('latin1');
/** The table of a PDF within the 10 MB input limit has at most this many entries worth checking. */
const MAX_ENTRIES = 100_000;

const damage = (en: string, de: string, fr: string): Text => ({ en, de, fr });

/** Whether `text` at `offset` begins (after white space) with the header `n g obj` of object `n`. */
function objectAt(text: string, offset: number, n?: number): boolean {
  const head = /^\s*(\d+)\s+(\d+)\s+obj\b/.exec(text.slice(offset, offset + 64));
  return head !== null && (n === undefined || Number(head[1]) === n);
}

/** Whether the `<<` … `>>` of a dictionary starting at `from` closes before `to`. */
function dictCloses(text: string, from: number, to: number): boolean {
  const start = text.indexOf('<<', from);
  if (start < 0 || start >= to) return false;
  let depth = 0;
  for (let i = start; i < to - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return true;
    }
  }
  return false;
}

/**
 * What is wrong with the last cross-reference section of a PDF (the one `startxref` names), in words; null when
 * it is sound. A table's in-use entries must each point at their object's header; a cross-reference stream is
 * taken as sound when `startxref` points at an object (its entries are binary and pdf-lib does not use them).
 */
export function xrefDamage(bytes: Uint8Array): Text | null {
  const text = latin1.decode(bytes);
  const at = text.lastIndexOf('startxref');
  if (at < 0) return damage('it has no startxref', 'es fehlt startxref', 'startxref y manque');
  // A file updated incrementally has a startxref per section: a last section without its own is damaged.
  if (text.lastIndexOf('trailer') > at || /\sxref\s/.test(text.slice(at + 9)))
    return damage(
      'its last section has no startxref',
      'seinem letzten Abschnitt fehlt startxref',
      'sa dernière section n’a pas de startxref',
    );
  const offset = /^startxref\s+(\d+)/.exec(text.slice(at, at + 40))?.[1];
  if (offset === undefined)
    return damage(
      'startxref gives no offset',
      'startxref nennt keine Position',
      'startxref n’indique aucune position',
    );
  const target = Number(offset);
  if (/^\s*xref\b/.test(text.slice(target, target + 16))) {
    const trailer = text.indexOf('trailer', target);
    if (trailer < 0 || trailer > at || !dictCloses(text, trailer, at))
      return damage(
        'its trailer dictionary is missing or malformed',
        'sein Trailer-Verzeichnis fehlt oder ist fehlerhaft',
        'son dictionnaire trailer manque ou est mal formé',
      );
    const table = text.slice(target, trailer);
    const lines = table.split(/\r\n|\r|\n/).slice(1);
    let next = 0;
    let checked = 0;
    for (const line of lines) {
      const section = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
      if (section) {
        next = Number(section[1]);
        continue;
      }
      const entry = /^\s*(\d{10})\s+(\d{5})\s+([nf])/.exec(line);
      if (!entry) {
        if (line.trim() === '') continue;
        return damage(
          'its cross-reference table has unreadable lines',
          'seine Querverweistabelle hat unlesbare Zeilen',
          'sa table des références croisées a des lignes illisibles',
        );
      }
      const n = next++;
      if (entry[3] !== 'n' || ++checked > MAX_ENTRIES) continue;
      if (!objectAt(text, Number(entry[1]), n))
        return damage(
          `its cross-reference entry of object ${n} points elsewhere`,
          `sein Querverweis auf Objekt ${n} zeigt an eine falsche Stelle`,
          `son entrée de référence croisée de l’objet ${n} pointe ailleurs`,
        );
    }
    return null;
  }
  if (objectAt(text, target) && /\/Type\s*\/XRef/.test(text.slice(target, target + 2048))) return null;
  return damage(
    `startxref points to no cross-reference section (offset ${target})`,
    `startxref zeigt auf keinen Querverweisabschnitt (Position ${target})`,
    `startxref ne pointe vers aucune section de références croisées (position ${target})`,
  );
}

/** The PDF up to the end of its last object: what is left to read when the table and trailer after it are broken. */
export function objectsOnly(bytes: Uint8Array): Uint8Array {
  const text = latin1.decode(bytes);
  const end = text.lastIndexOf('endobj');
  return end < 0 ? bytes : bytes.subarray(0, end + 'endobj'.length);
}

/** The note `container.notes` carries for a PDF read by its objects. */
export function xrefRebuiltNote(reason: Text): { id: string; message: Text } {
  return {
    id: 'pdf-xref-rebuilt',
    message: {
      en: `The PDF's cross-reference data is damaged (${reason.en}); its objects were read by scanning the file, as PDF readers do.`,
      de: `Die Querverweisdaten des PDF sind beschädigt (${reason.de}); seine Objekte wurden durch Durchsuchen der Datei gelesen, wie PDF-Programme es tun.`,
      fr: `Les données de références croisées du PDF sont endommagées (${reason.fr ?? reason.en}) ; ses objets ont été lus en parcourant le fichier, comme le font les lecteurs PDF.`,
    },
  };
}
