export type * from './catalogue/types.ts';
export type {
  BuiltArtefact,
  BuiltManifest,
  BuiltScenario,
  DocumentKind,
  Level,
  RulesetIntegrity,
  RulesetName,
} from './manifest.ts';
