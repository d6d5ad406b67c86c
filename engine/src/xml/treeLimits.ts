/**
 * Bounds the parse stage puts on a document's shape, each refused as MALFORMED_XML with its reason and
 * `details.limit`. Omitted bounds are unbounded (the engine's own re-parses of text it wrote).
 */
export interface TreeLimits {
  /** Deepest element nesting. */
  maxDepth?: number;
  /** Most attributes on one element, namespace declarations included. */
  maxAttributes?: number;
  /** Most distinct expanded names (namespace URI and local name) of elements, attributes and PI targets. */
  maxNames?: number;
}
