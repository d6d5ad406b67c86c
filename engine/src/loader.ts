/**
 * What a host gives the engine to read build artefacts (XSDs, compiled stylesheets, manifest).
 * Paths are relative to the rulesets build output root and always use '/'.
 */
export interface RulesetLoader {
  text(path: string): Promise<string>;
  bytes(path: string): Promise<Uint8Array>;
}
