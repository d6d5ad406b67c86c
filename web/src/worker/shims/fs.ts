/**
 * Browser stand-in for `fs` in SaxonJS's Node build. SaxonJS touches it only for file: URIs
 * (doc(), unparsed-text(), result documents), which a browser engine never uses.
 */
function unavailable(): never {
  throw new Error('file system access is not available in the browser');
}

export const readFileSync = unavailable;
export const writeFileSync = unavailable;
export const existsSync = (): boolean => false;
export const mkdirSync = unavailable;
export const promises = {
  readFile: async () => unavailable(),
  writeFile: async () => unavailable(),
  mkdir: async () => unavailable(),
};
export default { readFileSync, writeFileSync, existsSync, mkdirSync, promises };
