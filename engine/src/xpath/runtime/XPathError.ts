/**
 * A dynamic XPath error (FORG0001, FOAR0001, XPTY0004, ...): the compiled rules stop the run with it, as the
 * official stylesheet's dynamic error stops the XSLT transform.
 */
export class XPathError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}
