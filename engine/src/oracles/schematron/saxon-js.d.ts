// The saxon-js package ships no types; this declares the part of its API the engine calls.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceNode?: unknown;
    sourceText?: string;
    destination: 'document' | 'serialized' | 'raw';
  }
  interface TransformResult {
    principalResult: unknown;
  }
  interface SaxonJSApi {
    transform(options: TransformOptions, mode: 'sync'): TransformResult;
    getResource(options: { text: string; type: 'xml' }): Promise<unknown>;
    XPath: { evaluate(xpath: string, context?: unknown, options?: Record<string, unknown>): unknown };
  }
  const SaxonJS: SaxonJSApi;
  export default SaxonJS;
}
