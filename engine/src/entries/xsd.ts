/** Package entry `@einvoice/engine/xsd`: the XSD oracle, for the suite that compares it with xmllint's verdicts. */
export * from '../oracles/xsd/loadSchemas.ts';
export * from '../oracles/xsd/validateXsd.ts';
