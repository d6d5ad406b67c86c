/** The v3 interface of the service that served this page (the proxy serves the app and the API together). */
export function apiUrl(path: string): string {
  return new URL(`api/v3/${path}`, document.baseURI).href;
}
