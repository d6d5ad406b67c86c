import { useEffect, useState } from 'react';
import type { FileEntry } from '../state/AppState.ts';
import { useController } from '../state/StoreContext.ts';

// Taken out once per file: the source view and the repair diff of a PDF both show its embedded invoice.
const extracted = new WeakMap<Uint8Array, Promise<Uint8Array>>();
const NONE = new Uint8Array();

/**
 * The invoice XML of a file, as bytes: the file itself, or for a hybrid PDF (`pdf`) the invoice it embeds,
 * which the engine judged and whose lines the findings name; null while the Worker takes it out, empty
 * when it cannot.
 */
export function useInvoiceXml(file: FileEntry, pdf: boolean): Uint8Array | null {
  const controller = useController();
  const bytes = file.bytes ?? NONE;
  const [xml, setXml] = useState<Uint8Array | null>(pdf ? null : bytes);
  useEffect(() => {
    if (!pdf || bytes.length === 0) {
      setXml(bytes);
      return;
    }
    let live = true;
    let pending = extracted.get(bytes);
    if (!pending) {
      pending = controller.invoiceXml(file.id);
      extracted.set(bytes, pending);
      // A failure (a Worker that ended meanwhile) is not kept: the next view asks again.
      pending.catch(() => extracted.delete(bytes));
    }
    pending.then(
      (x) => live && setXml(x),
      () => live && setXml(NONE),
    );
    return () => {
      live = false;
    };
  }, [bytes, pdf, file.id, controller]);
  return xml;
}
