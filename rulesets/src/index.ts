export type {
  BuiltArtefact,
  BuiltManifest,
  BuiltScenario,
  DocumentKind,
  Level,
  RulesetIntegrity,
} from './manifest.ts';
