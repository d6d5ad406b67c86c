/** Browser stand-in for `url`: the WHATWG URL is global; file paths only come from the path shim. */
export const URL = globalThis.URL;

export function fileURLToPath(url: string | URL): string {
  return decodeURIComponent(new globalThis.URL(url).pathname);
}

export default { URL, fileURLToPath };
