export type { BuiltArtefact, BuiltManifest, BuiltScenario, DocumentKind, Level } from './manifest.ts';
export { PAGE_FONTS } from './manifest.ts';
