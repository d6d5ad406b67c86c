/** File names Factur-X, ZUGFeRD 1/2 and XRechnung-in-PDF give the invoice (compared without case). */
export const INVOICE_FILE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'] as const;

export const isXmlName = (name: string) => name.toLowerCase().endsWith('.xml');
export const isKnownName = (name: string) =>
  (INVOICE_FILE_NAMES as readonly string[]).includes(name.toLowerCase());

/** An attachment that could be the invoice: a known name or an `.xml` file. */
export const isInvoiceCandidate = (name: string) => isKnownName(name) || isXmlName(name);
