export type { BuiltArtefact, BuiltManifest, BuiltScenario, DocumentKind, Level } from './manifest.ts';
