import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import {
  closeBuffer,
  openBuffer,
  readBuffer,
  XmlDocument,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

/** KoSIT's published schemas (report, scenarios, daemon health), read in place. */
export const KOSIT_DIR = path.join(repoRoot, '../shared/rulesets/kosit');

const PREFIX = 'kosit-xsd:///';
let registered = false;

/** Serves the KoSIT schema folder to libxml2 under PREFIX (report.xsd imports scenarios.xsd by namespace only). */
function register(): void {
  if (registered) return;
  const file = (url: string) =>
    url.startsWith(PREFIX) ? path.join(KOSIT_DIR, url.slice(PREFIX.length)) : null;
  registered = xmlRegisterInputProvider({
    match: (url) => {
      const f = file(url);
      return f !== null && fs.existsSync(f);
    },
    open: (url) => openBuffer(new Uint8Array(fs.readFileSync(file(url) as string))),
    read: readBuffer,
    close: (fd) => {
      closeBuffer(fd);
      return true;
    },
  });
}

/**
 * A validator for one of KoSIT's schemas. report.xsd's `xs:import` of the scenarios namespace names no file
 * (KoSIT's tooling supplies it), so the import is given scenarios.xsd's location here; nothing else changes.
 */
export function kositSchema(name: 'report.xsd' | 'daemon.xsd'): (xml: string) => string[] {
  register();
  const text = fs
    .readFileSync(path.join(KOSIT_DIR, name), 'utf8')
    .replace(
      /<xs:import namespace="http:\/\/www\.xoev\.de\/de\/validator\/framework\/1\/scenarios"\s*\/>/,
      `<xs:import namespace="http://www.xoev.de/de/validator/framework/1/scenarios" schemaLocation="${PREFIX}scenarios.xsd"/>`,
    );
  const schemaDoc = XmlDocument.fromString(text, { url: `${PREFIX}${name}` });
  const validator = XsdValidator.fromDoc(schemaDoc);
  return (xml) => {
    const doc = XmlDocument.fromString(xml);
    try {
      validator.validate(doc);
      return [];
    } catch (e) {
      if (e instanceof XmlValidateError) return e.details.map((d) => `${d.line}: ${d.message.trim()}`);
      throw e;
    } finally {
      doc.dispose();
    }
  };
}
