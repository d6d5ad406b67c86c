import { EngineError } from '../errors.ts';
import { DEFAULT_INPUT_LIMITS, type InputLimits } from '../input/inputLimits.ts';
import { parseXmlTree } from '../rules/parseXmlTree.ts';
import type { XmlTree } from '../rules/XmlTree.ts';
import { parseXml } from './parseXml.ts';

/**
 * Parse stage of validation: text → XmlTree in one strict pass. A document it refuses is parsed again
 * by parseXml, so that MALFORMED_XML (and XML_DOCTYPE_REFUSED) carry exactly the details {reason, line,
 * column, message} the DOM path gives; only if that path accepted it would the tree parser's own error stand.
 */
export function parseTree(text: string, limits: InputLimits = {}): XmlTree {
  try {
    return parseXmlTree(text, limits.maxDepth ?? DEFAULT_INPUT_LIMITS.maxDepth);
  } catch (e) {
    if (e instanceof EngineError && e.code === 'MALFORMED_XML') parseXml(text, limits);
    throw e;
  }
}
