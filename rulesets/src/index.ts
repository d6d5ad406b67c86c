export type { BuiltArtefact, BuiltManifest, BuiltScenario, DocumentKind, Level } from './manifest.ts';
export type * from './catalogue/types.ts';
