// The web-platform globals Node 20, browsers and Web Workers all provide: the only globals the engine core
// may use. Its tsconfig has neither DOM nor Node types, so `process`, `document`, `fs` or `window` do not
// compile there (hosts pass a loader instead).
declare global {
  class TextEncoder {
    readonly encoding: string;
    encode(input?: string): Uint8Array<ArrayBuffer>;
  }
  class TextDecoder {
    constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
    readonly encoding: string;
    decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string;
  }
  class URL {
    constructor(url: string, base?: string | URL);
    readonly href: string;
    readonly protocol: string;
    readonly pathname: string;
    toString(): string;
  }
  function structuredClone<T>(value: T): T;
  function atob(data: string): string;
  function btoa(data: string): string;
  var crypto: {
    subtle: { digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> };
  };
}

export {};
