/**
 * Package entry `@einvoice/engine/xml`: the engine's XML reader and its building blocks, for the other
 * workspaces' suites that compare it with xmldom, locate findings or decode inputs the way the engine does.
 */
export * from '../input/decodeInput.ts';
export * from '../input/documentEncoding.ts';
export * from '../input/scanMarkup.ts';
export * from '../xml/failMalformed.ts';
export * from '../xml/isXmlChar.ts';
export * from '../xml/location.ts';
export * from '../xml/namespaces.ts';
export * from '../xml/parseXmlTree.ts';
export * from '../xml/positionAt.ts';
export * from '../xml/refuseDeclaration.ts';
export * from '../xml/xmlNames.ts';
