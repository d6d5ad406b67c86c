export type * from './catalogue/types.ts';
export type {
  BuiltArtefact,
  BuiltManifest,
  BuiltScenario,
  DocumentKind,
  Level,
  RulesetName,
} from './manifest.ts';
