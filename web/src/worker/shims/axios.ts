/** Browser stand-in for `axios`: SaxonJS fetches http: resources with it; the engine never asks it to. */
function get(url: string): Promise<never> {
  return Promise.reject(new Error(`http resources are not available to the engine: ${url}`));
}

export default { get };
