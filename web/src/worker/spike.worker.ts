import { XmlDocument, XsdValidator } from 'libxml2-wasm';
// @ts-expect-error no types
import SaxonJS from 'saxon-js';

let sef: unknown;
self.onmessage = async (e: MessageEvent<{ xml: string }>) => {
  try {
    const t0 = performance.now();
    sef ??= await (await fetch(new URL('rulesets/sef/en16931-ubl.sef.json', self.location.origin + '/'))).json();
    const t1 = performance.now();
    const r = SaxonJS.transform({ stylesheetInternal: sef, sourceText: e.data.xml, destination: 'serialized' }, 'sync');
    const out: string = r.principalResult;
    const xsdDoc = XmlDocument.fromString('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a" type="xs:int"/></xs:schema>');
    const v = XsdValidator.fromDoc(xsdDoc);
    let xsd = 'ok';
    try { v.validate(XmlDocument.fromString('<a>x</a>')); } catch (err) { xsd = String(err); }
    self.postMessage({ ok: true, xsd, load: t1 - t0, run: performance.now() - t1, length: out.length, out, failed: (out.match(/failed-assert/g) ?? []).length });
  } catch (err) {
    self.postMessage({ ok: false, error: String(err), stack: (err as Error).stack });
  }
};
